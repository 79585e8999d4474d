import type { MetadataRoute } from 'next'

import { servePublicly } from '@/lib/render'
import { sitemapEntries } from '@/lib/seo/sitemap'

/**
 * /sitemap.xml: every public page and published document in both languages, with hreflang
 * alternates and last changes (src/lib/seo/sitemap.ts). Rendered on request, never at build time
 * (the build has no database, and the URLs use the running server's SITE_URL); the page cache in
 * front of Next.js keeps it until a change to what it lists (its reads are tagged).
 */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await sitemapEntries()
  servePublicly()
  return entries
}
