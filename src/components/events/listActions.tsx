'use server'

import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { EventCardItems } from '@/components/events/EventCard'
import { defaultLocale, isLocale } from '@/i18n/locales'

import { listEventsPage, parseEventListQuery } from '@/lib/events/list'

/**
 * "Load more" with JavaScript: the cards of the next page only, rendered on the server, to append
 * to the list. Without JavaScript the button is a link to the same list with `page` + 1. Arguments
 * other than the button's (a tampered call) are a 404.
 */
export async function loadMoreEvents(
  locale: string,
  search: Record<string, string>,
  page: number,
): Promise<{ cards: ReactNode; hasMore: boolean; page: number }> {
  const isSearch = (v: unknown): v is Record<string, string> =>
    v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string')
  if (typeof locale !== 'string' || !isSearch(search) || typeof page !== 'number') notFound()
  const l = isLocale(locale) ? locale : defaultLocale
  const query = parseEventListQuery(search)
  const next = Math.max(2, Math.min(Math.floor(page) || 2, 50))
  const result = await listEventsPage(l, query, next)
  return { cards: <EventCardItems events={result.events} locale={l} />, hasMore: result.hasMore, page: next }
}
