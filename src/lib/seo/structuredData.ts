import type {
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  Event,
  Graph,
  ItemAvailability,
  LocalBusiness,
  OpeningHoursSpecification,
  Organization,
  Person,
  Place,
  PostalAddress,
  Thing,
  WithContext,
} from 'schema-dts'

import { siteUrl } from '@/env'
import { absoluteUrl, type LocalizedHref } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import type { PostDetail } from '@/lib/blog/queries'
import { pragueLocalParts, pragueOffsetMinutes } from '@/lib/format/pragueClock'
import type { EventDetail } from '@/lib/events/queries'
import type { RegistrationState } from '@/lib/events/status'
import type { SiteSettings } from '@/lib/site/queries'
import type { SpaceDetail } from '@/lib/spaces/queries'

import { DEFAULT_OG_IMAGE } from './metadata'

/**
 * The site's JSON-LD (schema.org), typed with schema-dts, built here and only here. Every fact of
 * the house (name, address, hours, contacts, social links) comes from the Site settings global.
 * Google's rich-result rules followed: LocalBusiness (name, address; geo, hours, telephone, url,
 * image), Event (name, startDate with offset, location with a full PostalAddress; endDate,
 * eventStatus, eventAttendanceMode, image, description, offers, organizer), Article/BlogPosting
 * (headline, image, datePublished, dateModified, author with name and url), BreadcrumbList
 * (itemListElement: position, name, item).
 */

export type JsonLdDocument = WithContext<Thing> | Graph

const SCHEMA = 'https://schema.org/'

/** The stable `@id`s the documents point to each other with. */
export const ORGANIZATION_ID = () => `${siteUrl()}/#organization`
export const HOUSE_ID = () => `${siteUrl()}/#house`

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as Unicode escapes, so no CMS
 * text can close the script element or open a comment (`</script>`, `<!--`), and U+2028/U+2029
 * escaped as well. JSON.parse reads the same value back.
 */
export function serializeJsonLd(data: JsonLdDocument): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Drops `undefined`, `null` and empty strings/arrays so the output carries only real facts. */
function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue
      out[k] = clean(v)
    }
    return out as T
  }
  return value
}

const absolute = (url: string) => new URL(url, siteUrl()).href

/** The country as ISO 3166-1 alpha-2 when the settings name it (Google asks for the code). */
const COUNTRY_CODES: Record<string, string> = {
  'česká republika': 'CZ',
  česko: 'CZ',
  'czech republic': 'CZ',
  czechia: 'CZ',
  slovensko: 'SK',
  slovakia: 'SK',
}
export function countryCode(country: string | null): string | undefined {
  const value = country?.trim()
  if (!value) return undefined
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase()
  return COUNTRY_CODES[value.toLowerCase()] ?? value
}

/** The house's postal address from the settings. */
export function houseAddress(settings: SiteSettings): PostalAddress {
  const a = settings.address
  return clean({
    '@type': 'PostalAddress',
    streetAddress: a.street,
    postalCode: a.postalCode,
    addressLocality: a.city,
    addressCountry: countryCode(a.country),
  })
}

/** The address in one line (for calendars): street, postal code and city, country. */
export function houseAddressLine(settings: SiteSettings): string {
  const a = settings.address
  return [a.street, [a.postalCode, a.city].filter(Boolean).join(' '), a.country].filter(Boolean).join(', ')
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
/** Czech and English day names and abbreviations → index in WEEK. */
const DAY_INDEX: Record<string, number> = {}
for (const [i, names] of [
  ['po', 'pondělí', 'mon', 'monday'],
  ['út', 'ut', 'úterý', 'tue', 'tuesday'],
  ['st', 'středa', 'wed', 'wednesday'],
  ['čt', 'ct', 'čtvrtek', 'thu', 'thursday'],
  ['pá', 'pa', 'pátek', 'fri', 'friday'],
  ['so', 'sobota', 'sat', 'saturday'],
  ['ne', 'neděle', 'sun', 'sunday'],
].entries()) {
  for (const n of names) DAY_INDEX[n] = i
}

/** "Po–Pá", "Mon–Fri", "So, Ne": the days a line of the settings' opening hours covers. */
export function parseDays(days: string): DayOfWeek[] {
  const out: DayOfWeek[] = []
  for (const part of days.toLowerCase().split(/\s*[,;]\s*|\s+a\s+|\s+and\s+/)) {
    const [from, to] = part.split(/\s*[–—-]\s*/).map((d) => d.replace(/\.$/, '').trim())
    const start = DAY_INDEX[from]
    const end = to === undefined ? start : DAY_INDEX[to]
    if (start === undefined || end === undefined) continue
    for (let i = start; ; i = (i + 1) % 7) {
      out.push(`${SCHEMA}${WEEK[i]}` as DayOfWeek)
      if (i === end) break
    }
  }
  return out
}

/** The lines with days and times ("8:00–20:00"); lines like "by appointment" are left out. */
export function openingHours(settings: SiteSettings): OpeningHoursSpecification[] {
  return settings.openingHours.flatMap((h) => {
    const m = /(\d{1,2}:\d{2})\s*[–—-]\s*(\d{1,2}:\d{2})/.exec(h.hours)
    const days = parseDays(h.days)
    if (!m || days.length === 0) return []
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens: m[1].padStart(5, '0'), closes: m[2].padStart(5, '0') }]
  })
}

