'use client'

import { type ReactNode, useEffect, useId, useRef } from 'react'

import { keepFocusInside } from './focusTrap'

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
 * page is inert; Tab and Shift+Tab stay inside it, Esc and the close button close it, a click on
 * the backdrop too, and focus returns to the button that opened it.
 */
export function Modal({ trigger, triggerClassName, title, closeLabel, children }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const onKeyDown = (event: KeyboardEvent) => keepFocusInside(dialog, event)
    dialog.addEventListener('keydown', onKeyDown)
    return () => dialog.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
      >
        {trigger}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
        onClick={(event) => {
          // A click on the backdrop lands on the <dialog> itself.
          if (event.target === dialogRef.current) dialogRef.current.close()
        }}
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
          <h2 id={titleId} className="text-2xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="-mr-2 inline-flex size-10 items-center justify-center rounded-md hover:bg-paper"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        <div className="px-6 py-5">{children}</div>
      </dialog>
    </>
  )
}
