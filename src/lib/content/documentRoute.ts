import { permanentRedirect } from 'next/navigation'

import type { LocalizedHref } from '@/i18n/alternates'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { localizedHref } from '@/i18n/href'

import { isDraftMode } from './preview'
import type { LocalizedSlugs } from './types'

/**
 * What the three routes that show one document by its slug (an event, an article, a space) and
 * their language switches share: reading the document an `{id}` names, its address in each
 * language, and the move to its own address when another of its slugs opened it.
 */
export type DocumentRoute = '/events/[id]' | '/blog/[id]' | '/space/[id]'

type Read<T> = (slug: string, locale: Locale, options: { draft?: boolean }) => Promise<T | null>

/** The document an `{id}` segment names in `locale` (its latest draft in a staff preview), or null. */
export async function readDocument<T>(read: Read<T>, id: string, locale: Locale): Promise<T | null> {
  return read(decodeURIComponent(id), locale, { draft: await isDraftMode() })
}

/**
 * The document's address in each language: its slug there. `fallback`: a language without a slug
 * of its own gets the Czech one (the page shows the document there too); without it, such a
 * language has no address.
 */
export function documentHrefs(
  route: DocumentRoute,
  doc: { slug: string; slugs: LocalizedSlugs },
  { fallback }: { fallback: boolean },
): Partial<Record<Locale, LocalizedHref>> {
  const hrefs: Partial<Record<Locale, LocalizedHref>> = {}
  for (const l of locales) {
    const id = doc.slugs[l] ?? (fallback ? (doc.slugs[defaultLocale] ?? doc.slug) : undefined)
    if (id) hrefs[l] = { pathname: route, params: { id } }
  }
  return hrefs
}

/**
 * The Czech slug also opens the English page (fallback); the page's own slug is its address, so
 * the other one moves there for good (308).
 */
export function redirectToOwnSlug(locale: Locale, route: DocumentRoute, doc: { slug: string | null }, id: string): void {
  if (doc.slug && doc.slug !== decodeURIComponent(id)) permanentRedirect(localizedHref({ pathname: route, params: { id: doc.slug } }, locale))
}
