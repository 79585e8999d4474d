import { getPostSlugs } from '@/lib/blog/queries'
import { getEventSlugs } from '@/lib/events/queries'
import { getSpaceSlugs } from '@/lib/spaces/queries'
import type { SlugIndex } from '@/i18n/knownDocuments'

/**
 * The published documents that have a page of their own ({id} routes), by route and locale.
 * The locale proxy reads it to answer an unknown {id} with the server-rendered 404 page
 * (src/i18n/knownDocuments.ts). Public information (the same slugs are in every link of the site).
 */
export async function GET(): Promise<Response> {
  const [posts, events, spaces] = await Promise.all([getPostSlugs(), getEventSlugs(), getSpaceSlugs()])
  const byLocale = (list: { locale: string; slug: string }[]) => ({
    cs: list.filter((s) => s.locale === 'cs').map((s) => s.slug),
    en: list.filter((s) => s.locale === 'en').map((s) => s.slug),
  })
  const index: SlugIndex = { blog: byLocale(posts), events: byLocale(events), space: byLocale(spaces) }
  return Response.json(index, { headers: { 'Cache-Control': 'no-store' } })
}
