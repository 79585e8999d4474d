import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { recordInvalidation } from '@/lib/cache/invalidations'
import type { CacheTag } from '@/lib/content/tags'

/**
 * Hooks that expire the site's cached pages of a change, on every server: the tags the change
 * touches are appended to the invalidation log in the same transaction as the change, so they take
 * effect exactly when it is committed and wherever it was made. `context.skipCacheInvalidation`
 * (the seed: it records every tag once when it has finished) leaves the log alone.
 */
async function invalidate(tags: readonly CacheTag[], req: PayloadRequest): Promise<void> {
  if (req.context.skipCacheInvalidation) return
  await recordInvalidation(req.payload, tags, req)
}

type Status = { _status?: 'draft' | 'published' | null }

/** afterChange + afterDelete hooks for a collection whose reads carry `tags`. */
export function collectionInvalidation(tags: readonly CacheTag[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        const now = (doc as Status)._status
        const before = (previousDoc as Status | undefined)?._status
        // A draft save of a never-published document changes nothing the site shows.
        if (now === 'draft' && before !== 'published') return doc
        await invalidate(tags, req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await invalidate(tags, req)
        return doc
      },
    ],
  }
}

export function globalInvalidation(tags: readonly CacheTag[]): GlobalAfterChangeHook[] {
  return [
    async ({ doc, req }) => {
      await invalidate(tags, req)
      return doc
    },
  ]
}
