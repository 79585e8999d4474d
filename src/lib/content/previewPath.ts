import type { AppPathname } from '@/i18n/pathnames'

import type { Page } from '@/payload-types'

type PageKey = Page['key']

/** The collections whose documents have an address of their own, and its route. */
export const DOCUMENT_ROUTES = { events: '/events/[id]', posts: '/blog/[id]', spaces: '/space/[id]' } as const
export type DocumentCollection = keyof typeof DOCUMENT_ROUTES
type DynamicPathname = (typeof DOCUMENT_ROUTES)[DocumentCollection]
type StaticPathname = Exclude<AppPathname, DynamicPathname>

/** The site's route that shows a page document of this key. */
export const PAGE_ROUTES: Record<PageKey, StaticPathname> = {
  home: '/',
  'about-story': '/about',
  'building-history': '/about',
  memberzone: '/memberzone',
  privacy: '/privacy',
  careers: '/careers',
  visit: '/visit',
  events: '/events',
  blog: '/blog',
  spaces: '/space',
  membership: '/membership',
  contact: '/contact',
  projects: '/projects',
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
  return { pathname: DOCUMENT_ROUTES[collection], params: { id: doc.slug } }
}
