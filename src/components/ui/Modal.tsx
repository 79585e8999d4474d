import { type ReactNode, useId } from 'react'

import { ModalOpener } from './ModalOpener.client'

type Props = {
  /** The button that opens the modal (its content; it is rendered as a <button>). */
  trigger: ReactNode
  triggerClassName?: string
  /** The dialog's accessible name, shown as its heading. */
  title: string
  /** The close button's accessible name (a message in the page's language). */
  closeLabel: string
  children: ReactNode
}

/**
 * A modal dialog (the team modal): native <dialog> opened with showModal(), so the rest of the
 * page is inert; Tab and Shift+Tab stay inside it, Esc and the close button close it (a
 * `method="dialog"` form: no script needed), a click on the backdrop too, and focus returns to the
 * button that opened it. Drawn on the server: only the opener is client code (ModalOpener).
 */
export function Modal({ trigger, triggerClassName, title, closeLabel, children }: Props) {
  const dialogId = useId()
  const titleId = `${dialogId}-title`
  return (
    <>
      <ModalOpener dialogId={dialogId} className={triggerClassName}>
        {trigger}
      </ModalOpener>
      <dialog
        id={dialogId}
        aria-labelledby={titleId}
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
          <h2 id={titleId} className="text-2xl">
            {title}
          </h2>
          <form method="dialog">
            <button type="submit" className="-mr-2 inline-flex size-10 items-center justify-center rounded-md hover:bg-paper">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.5" />
              </svg>
              <span className="sr-only">{closeLabel}</span>
            </button>
          </form>
        </div>
        <div className="px-6 py-5">{children}</div>
      </dialog>
    </>
  )
}
