import { publishedSlugs, readBySlug } from '@/lib/content/bySlug'
import { cached } from '@/lib/content/cache'
import { toImage, toImages } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, LocalizedSlugs, RichText, SiteImage } from '@/lib/content/types'
import { payloadClient } from '@/lib/payload'
import { toSeo, type Seo } from '@/lib/seo/fields'
import type { Event as EventDoc } from '@/payload-types'

import { hasEnded } from './status'

export type EventTag = NonNullable<EventDoc['tags']>[number]

/**
 * One event for its detail page. The events list, archive and old list read through list.ts and
 * archive.ts (filtered and paged by the database); seats are counted in one place, seats.ts.
 */

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
  registrationOpen: boolean
  membersOnly: boolean
  /** Called off by staff (the event stays on the site, marked so). */
  cancelled: boolean
  guestRule: string | null
  excerpt: string | null
  cover: SiteImage | null
}

export type EventSummary = StoredEvent & {
  /** Derived from the dates at read time: an event is past once it has ended. */
  isPast: boolean
}

export type EventDetail = EventSummary & {
  description: RichText | null
  gallery: SiteImage[]
  slugs: LocalizedSlugs
  seo: Seo
}

function toStored(doc: EventDoc): StoredEvent {
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
    registrationOpen: Boolean(doc.registrationOpen),
    membersOnly: Boolean(doc.membersOnly),
    cancelled: Boolean(doc.cancelled),
    guestRule: doc.guestRule ?? null,
    excerpt: doc.excerpt ?? null,
    cover: toImage(doc.cover),
  }
}

export async function readEventBySlug(slug: string, locale: Locale, draft = false) {
  const found = await readBySlug(await payloadClient(), 'events', slug, locale, draft)
  if (!found) return null
  const { doc, slugs } = found
  return { ...toStored(doc), description: doc.description ?? null, gallery: toImages(doc.gallery), slugs, seo: toSeo(doc.meta) }
}

const cachedEventBySlug = cached(
  (slug: string, locale: Locale) => readEventBySlug(slug, locale),
  [TAGS.events, TAGS.media],
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
  return event ? { ...event, isPast: hasEnded(event, options.now ?? new Date()) } : null
}

/** Published event slugs per locale (the proxy's index of pages that exist, sitemap). */
export const getEventSlugs: () => Promise<{ locale: Locale; slug: string }[]> = cached(
  async () => publishedSlugs(await payloadClient(), 'events'),
  [TAGS.events],
)
