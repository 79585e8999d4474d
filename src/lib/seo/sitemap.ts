import type { MetadataRoute } from 'next'

import { absoluteUrl, type LocalizedHref } from '@/i18n/alternates'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import type { AppPathname } from '@/i18n/pathnames'
import { cached } from '@/lib/content/cache'
import { PAGE_ROUTES } from '@/lib/content/previewPath'
import { localizedSlugs } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import { payloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'

type PageKey = Page['key']

/**
 * What /sitemap.xml lists (src/app/sitemap.ts): every public page of the routing table
 * (docs/ROUTES.md) and every published document with a page of its own (articles, events, spaces
 * with a detail page), in each locale where the site answers it with 200, with hreflang alternates
 * (cs, en, x-default → Czech) and the document's last change.
 *
 * Left out: the confirmation pages and the members' zone (noindex), documents staff mark noindex
 * (their SEO group), the preview, the CMS, the API.
 * An English article that has no English text is not listed in English: its page is the Czech text
 * with its canonical link on the Czech page (see getUntranslatedIds), so only the Czech URL is.
 *
 * Reads are tagged like the pages' (src/lib/content/cache.ts): a change to articles, events, spaces or
 * pages expires the cached sitemap in the page cache in front of Next.js.
 */

type StaticPage = Exclude<AppPathname, `${string}[id]${string}`>

/** The routing table's pages without an {id}, except the noindex ones (confirmations, memberzone). */
export const SITEMAP_STATIC_PAGES = [
  '/',
  '/about',
  '/membership',
  '/space',
  '/events',
  '/events/archive',
  '/events_old',
  '/blog',
  '/projects',
  '/careers',
  '/visit',
  '/contact',
  '/privacy',
] as const satisfies readonly StaticPage[]

/** Pages the sitemap leaves out on purpose (noindex): robots.txt disallows the same. */
export const NOINDEX_PAGES = [
  '/registration-confirm',
  '/contact-form-confirm',
  '/newsletter-subscription',
  '/calendly-meeting-confirm',
  '/memberzone',
] as const satisfies readonly StaticPage[]

/** A published document as the sitemap needs it. */
export type SitemapDocument = {
  slugs: Partial<Record<Locale, string>>
  updatedAt: string | null
  /** The locales whose page is the document's own (200, canonical to itself). */
  locales: Locale[]
}

type Row = { slug?: unknown; updatedAt?: string | null; title?: unknown; hasDetailPage?: boolean | null; meta?: { noindex?: boolean | null } | null }

const hasText = (value: unknown, locale: Locale): boolean => {
  if (!value || typeof value !== 'object') return false
  const text = (value as Record<string, unknown>)[locale]
  return typeof text === 'string' && text.trim() !== ''
}

async function readRows(collection: 'posts' | 'events' | 'spaces', select: Record<string, true>): Promise<Row[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    select: { slug: true, updatedAt: true, meta: { noindex: true }, ...select },
    pagination: false,
    // As an anonymous visitor: published documents only.
    overrideAccess: false,
    draft: false,
  })
  return docs as unknown as Row[]
}

/** null: nothing to list (no slug, or staff keep the page out of search engines). */
function toDocument(row: Row, locales: Locale[]): SitemapDocument | null {
  if (row.meta?.noindex) return null
  const slugs = localizedSlugs(row.slug)
  if (Object.keys(slugs).length === 0) return null
  return { slugs, updatedAt: row.updatedAt ?? null, locales }
}

/** Published articles; English only when the article has an English title (else it is untranslated). */
export const getSitemapPosts = cached(async (): Promise<SitemapDocument[]> => {
  const rows = await readRows('posts', { title: true })
  return rows
    .map((row) => toDocument(row, locales.filter((l) => l === defaultLocale || hasText(row.title, l))))
    .filter((doc): doc is SitemapDocument => doc !== null)
}, [TAGS.posts])

/** Published events, past ones too (their pages stay). */
export const getSitemapEvents = cached(async (): Promise<SitemapDocument[]> => {
  const rows = await readRows('events', {})
  return rows.map((row) => toDocument(row, [...locales])).filter((doc): doc is SitemapDocument => doc !== null)
}, [TAGS.events])

