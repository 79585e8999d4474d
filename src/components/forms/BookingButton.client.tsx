'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { buttonClasses, type ButtonVariant } from '@/components/ui/Button'
import { localizedHref } from '@/i18n/href'
import type { Locale } from '@/i18n/locales'
import { bookingUrl, isScheduledEvent, type BookingKind } from '@/lib/booking/url'

export type BookingButtonClientProps = {
  /** The calendar's URL (Site settings → booking). */
  url: string
  kind: BookingKind
  locale: string
  labels: { button: string; dialogTitle: string; close: string }
  /**
   * The dialog's fixed texts, rendered on the server (BookingButton.tsx): what it says while the
   * calendar loads, instead of it when it does not, and in its foot (the direct link).
   */
  notes: { loading: ReactNode; failed: ReactNode; foot: ReactNode }
  variant?: ButtonVariant
  className?: string
}

/** How long the dialog waits for the frame before it shows only the direct link. */
const LOAD_TIMEOUT_MS = 6_000

/**
 * A book button. Without JavaScript it is a link to the calendar service. With it, a click opens the
 * calendar inline in a dialog: the third party is contacted only then. The direct link stays in the
 * dialog's foot from the start (a frame that fails to load still fires `load`, with the browser's
 * broken-frame page, so a failure cannot always be told from a success); if the frame has not loaded
 * after a few seconds, the dialog shows only the direct link. When the calendar reports a booked meeting (its postMessage),
 * the visitor lands on /calendly-meeting-confirm.
 */
export function BookingButtonClient({ url, kind, locale, labels, notes, variant = 'primary', className = '' }: BookingButtonClientProps) {
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [state, setState] = useState<'closed' | 'loading' | 'ready' | 'failed'>('closed')
  const [src, setSrc] = useState<string | null>(null)
  const direct = bookingUrl(url, { locale, kind }) ?? url
  const origin = (() => {
    try {
      return new URL(url).origin
    } catch {
      return null
    }
  })()

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!origin || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    setSrc(bookingUrl(url, { locale, kind, pageSearch: window.location.search, embedDomain: window.location.host }))
    setState('loading')
    dialog.current?.showModal()
  }

  const close = useCallback(() => {
    dialog.current?.close()
    setState('closed')
    setSrc(null)
  }, [])

  useEffect(() => {
    if (state !== 'loading') return
    const timer = setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [state])

  useEffect(() => {
    if (state === 'closed' || !origin) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin && !/^https:\/\/([a-z0-9-]+\.)*calendly\.com$/.test(event.origin)) return
      if (isScheduledEvent(event.data)) {
        close()
        router.push(localizedHref('/calendly-meeting-confirm', locale as Locale))
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [state, origin, close, router, locale])

  return (
    <>
      <a href={direct} target="_blank" rel="noopener noreferrer" onClick={open} className={buttonClasses({ variant, className })} aria-haspopup="dialog">
        {labels.button}
      </a>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={close}
        className="m-auto h-[min(90vh,760px)] w-[min(96vw,1000px)] rounded-lg bg-white p-0 text-ink backdrop:bg-ink/60"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
            <h2 id={titleId} className="font-display text-lg">
              {labels.dialogTitle}
            </h2>
            <button type="button" onClick={close} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              {labels.close}
            </button>
          </div>
          <div className="relative flex-1">
            {state === 'failed' ? (
              notes.failed
            ) : (
              <>
                {state === 'loading' ? notes.loading : null}
                {src ? (
                  <iframe
                    src={src}
                    title={labels.dialogTitle}
                    onLoad={() => setState('ready')}
                    className={`h-full w-full border-0 ${state === 'ready' ? '' : 'opacity-0'}`}
                    allow="payment"
                    referrerPolicy="strict-origin-when-cross-origin"
                  />
                ) : null}
              </>
            )}
          </div>
          {state === 'failed' ? null : notes.foot}
        </div>
      </dialog>
    </>
  )
}
