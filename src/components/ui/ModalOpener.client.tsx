'use client'

import { type ReactNode, useEffect } from 'react'

import { keepFocusInside } from './focusTrap'

const dialogOf = (id: string) => document.getElementById(id) as HTMLDialogElement | null

/**
 * The button that opens a Modal's <dialog> (by its id), and what the dialog needs besides the
 * browser: Tab kept inside, and a click on the backdrop (which lands on the <dialog> itself) closes it.
 */
export function ModalOpener({ dialogId, className, children }: { dialogId: string; className?: string; children: ReactNode }) {
  useEffect(() => {
    const dialog = dialogOf(dialogId)
    if (!dialog) return
    const onKeyDown = (event: KeyboardEvent) => keepFocusInside(dialog, event)
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close()
    }
    dialog.addEventListener('keydown', onKeyDown)
    dialog.addEventListener('click', onClick)
    return () => {
      dialog.removeEventListener('keydown', onKeyDown)
      dialog.removeEventListener('click', onClick)
    }
  }, [dialogId])
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => dialogOf(dialogId)?.showModal()}>
      {children}
    </button>
  )
}
