import { findIdBySlug, publishedSlugs, slugsOf } from '@/lib/cms/bySlug'
import { cached } from '@/lib/cms/cache'
import { draftRead, publicRead, toImage, toImages } from '@/lib/cms/read'
import { slugify } from '@/lib/cms/slug'
import { TAGS } from '@/lib/cms/tags'
import type { Locale, LocalizedSlugs, RichText, SiteImage } from '@/lib/cms/types'
import { payloadClient } from '@/lib/payload'
import type { Payload } from 'payload'
import type { Event as EventDoc } from '@/payload-types'

export type EventTag = NonNullable<EventDoc['tags']>[number]
export const EVENT_TIME_ZONE = 'Europe/Prague'

/** An event as stored for the site, before "now" is known (what the cache holds). */
type StoredEvent = {
  id: number
  slug: string
  title: string
  startsAt: string
  endsAt: string | null
  tags: EventTag[]
  place: { spaceName: string | null; spaceSlug: string | null; text: string | null }
  /** null = unlimited. */
  capacity: number | null
  /** Confirmed registrations so far (counted only where a capacity is set). */
  registered: number
  registrationOpen: boolean
  membersOnly: boolean
  guestRule: string | null
  excerpt: string | null
  cover: SiteImage | null
}

export type EventSummary = StoredEvent & {
  /** Derived from the dates at read time: an event is past once it has ended. */
  isPast: boolean
  /** null = unlimited. */
  seatsLeft: number | null
  isFull: boolean
  /** YYYY-MM of the start in Prague time (the month filter's value). */
  month: string
}

export type EventDetail = EventSummary & {
  description: RichText | null
  gallery: SiteImage[]
  slugs: LocalizedSlugs
}

export type EventFilter = {
  /** Default 'upcoming' (soonest first); 'past' lists the latest first. */
  when?: 'upcoming' | 'past' | 'all'
  tag?: EventTag
  /** YYYY-MM */
  month?: string
  /** Matched against title and excerpt, ignoring case and accents. */
  search?: string
  /** Page size for "load more"; default 12. */
  limit?: number
  offset?: number
}

export type EventList = {
  events: EventSummary[]
  total: number
  hasMore: boolean
  /** The months (YYYY-MM) that have events for `when` and `tag`, for the month filter. */
  months: string[]
}

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE, year: 'numeric', month: '2-digit' })

export function eventMonth(iso: string): string {
  return monthFormat.format(new Date(iso)).slice(0, 7)
}

export function isPastEvent(event: { startsAt: string; endsAt: string | null }, now: Date): boolean {
  return new Date(event.endsAt ?? event.startsAt).getTime() < now.getTime()
}

function toStored(doc: EventDoc, registered: number): StoredEvent {
  const space = doc.space && typeof doc.space === 'object' ? doc.space : null
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt ?? null,
    tags: doc.tags ?? [],
    place: { spaceName: space?.name ?? null, spaceSlug: space?.slug ?? null, text: doc.placeText ?? null },
    capacity: doc.capacity ?? null,
    registered,
    registrationOpen: Boolean(doc.registrationOpen),
    membersOnly: Boolean(doc.membersOnly),
    guestRule: doc.guestRule ?? null,
    excerpt: doc.excerpt ?? null,
    cover: toImage(doc.cover),
  }
}

function withNow<T extends StoredEvent>(event: T, now: Date): T & Omit<EventSummary, keyof StoredEvent> {
  const seatsLeft = event.capacity == null ? null : Math.max(0, event.capacity - event.registered)
  return {
    ...event,
    isPast: isPastEvent(event, now),
    seatsLeft,
    isFull: seatsLeft === 0,
    month: eventMonth(event.startsAt),
  }
}

async function countRegistrations(payload: Payload, doc: EventDoc): Promise<number> {
  if (doc.capacity == null) return 0
  // A count only: the registrations themselves are personal data and never leave the server.
  const { totalDocs } = await payload.count({
    collection: 'event-registrations',
    where: { event: { equals: doc.id }, status: { equals: 'confirmed' } },
    overrideAccess: true,
  })
  return totalDocs
}

export async function readStoredEvents(locale: Locale): Promise<StoredEvent[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    ...publicRead(locale),
    sort: '-startsAt',
    limit: 500,
    pagination: false,
  })
  return Promise.all(docs.map(async (doc) => toStored(doc, await countRegistrations(payload, doc))))
}

const cachedStoredEvents = cached(readStoredEvents, ['events'], [TAGS.events, TAGS.registrations, TAGS.media])

const fold = (text: string) => slugify(text).replace(/-/g, ' ')

/** Filters, sorts and pages the events; pure, so that it is easy to test. */
export function filterEvents(stored: StoredEvent[], filter: EventFilter, now: Date): EventList {
  const when = filter.when ?? 'upcoming'
  const all = stored.map((e) => withNow(e, now))
  const inScope = all.filter(
    (e) => (when === 'all' || e.isPast === (when === 'past')) && (!filter.tag || e.tags.includes(filter.tag)),
  )
  const months = [...new Set(inScope.map((e) => e.month))].sort()
  const needle = filter.search?.trim() ? fold(filter.search) : null
  const matching = inScope
    .filter((e) => !filter.month || e.month === filter.month)
    .filter((e) => !needle || fold(`${e.title} ${e.excerpt ?? ''}`).includes(needle))
    .sort((a, b) => {
      const diff = new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime()
      return when === 'upcoming' ? diff : -diff
    })
  const offset = Math.max(0, filter.offset ?? 0)
  const limit = Math.max(1, filter.limit ?? 12)
  return {
    events: matching.slice(offset, offset + limit),
    total: matching.length,
    hasMore: offset + limit < matching.length,
    months,
  }
}

/** Published events for the events list, archive and home page. */
export async function getEvents(locale: Locale, filter: EventFilter = {}, now = new Date()): Promise<EventList> {
  return filterEvents(await cachedStoredEvents(locale), filter, now)
}

export async function readEventBySlug(slug: string, locale: Locale, draft = false) {
  const payload = await payloadClient()
  const id = await findIdBySlug(payload, 'events', slug, locale, draft)
  if (id === null) return null
  const doc = await payload.findByID({
    collection: 'events',
    id,
    ...(draft ? draftRead(locale) : publicRead(locale)),
    disableErrors: true,
  })
  if (!doc) return null
  return {
    ...toStored(doc, await countRegistrations(payload, doc)),
    description: doc.description ?? null,
    gallery: toImages(doc.gallery),
    slugs: await slugsOf(payload, 'events', id, draft),
  }
}

const cachedEventBySlug = cached(
  (slug: string, locale: Locale) => readEventBySlug(slug, locale),
  ['event-by-slug'],
  [TAGS.events, TAGS.registrations, TAGS.media],
)

/**
 * One event by its slug in `locale` (or its Czech slug); null when there is no such published event.
 * `draft: true` (staff preview, see isDraftMode) reads the latest draft, uncached.
 */
export async function getEventBySlug(
  slug: string,
  locale: Locale,
  options: { draft?: boolean; now?: Date } = {},
): Promise<EventDetail | null> {
  const event = options.draft ? await readEventBySlug(slug, locale, true) : await cachedEventBySlug(slug, locale)
  return event ? withNow(event, options.now ?? new Date()) : null
}

/** Published event slugs per locale (generateStaticParams, sitemap). */
export const getEventSlugs: () => Promise<{ locale: Locale; slug: string }[]> = cached(
  async () => publishedSlugs(await payloadClient(), 'events'),
  ['event-slugs'],
  [TAGS.events],
)
