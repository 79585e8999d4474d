import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { eventListParams, listEvents, type EventListQuery, type EventOrder } from '@/lib/events/list'

import { EventCardItems } from './EventCard'
import { LoadMore } from './LoadMore.client'

type Props = {
  locale: Locale
  /** The last page shown (`?page=N`: a reload after "load more" shows pages 1…N). */
  page: number
  /** Newest first (the archive) or oldest first (the old events list). */
  order: EventOrder
  /** The page the list is on: "load more" without JavaScript links to it with `page` + 1. */
  pathname: '/events/archive' | '/events_old'
  testId: string
}

/**
 * Past events as the events list shows them (the same cards: image, date, tags) and paged the same
 * way ("load more", a plain link without JavaScript): the archive and the old events list are this
 * one list in two orders.
 */
export async function PastEventList({ locale, page, order, pathname, testId }: Props) {
  const t = await getTranslations({ locale, namespace: 'events' })
  const query: EventListQuery = { view: 'past', tag: null, month: null, q: '', page, order }
  const list = await listEvents(locale, query)
  if (list.events.length === 0) return <p className="text-ink-muted">{t('archive.empty')}</p>
  const listId = 'past-event-list'
  const nextHref = getPathname({ locale, href: { pathname, query: { page: String(page + 1) } } })
  return (
    <>
      <ul id={listId} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid={testId}>
        <EventCardItems events={list.events} locale={locale} />
      </ul>
      {list.hasMore ? (
        <LoadMore
          locale={locale}
          search={eventListParams({ ...query, page: 1 })}
          page={page}
          href={nextHref}
          label={t('loadMore')}
          loadingLabel={t('loading')}
          listId={listId}
        />
      ) : null}
    </>
  )
}
