import type { MetadataRoute } from 'next'

import { siteUrl } from '@/env'
import { localizedHref } from '@/i18n/href'
import { locales } from '@/i18n/locales'
import { servePublicly } from '@/lib/render'
import { NOINDEX_PAGES } from '@/lib/seo/sitemap'

/**
 * /robots.txt: the whole site may be crawled except the CMS, the API (with the draft preview at
 * /api/preview and the GraphQL alias), and the noindex pages (confirmations, the members' zone) in
 * both languages; the sitemap's absolute URL. Rendered on request: SITE_URL is the running server's.
 */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const noindex = NOINDEX_PAGES.flatMap((page) => locales.map((locale) => localizedHref(page, locale)))
  servePublicly()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/graphql', ...new Set(noindex)] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
