import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { defaultLocale, locales } from '@/i18n/locales'
import type { DocumentCollection } from '@/lib/content/previewPath'
import { documentPath } from '@/lib/redirects/paths'

type Slugs = Partial<Record<string, string | null>>

/** The published row's slugs in every language (drafts are saved as versions, never there). */
async function publishedSlugs(collection: DocumentCollection, id: number | string, req: PayloadRequest): Promise<Slugs | null> {
  const row = (await req.payload.db.findOne({ collection, where: { id: { equals: id } }, locale: 'all', req })) as { _status?: string; slug?: Slugs } | null
  return row?._status === 'published' ? (row.slug ?? {}) : null
}

/**
 * A published document whose slug changes keeps its old address: publishing stores a permanent
 * redirect from each old path to the document itself, so later moves need no chain. Drafts never
 * had an address, so they leave none.
 */
export function slugRedirects(collection: DocumentCollection): { beforeChange: CollectionBeforeChangeHook; afterChange: CollectionAfterChangeHook } {
  // Per document: one request may update several (a hook's own writes share its context).
  const key = (id: number | string) => `slugRedirects:${collection}:${id}`
  return {
    beforeChange: async ({ data, operation, originalDoc, req, context }) => {
      if (operation === 'update' && originalDoc?.id !== undefined) context[key(originalDoc.id)] = await publishedSlugs(collection, originalDoc.id, req)
      return data
    },
    afterChange: async ({ doc, req, context }) => {
      const before = context[key(doc.id)] as Slugs | null | undefined
      if (!before || doc._status !== 'published') return doc
      const after = (await publishedSlugs(collection, doc.id, req)) ?? {}
      for (const locale of locales) {
        // A language without a slug of its own shows the document at the Czech one, which keeps
        // opening it there while the Czech slug stays (the page moves to its own slug by itself).
        const own = before[locale]
        if (!own && before[defaultLocale] === after[defaultLocale]) continue
        const old = own ?? before[defaultLocale]
        if (!old || old === (after[locale] ?? after[defaultLocale])) continue
        const from = documentPath(collection, old, locale)
        const data = { from, to: { type: 'reference' as const, reference: { relationTo: collection, value: doc.id } }, type: '301' as const }
        const existing = await req.payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, req })
        if (existing.docs[0]) await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, req })
        else await req.payload.create({ collection: 'redirects', data, req })
      }
      return doc
    },
  }
}
