import type { CollectionConfig } from 'payload'

import { siteUrl } from '@/env'

/** Collections whose drafts staff can open on the site before publishing. */
export const PREVIEW_COLLECTIONS = ['pages', 'events', 'posts', 'spaces'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export function isPreviewCollection(value: unknown): value is PreviewCollection {
  return typeof value === 'string' && (PREVIEW_COLLECTIONS as readonly string[]).includes(value)
}

/**
 * The admin's "Preview" button: /api/preview checks that a staff member is signed in, turns on
 * Next.js draft mode and redirects to the document's page in the locale being edited (the path
 * comes from the routing table there, never from here).
 */
export function previewButton(collection: PreviewCollection): NonNullable<CollectionConfig['admin']>['preview'] {
  return (doc, { locale }) => {
    if (!doc?.id) return null
    const params = new URLSearchParams({ collection, id: String(doc.id), locale: locale || 'cs' })
    return `${siteUrl()}/api/preview?${params.toString()}`
  }
}

/**
 * Drafts with versions, as every previewable collection uses them; staff may schedule a publish or
 * an unpublish (the arrow beside *Publish*), run by src/lib/content/schedule.ts.
 */
export const draftVersions = { drafts: { autosave: false, schedulePublish: true }, maxPerDoc: 25 } as const
