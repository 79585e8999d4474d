'use client'

import { useEffect, useRef, useState } from 'react'

import { buttonClasses } from '@/components/ui/Button'
import { siteFetch } from '@/lib/http/siteFetch'

import { PostCard } from './PostCard'
import type { BlogListPage, PostCardView } from './types'

type Props = {
  locale: string
  category: string | null
  /** The page the visitor sees now (steps 1…page are rendered by the server). */
  page: number
  /** Position of the first card the next step adds (1-based), for its anchor. */
  nextPosition: number
  /** The plain link to `?page=page+1`: what works without JavaScript. */
  href: string
  hasMore: boolean
  /** The last page the server answers (bounded query size). */
  maxPage: number
  total: number
  labels: { loadMore: string; loading: string; failed: string; status: string }
  /** The endpoint returning one step as JSON. */
  endpoint: string
}

async function fetchStep(url: string): Promise<BlogListPage> {
  const response = await siteFetch(url, { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`load more: ${response.status}`)
  return (await response.json()) as BlogListPage
}

/**
 * "Load more": a plain link to the next page of the list (the server then renders all steps so
 * far), enhanced to fetch the next step and append it in place. The URL is updated, so a reload
 * or a shared link shows the same cards; focus moves to the first new article.
 */
export function LoadMore({ locale, category, page, nextPosition, href, hasMore, maxPage, total, labels, endpoint }: Props) {
  const [cards, setCards] = useState<PostCardView[]>([])
  const [state, setState] = useState({ page, hasMore, total, loading: false, failed: false })
  const firstNew = useRef<number | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  // After a step is rendered, focus moves to its first article (the button may be gone by then).
  useEffect(() => {
    if (firstNew.current === null) return
    listRef.current?.querySelector<HTMLAnchorElement>(`#post-${firstNew.current} a`)?.focus()
    firstNew.current = null
  }, [cards])

  const nextHref = (() => {
    // The server's link for the current step; later steps change only the page number.
    const url = new URL(href, 'http://x')
    url.searchParams.set('page', String(state.page + 1))
    url.hash = `post-${nextPosition + cards.length}`
    return url.pathname + url.search + url.hash
  })()

  async function loadMore(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    if (state.loading) return
    const nextPage = state.page + 1
    setState((s) => ({ ...s, loading: true, failed: false }))
    const params = new URLSearchParams({ locale, page: String(nextPage) })
    if (category) params.set('category', category)
    try {
      const step = await fetchStep(`${endpoint}?${params.toString()}`)
      firstNew.current = nextPosition + cards.length
      setCards((existing) => [...existing, ...step.cards])
      setState({ page: nextPage, hasMore: step.hasMore, total: step.total, loading: false, failed: false })
      const url = new URL(window.location.href)
      url.searchParams.set('page', String(nextPage))
      url.hash = ''
      window.history.replaceState(window.history.state, '', url.pathname + url.search)
    } catch {
      setState((s) => ({ ...s, loading: false, failed: true }))
    }
  }

  const shown = nextPosition - 1 + cards.length
  return (
    <>
      {cards.length > 0 ? (
        <ul ref={listRef} className="mt-6 grid gap-6 sm:grid-cols-2 lg:mt-8 lg:grid-cols-3 lg:gap-8">
          {cards.map((card, i) => (
            <li key={card.id} id={`post-${nextPosition + i}`} className="scroll-mt-28">
              <PostCard post={card} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-10 flex flex-col items-center gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite" data-testid="blog-status">
          {labels.status.replace('{shown}', String(shown)).replace('{total}', String(state.total))}
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
