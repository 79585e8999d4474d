import type { Payload, Where } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import type { InvalidParameter } from '@/lib/api/listStep'
import { cached } from '@/lib/content/cache'
import { toImage } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { SiteImage } from '@/lib/content/types'
import { pragueDay, pragueOffsetMinutes } from '@/lib/format/pragueClock'
import { payloadClient } from '@/lib/payload'
import type { Event as EventDoc } from '@/payload-types'

import { LIST_TAGS, type ListTag, MAX_PAGE, PAGE_SIZE } from './constants'
import { getConfirmedCounts, seatsLeftOf } from './seats'
import { hasEnded } from './status'

/**
 * The events list, archive and old list: filtered, sorted and paged by the database (never in
 * memory), so that the list stays fast with thousands of events.
 */
export const EVENT_VIEWS = ['upcoming', 'all', 'past'] as const
export type EventView = (typeof EVENT_VIEWS)[number]
export { LIST_TAGS, MAX_PAGE, PAGE_SIZE }
export type { ListTag }

/** The list's order: the view's own (upcoming soonest first, past newest first), or oldest first (the old events list). */
export type EventOrder = 'default' | 'oldest'
export type EventListQuery = { view: EventView; tag: ListTag | null; month: string | null; q: string; page: number; order?: EventOrder }

type Raw = Record<string, string | string[] | undefined>
const first = (v: string | string[] | undefined) => {
  const value = Array.isArray(v) ? v[0] : v
  return typeof value === 'string' ? value : ''
}

/** The longest search the list reads, in UTF-16 units. */
export const SEARCH_MAX = 100
/** A month of the month filter, `YYYY-MM`. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** Search text as the database can compare it: no control characters (a NUL fails PostgreSQL), no unpaired surrogates. */
const searchText = (q: string) =>
  Array.from(q.toWellFormed(), (c) => (c.charCodeAt(0) < 0x20 || c === '\x7f' ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX)

/** The list's URL query, normalised: anything unknown falls back to the default. */
export function parseEventListQuery(search: Raw): EventListQuery {
  const view = first(search.view)
  const tag = first(search.tag)
  const month = first(search.month)
  const page = Number.parseInt(first(search.page), 10)
  return {
    // The spec's "past events" tag is the past view.
    view: tag === 'past' ? 'past' : (EVENT_VIEWS as readonly string[]).includes(view) ? (view as EventView) : 'upcoming',
    tag: (LIST_TAGS as readonly string[]).includes(tag) ? (tag as ListTag) : null,
    month: MONTH.test(month) ? month : null,
    q: searchText(first(search.q)),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    order: first(search.order) === 'oldest' ? 'oldest' : 'default',
  }
}

/**
 * The filters of a "load more" step (GET /api/cards/events), from the parameters the list's links
 * carry (`eventListParams`): a value the page would not read as given (an unknown view or tag, a
 * month that is not `YYYY-MM`, a search longer than the page reads, an unknown order) is refused;
 * the rest is read exactly as the page reads it.
 */
export function eventStepFilters(params: URLSearchParams): Omit<EventListQuery, 'page'> | InvalidParameter {
  const [view, tag, month, q, order] = ['view', 'tag', 'month', 'q', 'order'].map((name) => params.get(name))
  if (view !== null && !(EVENT_VIEWS as readonly string[]).includes(view)) return { invalid: 'view' }
  if (tag !== null && tag !== 'past' && !(LIST_TAGS as readonly string[]).includes(tag)) return { invalid: 'tag' }
  if (month !== null && !MONTH.test(month)) return { invalid: 'month' }
  if (q !== null && q.length > SEARCH_MAX) return { invalid: 'q' }
  if (order !== null && order !== 'oldest') return { invalid: 'order' }
  const given = (value: string | null) => value ?? undefined
  const { page: _page, ...query } = parseEventListQuery({ view: given(view), tag: given(tag), month: given(month), q: given(q), order: given(order) })
  return query
}

/** The query as URL parameters (defaults left out), for links that keep the filters. */
export function eventListParams(query: Partial<EventListQuery>): Record<string, string> {
  const out: Record<string, string> = {}
  if (query.view && query.view !== 'upcoming') out.view = query.view
  if (query.tag) out.tag = query.tag
  if (query.month) out.month = query.month
  if (query.q) out.q = query.q
  if (query.page && query.page > 1) out.page = String(query.page)
  if (query.order === 'oldest') out.order = 'oldest'
  return out
}

/** The instant of midnight at the start of a Prague month (CET or CEST, whichever applies). */
export function pragueMonthStart(year: number, month: number): Date {
  const guess = new Date(Date.UTC(year, month - 1, 1))
  return new Date(guess.getTime() - pragueOffsetMinutes(guess) * 60_000)
}

export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number)
  return { from: pragueMonthStart(y, m), to: m === 12 ? pragueMonthStart(y + 1, 1) : pragueMonthStart(y, m + 1) }
}

/** Past means ended (or started, without an end) before now; the same rule as `hasEnded`. */
function whenWhere(view: EventView, now: Date): Where | null {
  const iso = now.toISOString()
  if (view === 'all') return null
  return view === 'past'
    ? { or: [{ endsAt: { less_than: iso } }, { and: [{ endsAt: { exists: false } }, { startsAt: { less_than: iso } }] }] }
    : {
        or: [
          { endsAt: { greater_than_equal: iso } },
          { and: [{ endsAt: { exists: false } }, { startsAt: { greater_than_equal: iso } }] },
        ],
      }
}

