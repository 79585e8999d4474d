import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import type { CacheTag } from '@/lib/cms/tags'

/**
 * Expires the site's cached reads of a change at once (`expire: 0`, not the stale-while-revalidate
 * `'max'` profile): the next visitor after a staff edit, a registration or a deletion gets a fresh
 * read, never the page from before it (a stale seat count or a stale "not found" would mislead).
 * Outside a Next.js request (seed, migrations, scripts, tests) there is nothing to revalidate and
 * `revalidateTag` would throw: the seed sets `context.disableRevalidate`, and anything else is caught.
 */
export function revalidateTags(tags: readonly CacheTag[], context: RequestContext): void {
  if (context.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // not inside a Next.js request: no cache to revalidate
    }
  }
}

type Status = { _status?: 'draft' | 'published' | null }

/** afterChange + afterDelete hooks for a collection whose reads carry `tags`. */
export function collectionRevalidation(tags: readonly CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, previousDoc, req }) => {
        const now = (doc as Status)._status
        const before = (previousDoc as Status | undefined)?._status
        // A draft save of a never-published document changes nothing the site shows.
        if (now === 'draft' && before !== 'published') return doc
        revalidateTags(tags, req.context)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        revalidateTags(tags, req.context)
        return doc
      },
    ],
  }
}

export function globalRevalidation(tags: readonly CacheTag[]): GlobalAfterChangeHook[] {
  return [
    ({ doc, req }) => {
      revalidateTags(tags, req.context)
      return doc
    },
  ]
}
