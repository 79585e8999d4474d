import type { CollectionConfig } from 'payload'

import { siteUrl } from '@/env'

/** Collections whose drafts staff can open on the site before publishing. */
export const PREVIEW_COLLECTIONS = ['pages', 'events', 'posts', 'spaces'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && (PREVIEW_COLLECTIONS as readonly string[]).includes(value)
}

/**
 * Where the admin opens a document's draft, for the "Preview" button and the live preview alike:
 * /api/preview checks that a staff member is signed in, turns on Next.js draft mode and redirects to
 * the document's page in the locale being edited (the path comes from the routing table there,
 * never from here). Null for a document not saved yet.
 */
export function previewUrl(
  collection: PreviewCollection,
  doc: { id?: unknown; slug?: unknown; hasDetailPage?: unknown } | null | undefined,
  locale: string | undefined,
): string | null {
  if (doc?.id === undefined || doc.id === null || doc.id === '') return null
  const params = new URLSearchParams({ collection, id: String(doc.id), locale: locale || 'cs' })
  // Unread by /api/preview: a save that moves the document to another address changes this URL,
  // and the live preview (which loads a changed URL, and only refreshes an unchanged one) follows.
  if (typeof doc.slug === 'string' && doc.slug) params.set('at', doc.slug)
  if (doc.hasDetailPage === false) params.set('at', '-')
  return `${siteUrl()}/api/preview?${params.toString()}`
}

/** The admin's "Preview" button: the draft's page in a new tab. */
export function previewButton(collection: PreviewCollection): NonNullable<CollectionConfig['admin']>['preview'] {
  return (doc, { locale }) => previewUrl(collection, doc, locale)
}

/**
 * The sizes the live preview offers besides "Responsive" (the pane's own width). A label is one
 * string in every admin language (Payload translates none): "Tablet" and "Desktop" are Czech too,
 * the phone is named in both languages.
 */
export const PREVIEW_BREAKPOINTS = [
  { name: 'mobile', label: 'Mobil · Mobile', width: 390, height: 844 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
]

/**
 * The admin's live preview: the same address as the "Preview" button, in an iframe of the edit view
 * (same origin: pages allow `frame-ancestors 'self'`, src/lib/security/headers.mjs). The page
 * reloads its data when the draft is saved (src/components/site/RefreshOnSave.client.tsx).
 */
export function livePreview(collection: PreviewCollection): NonNullable<CollectionConfig['admin']>['livePreview'] {
  return {
    url: ({ data, locale }) => previewUrl(collection, data, locale?.code),
    breakpoints: PREVIEW_BREAKPOINTS,
  }
}

/**
 * Drafts with versions, as every previewable collection uses them; staff may schedule a publish or
 * an unpublish (the arrow beside *Publish*), run by src/lib/content/schedule.ts.
 */
export const draftVersions = { drafts: { autosave: false, schedulePublish: true }, maxPerDoc: 25 } as const
