import type { AppPathname } from '@/i18n/pathnames'

import type { PageKey } from '@/lib/pages/queries'

type DynamicPathname = '/blog/[id]' | '/events/[id]' | '/space/[id]'
type StaticPathname = Exclude<AppPathname, DynamicPathname>

/** The site's route that shows a page document of this key. */
export const PAGE_ROUTES: Record<PageKey, StaticPathname> = {
  home: '/',
  'about-story': '/about',
  'building-history': '/about',
  memberzone: '/memberzone',
  privacy: '/privacy',
  careers: '/careers',
}

export type PreviewTarget = { pathname: StaticPathname } | { pathname: DynamicPathname; params: { id: string } }

/**
 * Where the draft of a document is shown on the site (a routing-table entry, turned into the
 * locale's path by localizedHref, src/i18n/href.ts). Null when the document has no page of its own.
 */
export function previewTarget(
  collection: 'pages' | 'posts' | 'events' | 'spaces',
  doc: { slug?: string | null; key?: PageKey; hasDetailPage?: boolean | null },
): PreviewTarget | null {
  if (collection === 'pages') return doc.key ? { pathname: PAGE_ROUTES[doc.key] } : null
  if (collection === 'spaces' && doc.hasDetailPage === false) return { pathname: '/space' }
  if (!doc.slug) return null
  const pathname = collection === 'posts' ? '/blog/[id]' : collection === 'events' ? '/events/[id]' : '/space/[id]'
  return { pathname, params: { id: doc.slug } }
}