export function eventListWhere(query: Omit<EventListQuery, 'page'>, now: Date): Where {
  const and: Where[] = []
  const when = whenWhere(query.view, now)
  if (when) and.push(when)
  if (query.tag) and.push({ tags: { in: [query.tag] } })
  if (query.month) {
    const { from, to } = monthRange(query.month)
    and.push({ startsAt: { greater_than_equal: from.toISOString() } }, { startsAt: { less_than: to.toISOString() } })
  }
  if (query.q) and.push({ or: [{ title: { like: query.q } }, { excerpt: { like: query.q } }] })
  return and.length ? { and } : {}
}

export type EventCardData = {
  id: number
  slug: string
  title: string
  startsAt: string
  endsAt: string | null
  tags: ListTag[]
  place: string | null
  excerpt: string | null
  cover: SiteImage | null
  isPast: boolean
  membersOnly: boolean
  /** Called off by staff: shown as cancelled, no seats counted. */
  cancelled: boolean
  /** null = no capacity (unlimited). */
  seatsLeft: number | null
}

function toCard(doc: EventDoc, confirmed: number, now: Date): EventCardData {
  const space = doc.space && typeof doc.space === 'object' ? doc.space.name : null
  return {
    id: doc.id,
    slug: doc.slug ?? String(doc.id),
    title: doc.title,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt ?? null,
    tags: (doc.tags ?? []) as ListTag[],
    place: [space, doc.placeText].filter(Boolean).join(', ') || null,
    excerpt: doc.excerpt ?? null,
    cover: toImage(doc.cover),
    isPast: hasEnded(doc, now),
    membersOnly: Boolean(doc.membersOnly),
    cancelled: Boolean(doc.cancelled),
    seatsLeft: seatsLeftOf(doc.capacity ?? null, confirmed),
  }
}

export type EventListPage = { events: EventCardData[]; total: number; hasMore: boolean }

/**
 * One slice of the list: `offset`…`offset + limit` of the matching published events. Upcoming
 * events come soonest first; the past and "all" views newest first.
 */
export async function findEventPage(
  payload: Payload,
  locale: Locale,
  query: Omit<EventListQuery, 'page'>,
  { offset, limit, now = new Date(), counts = true }: { offset: number; limit: number; now?: Date; counts?: boolean },
): Promise<EventListPage> {
  // Payload pages by page number: an offset that is a multiple of the limit maps onto one.
  const pageSize = offset % limit === 0 ? limit : offset + limit
  const page = offset % limit === 0 ? offset / limit + 1 : 1
  const result = await payload.find({
    collection: 'events',
    where: eventListWhere(query, now),
    sort: query.view === 'upcoming' || query.order === 'oldest' ? ['startsAt', 'id'] : ['-startsAt', '-id'],
    limit: pageSize,
    page,
    depth: 1,
    locale,
    fallbackLocale: defaultLocale,
    overrideAccess: false,
    draft: false,
    select: {
      title: true,
      slug: true,
      startsAt: true,
      endsAt: true,
      tags: true,
      space: true,
      placeText: true,
      excerpt: true,
      cover: true,
      capacity: true,
      membersOnly: true,
      cancelled: true,
    },
    populate: { spaces: { name: true, slug: true } },
  })
  const docs = (result.docs as EventDoc[]).slice(offset % limit === 0 ? 0 : offset)
  const withCapacity = docs.filter((d) => d.capacity != null && !d.cancelled && !hasEnded(d, now)).map((d) => d.id)
  const confirmed = counts && withCapacity.length ? await getConfirmedCounts(withCapacity) : {}
  return {
    events: docs.map((d) => toCard(d, confirmed[d.id] ?? 0, now)),
    total: result.totalDocs,
    hasMore: offset + limit < result.totalDocs,
  }
}

/** The list as the page shows it: pages 1…`query.page` (a reload after "load more" keeps them). */
export async function listEvents(locale: Locale, query: EventListQuery, now = new Date()): Promise<EventListPage> {
  return findEventPage(await payloadClient(), locale, query, { offset: 0, limit: PAGE_SIZE * query.page, now })
}

/** Page `page` alone: a "load more" step (GET /api/cards/events). */
export async function listEventsPage(locale: Locale, query: Omit<EventListQuery, 'page'>, page: number, now = new Date()): Promise<EventListPage> {
  return findEventPage(await payloadClient(), locale, query, { offset: PAGE_SIZE * (page - 1), limit: PAGE_SIZE, now })
}

/** Start and end of every published event, compact, for the month filter (cached). */
async function readEventTimes(): Promise<[string, string | null][]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    select: { startsAt: true, endsAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    draft: false,
  })
  return docs.map((d) => [d.startsAt, d.endsAt ?? null])
}

const cachedEventTimes = cached(readEventTimes, [TAGS.events])

/** The months (YYYY-MM, Prague time) that have events in a view: ascending for upcoming, else descending. */
export async function eventMonths(view: EventView, now = new Date()): Promise<string[]> {
  const times = await cachedEventTimes()
  const months = new Set<string>()
  for (const [startsAt, endsAt] of times) {
    const past = hasEnded({ startsAt, endsAt }, now)
    if (view === 'all' || past === (view === 'past')) months.add(pragueDay(new Date(startsAt)).slice(0, 7))
  }
  const sorted = [...months].sort()
  return view === 'upcoming' ? sorted : sorted.reverse()
}
