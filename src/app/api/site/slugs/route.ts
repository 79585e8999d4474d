import type { NextRequest } from 'next/server'

import { isLocale } from '@/i18n/locales'
import { ID_ROUTES, type IdRoute, type SlugIndex } from '@/i18n/knownDocuments'
import { getPostBySlug, getPostSlugs } from '@/lib/blog/queries'
import { getEventBySlug, getEventSlugs } from '@/lib/events/queries'
import { getSpaceBySlug, getSpaceSlugs } from '@/lib/spaces/queries'

/** Whether the {id} page would show a document: the same (cached) reads as the pages. */
async function exists(route: IdRoute, slug: string, locale: 'cs' | 'en'): Promise<boolean> {
  if (route === 'blog') return (await getPostBySlug(slug, locale)) !== null
  if (route === 'events') return (await getEventBySlug(slug, locale)) !== null
  return Boolean((await getSpaceBySlug(slug, locale))?.hasDetailPage)
}

/**
 * For the locale proxy (src/i18n/knownDocuments.ts): without parameters, the published documents
 * that have a page of their own, by route and locale; with `route`, `locale` and `slug`, whether
 * that one page exists (`{ "exists": true }`). Public information: the same slugs are in the
 * site's links.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams
  const route = params.get('route')
  const locale = params.get('locale')
  const slug = params.get('slug')
  if (route || locale || slug) {
    if (!ID_ROUTES.includes(route as IdRoute) || !isLocale(locale) || !slug || slug.length > 300) {
      return Response.json({ error: 'route, locale and slug expected' }, { status: 400 })
    }
    return Response.json({ exists: await exists(route as IdRoute, slug, locale) }, { headers: { 'Cache-Control': 'no-store' } })
  }
  const [posts, events, spaces] = await Promise.all([getPostSlugs(), getEventSlugs(), getSpaceSlugs()])
  const byLocale = (list: { locale: string; slug: string }[]) => ({
    cs: list.filter((s) => s.locale === 'cs').map((s) => s.slug),
    en: list.filter((s) => s.locale === 'en').map((s) => s.slug),
  })
  const index: SlugIndex = { blog: byLocale(posts), events: byLocale(events), space: byLocale(spaces) }
  return Response.json(index, { headers: { 'Cache-Control': 'no-store' } })
}