function organization(settings: SiteSettings, locale: Locale): Organization {
  return clean({
    '@type': 'Organization',
    '@id': ORGANIZATION_ID(),
    name: settings.company.name || settings.brandName,
    alternateName: settings.company.name && settings.company.name !== settings.brandName ? settings.brandName : undefined,
    url: absoluteUrl(locale, '/'),
    logo: absolute('/favicon.svg'),
    email: settings.contact.email || undefined,
    telephone: settings.contact.phone ?? undefined,
    address: houseAddress(settings),
    taxID: settings.company.dic ?? undefined,
    sameAs: settings.social.map((s) => s.url),
  })
}

/** The house as a LocalBusiness (schema.org has no coworking type; LocalBusiness is Place + Organization). */
function house(settings: SiteSettings, locale: Locale): LocalBusiness {
  const { latitude, longitude } = settings.address
  return clean({
    '@type': 'LocalBusiness',
    '@id': HOUSE_ID(),
    name: settings.brandName,
    description: settings.tagline ?? undefined,
    url: absoluteUrl(locale, '/'),
    image: absolute(DEFAULT_OG_IMAGE.url),
    logo: absolute('/favicon.svg'),
    telephone: settings.contact.phone ?? undefined,
    email: settings.contact.email || undefined,
    address: houseAddress(settings),
    geo: latitude != null && longitude != null ? { '@type': 'GeoCoordinates', latitude, longitude } : undefined,
    openingHoursSpecification: openingHours(settings),
    sameAs: settings.social.map((s) => s.url),
    parentOrganization: { '@id': ORGANIZATION_ID() },
  })
}

/** Home and contact: the company (Organization) and the house (LocalBusiness), one graph. */
export function organizationAndPlace(settings: SiteSettings, locale: Locale): Graph {
  return { '@context': 'https://schema.org', '@graph': [organization(settings, locale), house(settings, locale)] }
}

/** A reference to the house, with its name and address (enough for a consumer reading one node). */
function houseRef(settings: SiteSettings): Place {
  return { '@type': 'LocalBusiness', '@id': HOUSE_ID(), name: settings.brandName, address: houseAddress(settings) }
}

