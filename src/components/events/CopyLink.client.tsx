'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

type Props = { url: string; label: string; copiedLabel: string; failedLabel: string; className?: string; testId?: string }

const noSubscription = () => () => undefined
const canCopy = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function'

/**
 * "Copy link": a plain link to `url` until the page has hydrated (and without JavaScript, or where
 * the browser has no clipboard access: the visitor copies the link's address or opens it), then a
 * button that puts the address on the clipboard and says so, to the eye and to screen readers.
 * Both look the same, so nothing moves when the page hydrates.
 */
export function CopyLink({ url, label, copiedLabel, failedLabel, className = '', testId }: Props) {
  // false on the server and while hydrating: the markup is the link the server sent.
  const enhanced = useSyncExternalStore(noSubscription, canCopy, () => false)
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')

  useEffect(() => {
    if (status === 'idle') return
    const timer = setTimeout(() => setStatus('idle'), 4000)
    return () => clearTimeout(timer)
  }, [status])

  if (!enhanced) {
    return (
      <a href={url} className={className} data-testid={testId}>
        {label}
      </a>
    )
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
  }
  const message = status === 'copied' ? copiedLabel : status === 'failed' ? failedLabel : ''
  return (
    <>
      <button type="button" onClick={copy} className={className} data-testid={testId} data-status={status}>
        {message || label}
      </button>
      <span role="status" className="sr-only">
        {message}
      </span>
    </>
  )
}
