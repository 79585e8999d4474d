'use client'

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react'

export type HashTab = {
  /** The panel's id and the URL hash that opens it (`/clenstvi#club`). */
  id: string
  label: ReactNode
  content: ReactNode
}

type Props = {
  tabs: HashTab[]
  /** Accessible name of the tab list. */
  label: string
  className?: string
}

const TAB_CHANGE = 'hashtabs:change'

function readHash(): string {
  return decodeURIComponent(window.location.hash.slice(1))
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  window.addEventListener(TAB_CHANGE, onChange)
  return () => {
    window.removeEventListener('hashchange', onChange)
    window.removeEventListener(TAB_CHANGE, onChange)
  }
}

/**
 * Tabs whose panels are addressable by URL hash (membership, spaces): `#club` opens the Club tab
 * on load and on hash changes, and choosing a tab writes its hash into the address (without a new
 * history entry or a jump). Keyboard per WAI-ARIA: arrows, Home and End move and activate, Tab
 * moves into the panel. Every panel is rendered on the server with the hash as its id; without
 * JavaScript the layout's <noscript> style (SiteDocument, in <head>: a <style> may not stand in the
 * body) hides the tab list and shows all panels, so `#club`
 * is then an ordinary anchor.
 */
export function HashTabs({ tabs, label, className = '' }: Props) {
  const hash = useSyncExternalStore(subscribeToHash, readHash, () => '')
  const selected = tabs.some((tab) => tab.id === hash) ? hash : tabs[0]?.id
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const listRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // A link to `#club` (on load or on this page): bring the tabs into view above the open panel.
    const reveal = () => {
      if (tabs.some((tab) => tab.id === readHash())) listRef.current?.scrollIntoView({ block: 'start' })
    }
    reveal()
    window.addEventListener('hashchange', reveal)
    return () => window.removeEventListener('hashchange', reveal)
  }, [tabs])

  const select = (id: string) => {
    window.history.replaceState(window.history.state, '', `#${id}`)
    window.dispatchEvent(new Event(TAB_CHANGE))
  }

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null
    if (next === null) return
    event.preventDefault()
    select(tabs[next].id)
    buttons.current[next]?.focus()
  }

  return (
    <div className={className} data-hash-tabs="">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className="tabs-list -mx-5 flex gap-1 overflow-x-auto border-b border-line px-5 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[index] = el
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active}
              aria-controls={tab.id}
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-3 text-[0.95rem] font-medium transition-colors sm:px-4 ${
                active ? 'border-ink text-ink' : 'border-transparent text-ink-muted hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={tab.id}
          aria-labelledby={`tab-${tab.id}`}
          data-state={tab.id === selected ? 'active' : 'inactive'}
          tabIndex={0}
          className="data-[state=inactive]:hidden scroll-mt-[calc(var(--nav-h)+4rem)] pt-10 pb-4 focus-visible:outline-offset-8"
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
