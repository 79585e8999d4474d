'use client'

import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/Button'
import { loadMoreEvents } from '@/components/events/listActions'

type Props = {
  locale: string
  /** The list's filters (URL query without `page`). */
  search: Record<string, string>
  /** The last page shown. */
  page: number
  /** The plain link to the list with one page more (used without JavaScript). */
  href: string
  label: string
  loadingLabel: string
  /** The id of the page's list: the appended cards go into `<listId>-more` below it. */
  listId: string
}

/**
 * "Load more": a link to `?page=N+1` that works without JavaScript (the server renders pages 1…N+1);
 * with it, the next page's cards are fetched and appended in place, the address is updated (a reload
 * shows the same) and the focus moves to the first new card.
 */
export function LoadMore({ locale, search, page: initialPage, href, label, loadingLabel, listId }: Props) {
  const [batches, setBatches] = useState<ReactNode[]>([])
  const [page, setPage] = useState(initialPage)
  const [done, setDone] = useState(false)
  const [pending, startTransition] = useTransition()
  /** The index (in the appended list) of the first card of the batch just loaded. */
  const focusIndex = useRef<number | null>(null)
  const moreId = `${listId}-more`

  useEffect(() => {
    if (focusIndex.current === null) return
    const item = document.getElementById(moreId)?.children[focusIndex.current]
    item?.querySelector<HTMLElement>('a')?.focus()
    focusIndex.current = null
  }, [batches, moreId])

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (pending) return
    const before = document.getElementById(moreId)?.children.length ?? 0
    startTransition(async () => {
      const result = await loadMoreEvents(locale, search, page + 1)
      focusIndex.current = before
      setBatches((b) => [...b, result.cards])
      setPage(result.page)
      setDone(!result.hasMore)
      const url = new URL(window.location.href)
      url.searchParams.set('page', String(result.page))
      window.history.replaceState(window.history.state, '', url)
    })
  }

  return (
    <>
      {batches.length > 0 ? (
        <ul id={moreId} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="event-list-more">
          {batches}
        </ul>
      ) : null}
      {!done ? (
        <p className="mt-10 flex justify-center">
          <a href={href} onClick={onClick} aria-disabled={pending} className={buttonClasses({ variant: 'secondary' })} data-testid="load-more">
            {pending ? loadingLabel : label}
          </a>
        </p>
      ) : null}
    </>
  )
}