/** An instant as Prague local time with its UTC offset: `2026-12-03T18:00:00+01:00`. */
export function pragueDateTime(iso: string): string {
  const date = new Date(iso)
  const p = pragueLocalParts(date)
  const offset = pragueOffsetMinutes(date)
  const sign = offset < 0 ? '-' : '+'
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
  const mm = String(Math.abs(offset) % 60).padStart(2, '0')
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${hh}:${mm}`
}

export type EventJsonLdOptions = {
  url: string
  locale: Locale
  seatsLeft: number | null
  state: RegistrationState
  settings: SiteSettings
  /** The event is called off (EventCancelled). */
  cancelled?: boolean
  /** Price in CZK; 0 or null = free. */
  price?: number | null
}

/**
 * The schema.org Event of a detail page. In one of the house's rooms the place is the room with
 * the house's full address (and `containedInPlace` the house); elsewhere the place text. The
 * offer's availability follows the real state: seats free → InStock (LimitedAvailability when few
 * are left), full → SoldOut, registration closed or over → Discontinued.
 */
export function eventJsonLd(event: EventDetail, options: EventJsonLdOptions): WithContext<Event> {
  const { url, locale, seatsLeft, state, settings, cancelled = false, price = null } = options
  const availability: ItemAvailability = `${SCHEMA}${
    state === 'full' ? 'SoldOut' : state === 'open' ? (seatsLeft !== null && seatsLeft <= 5 ? 'LimitedAvailability' : 'InStock') : 'Discontinued'
  }` as ItemAvailability
  const { spaceName, spaceSlug, text } = event.place
  const inHouse = Boolean(spaceName) || !text
  const location: Place = inHouse
    ? {
        '@type': 'Place',
        name: [spaceName, text, settings.brandName].filter(Boolean).join(', '),
        address: houseAddress(settings),
        url: spaceSlug ? absoluteUrl(locale, { pathname: '/space/[id]', params: { id: spaceSlug } }) : undefined,
        containedInPlace: houseRef(settings),
      }
    : { '@type': 'Place', name: text!, address: text! }
  const organizer: Organization = { '@type': 'Organization', '@id': ORGANIZATION_ID(), name: settings.brandName, url: absoluteUrl(locale, '/') }
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.excerpt ?? undefined,
    startDate: pragueDateTime(event.startsAt),
    endDate: event.endsAt ? pragueDateTime(event.endsAt) : undefined,
    eventStatus: cancelled ? `${SCHEMA}EventCancelled` : `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    inLanguage: locale,
    url,
    image: [absolute(event.cover?.url ?? DEFAULT_OG_IMAGE.url)],
    location,
    isAccessibleForFree: price ? undefined : true,
    maximumAttendeeCapacity: event.capacity ?? undefined,
    remainingAttendeeCapacity: event.capacity != null ? (seatsLeft ?? undefined) : undefined,
    offers: {
      '@type': 'Offer',
      url,
      price: price ?? 0,
      priceCurrency: 'CZK',
      availability,
    },
    organizer,
  } satisfies WithContext<Event>)
}

export type BlogPostingOptions = { url: string; locale: Locale; settings: SiteSettings; section: string }

/** The schema.org BlogPosting of an article (language: the text's own, Czech when untranslated). */
export function blogPostingJsonLd(post: PostDetail, { url, locale, settings, section }: BlogPostingOptions): WithContext<BlogPosting> {
  const authors: Person[] = post.authors.map((a) =>
    clean({ '@type': 'Person', name: a.name, jobTitle: a.position ?? undefined, url: a.linkedinUrl ?? undefined }),
  )
  return clean({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    description: post.excerpt ?? undefined,
    inLanguage: locale,
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.updatedAt ?? post.publishedAt ?? undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [absolute(post.cover?.url ?? DEFAULT_OG_IMAGE.url)],
    articleSection: section,
    author: authors.length > 0 ? authors : { '@type': 'Organization', '@id': ORGANIZATION_ID(), name: settings.brandName },
    publisher: {
      '@type': 'Organization',
      '@id': ORGANIZATION_ID(),
      name: settings.company.name || settings.brandName,
      url: absoluteUrl(locale, '/'),
      logo: { '@type': 'ImageObject', url: absolute('/favicon.svg') },
    },
  } satisfies WithContext<BlogPosting>)
}

/**
 * A room or hall of the house: a Place inside the house (`containedInPlace`), with the house's
 * address, its largest capacity and its equipment as amenity features.
 */
export function spaceJsonLd(space: SpaceDetail, { url, settings }: { url: string; settings: SiteSettings }): WithContext<Place> {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: space.name,
    description: space.summary ?? space.tagline ?? undefined,
    url,
    image: [space.cover, ...space.gallery].filter((i) => i !== null).map((i) => absolute(i.url)),
    address: houseAddress(settings),
    containedInPlace: houseRef(settings),
    maximumAttendeeCapacity: space.maxCapacity ?? undefined,
    amenityFeature: space.equipment.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
  } satisfies WithContext<Place>)
}

export type Crumb = { name: string; href: LocalizedHref }

/**
 * The trail from the home page to a page: home, the crumbs given, every item with its absolute
 * URL in the page's locale (the last one too, which Google allows and other readers like).
 */
export function breadcrumbList(locale: Locale, homeName: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  const trail = [{ name: homeName, href: '/' as LocalizedHref }, ...crumbs]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.href),
    })),
  }
}
