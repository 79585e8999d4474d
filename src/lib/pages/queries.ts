import { publishedSlugs, slugsOf } from '@/lib/content/bySlug'
import { cached } from '@/lib/content/cache'
import { isDraftMode } from '@/lib/content/preview'
import { draftRead, publicRead, toImage } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, LocalizedSlugs, RichText, SiteImage } from '@/lib/content/types'
import { payloadClient } from '@/lib/payload'
import { toSeo, type Seo } from '@/lib/seo/fields'
import type { Page as PageDoc } from '@/payload-types'

export type PageKey = PageDoc['key']

export type PageSection = {
  anchor: string
  heading: string | null
  text: string | null
  image: SiteImage | null
  /** The membership section's link text (the link itself is the site's). */
  cta: string | null
}

export type SitePage = {
  key: PageKey
  title: string
  slug: string
  lead: string | null
  body: RichText | null
  sections: PageSection[]
  image: SiteImage | null
  slugs: LocalizedSlugs
  seo: Seo
}

export async function readPage(key: PageKey, locale: Locale, draft = false): Promise<SitePage | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    ...(draft ? draftRead(locale) : publicRead(locale)),
    where: { key: { equals: key } },
    limit: 1,
    pagination: false,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    key: doc.key,
    title: doc.title,
    slug: doc.slug ?? '',
    lead: doc.lead ?? null,
    body: doc.body ?? null,
    sections: (doc.sections ?? []).map((s) => ({
      anchor: s.anchor,
      heading: s.heading ?? null,
      text: s.text ?? null,
      image: toImage(s.image),
      cta: s.ctaLabel || null,
    })),
    image: toImage(doc.image),
    slugs: await slugsOf(payload, 'pages', doc.id, draft),
    seo: toSeo(doc.meta),
  }
}

const cachedPage = cached((key: PageKey, locale: Locale) => readPage(key, locale), [TAGS.pages, TAGS.media])

/**
 * A long text of the site by its key (PAGE_KEYS: a fixed page's texts, the home sections by
 * `anchor`); a staff member's draft preview reads the draft.
 */
export async function getPage(key: PageKey, locale: Locale): Promise<SitePage | null> {
  return (await isDraftMode()) ? readPage(key, locale, true) : cachedPage(key, locale)
}

export const getPageSlugs: () => Promise<{ locale: Locale; slug: string }[]> = cached(
  async () => publishedSlugs(await payloadClient(), 'pages'),
  [TAGS.pages],
)
