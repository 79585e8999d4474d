import type { DataFromCollectionSlug, Payload, Where } from 'payload'

import { defaultLocale } from '@/i18n/locales'

import { draftRead, localizedSlugs, publicRead } from './read'
import type { Locale, LocalizedSlugs } from './types'

export type SluggedCollection = 'spaces' | 'events' | 'posts' | 'pages'

/** Whether a string from a URL can be a slug: no control characters (a NUL fails PostgreSQL). */
function possibleSlug(slug: string): boolean {
  if (!slug || slug.length > 300 || !slug.isWellFormed()) return false
  for (let i = 0; i < slug.length; i++) {
    const code = slug.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return false
  }
  return true
}

/**
 * The id of the document with this slug in `locale`, or, as with every other field, in Czech when
 * the document has no slug of its own in that locale. Anonymous access unless `draft`. A string no
 * slug can be is no document.
 */
export async function findIdBySlug(
  payload: Payload,
  collection: SluggedCollection,
  slug: string,
  locale: Locale,
  draft = false,
): Promise<number | null> {
  if (!possibleSlug(slug)) return null
  for (const where of locale === defaultLocale ? [locale] : [locale, defaultLocale]) {
    const { docs } = await payload.find({
      collection,
      locale: where,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: draft,
      draft,
    })
    if (docs[0]) return docs[0].id
  }
  return null
}

/** The document's slug in every locale (for the language switch and alternate links). */
export async function slugsOf(
  payload: Payload,
  collection: SluggedCollection,
  id: number,
  draft = false,
): Promise<LocalizedSlugs> {
  const doc = await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    overrideAccess: draft,
    draft,
    disableErrors: true,
  })
  return localizedSlugs(doc?.slug)
}

/**
 * The document an {id} page shows: found by its slug (findIdBySlug), read in `locale` as a visitor
 * reads it, or its latest draft (`draft`, a staff preview), with its slug in every locale; null
 * when there is no such document.
 */
export async function readBySlug<C extends SluggedCollection>(
  payload: Payload,
  collection: C,
  slug: string,
  locale: Locale,
  draft = false,
): Promise<{ doc: DataFromCollectionSlug<C>; slugs: LocalizedSlugs } | null> {
  const id = await findIdBySlug(payload, collection, slug, locale, draft)
  if (id === null) return null
  const doc = await payload.findByID({ collection, id, ...(draft ? draftRead(locale) : publicRead(locale)), disableErrors: true })
  if (!doc) return null
  return { doc: doc as DataFromCollectionSlug<C>, slugs: await slugsOf(payload, collection, id, draft) }
}

/** Every published slug per locale, for generateStaticParams and the sitemap. */
export async function publishedSlugs(
  payload: Payload,
  collection: SluggedCollection,
  where?: Where,
): Promise<{ locale: Locale; slug: string }[]> {
  const { docs } = await payload.find({
    collection,
    where,
    locale: 'all',
    depth: 0,
    select: { slug: true },
    pagination: false,
    overrideAccess: false,
    draft: false,
  })
  return docs.flatMap((doc) =>
    Object.entries(localizedSlugs(doc.slug)).map(([locale, slug]) => ({ locale: locale as Locale, slug: slug as string })),
  )
}
