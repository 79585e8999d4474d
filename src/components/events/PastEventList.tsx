import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/href'
import { EVENT_CARDS_PATH } from '@/lib/events/constants'
import { eventListParams, listEvents, MAX_PAGE, type EventListQuery, type EventOrder } from '@/lib/events/list'

import { EVENT_ANCHOR, EventCardItems } from './EventCard'
import { EventLoadMore } from './EventLoadMore.client'
import { toEventCardViews } from './format'

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

const LIST_CLASSES = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8'

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
  const cards = await toEventCardViews(list.events, locale)
  const nextHref = localizedHref({ pathname, query: { page: String(page + 1) } }, locale)
  return (
    <>
      <ul id="past-event-list" className={LIST_CLASSES} data-testid={testId}>
        <EventCardItems events={cards} />
      </ul>
      <EventLoadMore
        key={page}
        endpoint={EVENT_CARDS_PATH}
        params={{ locale, ...eventListParams({ ...query, page: 1 }) }}
        page={page}
        maxPage={MAX_PAGE}
        hasMore={list.hasMore}
        total={list.total}
        shown={cards.length}
        href={nextHref}
        anchor={EVENT_ANCHOR}
        listClassName={`mt-6 ${LIST_CLASSES}`}
        listTestId={testId}
        labels={{
          loadMore: t('loadMore'),
          loading: t('loading'),
          failed: t('loadFailed'),
          // the client fills in the counts: the template keeps its placeholders (precompiled messages)
          status: t('status', { shown: '{shown}', total: '{total}' }),
        }}
      />
    </>
  )
}
