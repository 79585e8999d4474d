'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/Button'
import { fetchListStep } from '@/lib/http/listStep'

export type LoadMoreProps<Card extends { id: number }> = {
  /** The list's "load more" endpoint (GET, src/lib/api/listStep.ts). */
  endpoint: string
  /** What the endpoint is asked with besides `page`: the locale and the list's filters. */
  params: Record<string, string>
  /** The page the visitor sees now (steps 1…page are rendered by the server). */
  page: number
  /** The last page the list renders (bounded query size). */
  maxPage: number
  hasMore: boolean
  total: number
  /** How many cards the server rendered; the next card's anchor is `<anchor>-<shown + 1>`. */
  shown: number
  /** The plain link to `?page=page+1` with the filters: what works without JavaScript. */
  href: string
  /** Prefix of each card's anchor, the id of its list item (`post` → `post-7`). */
  anchor: string
  /** Classes of the list the new cards go into, below the server's list. */
  listClassName: string
  /** The server list's test id: the new cards' list is `<listTestId>-more`. */
  listTestId: string
  labels: { loadMore: string; loading: string; failed: string; status: string }
  /** Draws one card: the list's own card component, with no hooks or messages of its own. */
  renderCard: (card: Card) => ReactNode
}

/**
 * "Load more" for every list of the site: a plain link to the next page of the list (the server
 * then renders all steps so far), enhanced to GET the next step from the list's endpoint and append
 * its cards in place. The URL is updated, so a reload or a shared link shows the same cards; focus
 * moves to the first new card; a polite status says how many are shown, an alert when a step
 * failed (siteFetch has asked once more already), and the link stays for another try.
 */
export function LoadMore<Card extends { id: number }>({
  endpoint,
  params,
  page,
  maxPage,
  hasMore,
  total,
  shown,
  href,
  anchor,
  listClassName,
  listTestId,
  labels,
  renderCard,
}: LoadMoreProps<Card>) {
  const [cards, setCards] = useState<Card[]>([])
  const [state, setState] = useState({ page, hasMore, total, loading: false, failed: false })
  const firstNew = useRef<number | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  // After a step is rendered, focus moves to its first card (the link may be gone by then).
  useEffect(() => {
    if (firstNew.current === null) return
    listRef.current?.querySelector<HTMLAnchorElement>(`#${anchor}-${firstNew.current} a`)?.focus()
    firstNew.current = null
  }, [cards, anchor])

  const count = shown + cards.length
  const nextHref = (() => {
    // The server's link for the current step; later steps change only the page number.
    const url = new URL(href, 'http://x')
    url.searchParams.set('page', String(state.page + 1))
    url.hash = `${anchor}-${count + 1}`
    return url.pathname + url.search + url.hash
  })()

  async function loadMore(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    if (state.loading) return
    const nextPage = state.page + 1
    setState((s) => ({ ...s, loading: true, failed: false }))
    try {
      const step = await fetchListStep<Card>(endpoint, { ...params, page: String(nextPage) })
      firstNew.current = count + 1
      setCards((existing) => [...existing, ...step.cards])
      setState({ page: nextPage, hasMore: step.hasMore, total: step.total, loading: false, failed: false })
      const url = new URL(window.location.href)
      url.searchParams.set('page', String(nextPage))
      url.hash = ''
      // No state of our own: Next.js then keeps its history state and its router learns the address
      // (useSearchParams, which the language switch's link follows); its own state would hide it.
      window.history.replaceState(null, '', url.pathname + url.search)
    } catch {
      setState((s) => ({ ...s, loading: false, failed: true }))
    }
  }

  return (
    <>
      {cards.length > 0 ? (
        <ul ref={listRef} className={listClassName} data-testid={`${listTestId}-more`}>
          {cards.map((card, i) => (
            <li key={card.id} id={`${anchor}-${shown + 1 + i}`} className="scroll-mt-28">
              {renderCard(card)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-10 flex flex-col items-center gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite" data-testid="load-more-status">
          {labels.status.replace('{shown}', String(count)).replace('{total}', String(state.total))}
        </p>
        {state.hasMore && state.page < maxPage ? (
          <a
            href={nextHref}
            onClick={loadMore}
            aria-busy={state.loading}
            className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'aria-busy:cursor-progress aria-busy:opacity-70' })}
            data-testid="load-more"
          >
            {state.loading ? labels.loading : labels.loadMore}
          </a>
        ) : null}
        {state.failed ? (
          <p role="alert" className="text-sm text-signal">
            {labels.failed}
          </p>
        ) : null}
      </div>
    </>
  )
}