/** Published spaces: every one for the list's date, `detail` only those with a page of their own. */
export const getSitemapSpaces = cached(async (): Promise<{ all: SitemapDocument[]; detail: SitemapDocument[] }> => {
  const rows = await readRows('spaces', { hasDetailPage: true })
  const all: SitemapDocument[] = []
  const detail: SitemapDocument[] = []
  for (const row of rows) {
    const doc = toDocument(row, [...locales])
    if (!doc) continue
    all.push(doc)
    // As getSpaceSlugs: a space without the flag set has its page.
    if (row.hasDetailPage !== false) detail.push(doc)
  }
  return { all, detail }
}, [TAGS.spaces])

/**
 * The published fixed pages' texts (src/cms/collections/Pages): when each changed and whether staff
 * marked it noindex. The privacy policy's page is 404 without its text.
 */
export const getFixedPages = cached(async (): Promise<{ key: PageKey; updatedAt: string | null; noindex: boolean }[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    select: { key: true, updatedAt: true, meta: { noindex: true } },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: false,
    draft: false,
  })
  return docs.map((doc) => ({ key: doc.key, updatedAt: doc.updatedAt ?? null, noindex: Boolean(doc.meta?.noindex) }))
}, [TAGS.pages])

/** `&`, `<`, `>`, quotes: Next.js writes `loc` and `href` into the XML as they are given. */
export function xmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`)
}

const newest = (dates: (string | null)[]): Date | undefined => {
  let best: number | undefined
  for (const date of dates) {
    const time = date ? Date.parse(date) : NaN
    if (!Number.isNaN(time) && (best === undefined || time > best)) best = time
  }
  return best === undefined ? undefined : new Date(best)
}

/**
 * One `<url>` per locale of a page, each with the same alternates: every locale it has and
 * x-default (the Czech page, or the only one).
 */
function entriesOf(hrefs: Partial<Record<Locale, LocalizedHref>>, lastModified: Date | undefined): MetadataRoute.Sitemap {
  const present = locales.filter((l) => hrefs[l] !== undefined)
  if (!present.length) return []
  const urls = Object.fromEntries(present.map((l) => [l, xmlEscape(absoluteUrl(l, hrefs[l]!))])) as Record<Locale, string>
  const languages: Record<string, string> = { ...urls, 'x-default': urls[defaultLocale] ?? urls[present[0]] }
  return present.map((l) => ({ url: urls[l], ...(lastModified ? { lastModified } : {}), alternates: { languages } }))
}

function documentEntries(pathname: '/blog/[id]' | '/events/[id]' | '/space/[id]', docs: SitemapDocument[]): MetadataRoute.Sitemap {
  return docs.flatMap((doc) => {
    const hrefs: Partial<Record<Locale, LocalizedHref>> = {}
    for (const l of doc.locales) {
      // The page's own address in that locale: its slug there, else the Czech one (as the pages link).
      const slug = doc.slugs[l] ?? doc.slugs[defaultLocale]
      if (slug) hrefs[l] = { pathname, params: { id: slug } }
    }
    return entriesOf(hrefs, newest([doc.updatedAt]))
  })
}

export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [posts, events, spaces, fixed] = await Promise.all([getSitemapPosts(), getSitemapEvents(), getSitemapSpaces(), getFixedPages()])
  const privacy = fixed.find((page) => page.key === 'privacy')
  // Fixed pages staff marked noindex (About reads its search fields from its story, not its history).
  const hidden = new Set<string>(fixed.filter((page) => page.noindex && page.key !== 'building-history').map((page) => PAGE_ROUTES[page.key]))
  const dates = (docs: SitemapDocument[]) => newest(docs.map((d) => d.updatedAt))
  /** The newest change of what a static page lists; undefined: the page has no such date. */
  const lastModified: Partial<Record<StaticPage, Date | undefined>> = {
    '/blog': dates(posts),
    '/events': dates(events),
    '/events/archive': dates(events),
    '/events_old': dates(events),
    '/space': dates(spaces.all),
    '/privacy': privacy ? newest([privacy.updatedAt]) : undefined,
  }
  const pages = SITEMAP_STATIC_PAGES.filter((page) => (page !== '/privacy' || privacy) && !hidden.has(page))
  return [
    ...pages.flatMap((page) => entriesOf({ cs: page, en: page }, lastModified[page])),
    ...documentEntries('/space/[id]', spaces.detail),
    ...documentEntries('/events/[id]', events),
    ...documentEntries('/blog/[id]', posts),
  ]
}
