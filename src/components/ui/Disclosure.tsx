import type { ReactNode } from 'react'

type Props = {
  summary: ReactNode
  children: ReactNode
  /** Open on first render. */
  defaultOpen?: boolean
  /** Disclosures sharing a name behave as an accordion: opening one closes the others. */
  name?: string
  className?: string
}

/**
 * A disclosure widget (FAQ, "more services"): native <details>, so it toggles with the keyboard,
 * is announced as expanded or collapsed and works without JavaScript.
 */
export function Disclosure({ summary, children, defaultOpen, name, className = '' }: Props) {
  return (
    <details name={name} open={defaultOpen} className={`group border-b border-line ${className}`}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-lg font-medium [&::-webkit-details-marker]:hidden">
        <span>{summary}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-45 motion-reduce:transition-none"
        >
          <path d="M10 3v14M3 10h14" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </summary>
      <div className="pb-6 text-ink-muted">{children}</div>
    </details>
  )
}
