'use server'

import type { ReactNode } from 'react'

import { EventCardItems } from '@/components/events/EventCard'
import { defaultLocale, isLocale } from '@/i18n/locales'

import { listEventsPage, parseEventListQuery } from './list'

/**
 * "Load more" with JavaScript: the cards of the next page only, rendered on the server, to append
 * to the list. Without JavaScript the button is a link to the same list with `page` + 1.
 */
export async function loadMoreEvents(
  locale: string,
  search: Record<string, string>,
  page: number,
): Promise<{ cards: ReactNode; hasMore: boolean; page: number }> {
  const l = isLocale(locale) ? locale : defaultLocale
  const query = parseEventListQuery(search)
  const next = Math.max(2, Math.min(Math.floor(page) || 2, 50))
  const result = await listEventsPage(l, query, next)
  return { cards: <EventCardItems events={result.events} locale={l} />, hasMore: result.hasMore, page: next }
}
