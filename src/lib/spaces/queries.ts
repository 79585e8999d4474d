import { publishedSlugs, readBySlug } from '@/lib/content/bySlug'
import { cached } from '@/lib/content/cache'
import { publishedList } from '@/lib/content/list'
import { toImage, toImages } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, LocalizedSlugs, RichText, SiteImage } from '@/lib/content/types'
import { payloadClient } from '@/lib/payload'
import { toSeo, type Seo } from '@/lib/seo/fields'
import type { Space as SpaceDoc } from '@/payload-types'

import type { Weekday } from './enquiryQuote'

export type SpaceKind = SpaceDoc['kind']
export type SpaceLayout = NonNullable<SpaceDoc['capacities']>[number]['layout']

export type SpaceSummary = {
  id: number
  slug: string
  name: string
  kind: SpaceKind
  /** Only these have a detail page with a book button. */
  hasDetailPage: boolean
  tagline: string | null
  summary: string | null
  capacities: { layout: SpaceLayout; people: number }[]
  maxCapacity: number | null
  priceFromPerHour: number | null
  cover: SiteImage | null
}

export type SpaceDetail = SpaceSummary & {
  description: RichText | null
  areaSqm: number | null
  priceNote: string | null
  timeSlots: { days: string; from: string; to: string; weekdays: Weekday[] }[]
  productionFeePercent: number | null
  equipment: string[]
  facts: { label: string; value: string }[]
  /** The space's own booking link; fall back to SiteSettings.booking.meetingRoomUrl when null. */
  bookingUrl: string | null
  gallery: SiteImage[]
  slugs: LocalizedSlugs
  seo: Seo
}

function toSummary(doc: SpaceDoc): SpaceSummary {
  const capacities = (doc.capacities ?? []).map((c) => ({ layout: c.layout, people: c.people }))
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    name: doc.name,
    kind: doc.kind,
    hasDetailPage: doc.hasDetailPage !== false,
    tagline: doc.tagline ?? null,
    summary: doc.summary ?? null,
    capacities,
    maxCapacity: doc.maxCapacity ?? (capacities.length ? Math.max(...capacities.map((c) => c.people)) : null),
    priceFromPerHour: doc.priceFromPerHour ?? null,
    cover: toImage(doc.cover),
  }
}

function toDetail(doc: SpaceDoc, slugs: LocalizedSlugs): SpaceDetail {
  return {
    ...toSummary(doc),
    description: doc.description ?? null,
    areaSqm: doc.areaSqm ?? null,
    priceNote: doc.priceNote ?? null,
    timeSlots: (doc.timeSlots ?? []).map((s) => ({ days: s.days, from: s.from, to: s.to, weekdays: s.weekdays ?? [] })),
    productionFeePercent: doc.productionFeePercent ?? null,
    equipment: (doc.equipment ?? []).map((e) => e.item),
    facts: (doc.facts ?? []).map((f) => ({ label: f.label, value: f.value })),
    bookingUrl: doc.bookingUrl ?? null,
    gallery: toImages(doc.gallery),
    slugs,
    seo: toSeo(doc.meta),
  }
}

/** Every published space in display order (filter by `kind` for the Spaces page's tabs). */
export const getSpaces: (locale: Locale) => Promise<SpaceSummary[]> = publishedList('spaces', toSummary, { tags: [TAGS.spaces, TAGS.media] })

export async function readSpaceBySlug(slug: string, locale: Locale, draft = false): Promise<SpaceDetail | null> {
  const found = await readBySlug(await payloadClient(), 'spaces', slug, locale, draft)
  return found && toDetail(found.doc, found.slugs)
}

const cachedSpaceBySlug = cached(
  (slug: string, locale: Locale) => readSpaceBySlug(slug, locale),
  [TAGS.spaces, TAGS.media],
)

/**
 * One space by its slug in `locale` (or its Czech slug), null when there is no such published
 * space. `draft: true` (staff preview, see isDraftMode) reads the latest draft, uncached.
 */
export function getSpaceBySlug(slug: string, locale: Locale, options: { draft?: boolean } = {}) {
  return options.draft ? readSpaceBySlug(slug, locale, true) : cachedSpaceBySlug(slug, locale)
}

/** Slugs of the spaces with a detail page, per locale (generateStaticParams, sitemap). */
export const getSpaceSlugs: () => Promise<{ locale: Locale; slug: string }[]> = cached(
  async () => publishedSlugs(await payloadClient(), 'spaces', { hasDetailPage: { not_equals: false } }),
  [TAGS.spaces],
)
