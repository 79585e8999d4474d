import type { Payload, PayloadRequest } from 'payload'

import { slugIndexGeneration } from '@/i18n/knownDocuments'

import { TAGS, type CacheTag } from '../content/tags'
import { processPageCache, type ProcessPageCache } from './processPageCache'

/**
 * The invalidation log (collection `cache-invalidations`, src/cms/collections/CacheInvalidations):
 * how a write in any process expires the cached pages of every server.
 *
 * - `recordInvalidation` appends the tags a write touched, with the write's `req` (its transaction):
 *   the rows appear exactly when the write is committed.
 * - `startInvalidationReader` runs in every server process: it reads new rows every
 *   POLL_MS and hands their tags to the page cache in front of Next.js (scripts/pageCache.mjs) and to
 *   the locale proxy's index of published slugs. The row id is the sequence number the page cache
 *   compares with the one each render started at.
 */
export const CACHE_INVALIDATIONS = 'cache-invalidations'

/** How often a server reads the log: a write shows on every server within about this long. */
export const POLL_MS = 250
/** Rows older than this are removed (every server has read them long ago). */
const KEEP_MS = 24 * 60 * 60 * 1000
const CLEANUP_EVERY_MS = 60 * 60 * 1000

export async function recordInvalidation(payload: Payload, tags: readonly string[], req?: PayloadRequest): Promise<void> {
  for (const tag of new Set(tags)) {
    await payload.db.create({ collection: CACHE_INVALIDATIONS, data: { tag }, req, returning: false })
  }
}

/** Every tag at once: after the seed, a restore, anything that changed content outside the CMS. */
export function recordEverythingChanged(payload: Payload, req?: PayloadRequest): Promise<void> {
  return recordInvalidation(payload, Object.values(TAGS), req)
}

/** The {id} routes' tags: a change to one of them makes the proxy read its slug index again. */
const SLUG_TAGS = new Set<string>([TAGS.events, TAGS.posts, TAGS.spaces] satisfies CacheTag[])

/** What the log's reader tells: the page cache (scripts/pageCache.mjs). */
function listeners(): Pick<ProcessPageCache, 'start' | 'invalidate'>[] {
  const pageCache = processPageCache()
  return pageCache ? [pageCache] : []
}

type Row = { id: number; tag: string }

/** The newest rows after `after` (oldest first). */
async function readAfter(payload: Payload, after: number): Promise<Row[]> {
  const { docs } = await payload.db.find<Row>({
    collection: CACHE_INVALIDATIONS,
    where: { id: { greater_than: after } },
    sort: 'id',
    limit: 5000,
    pagination: false,
    select: { tag: true },
  })
  return docs.map((d) => ({ id: Number(d.id), tag: d.tag }))
}

async function newestId(payload: Payload): Promise<number> {
  const { docs } = await payload.db.find<Row>({
    collection: CACHE_INVALIDATIONS,
    sort: '-id',
    limit: 1,
    pagination: false,
    select: { tag: true },
  })
  return docs[0] ? Number(docs[0].id) : 0
}

/** Starts reading the log (once per process); returns how to stop. */
export async function startInvalidationReader(payload: Payload): Promise<() => void> {
  let last = await newestId(payload)
  for (const listener of listeners()) listener.start(last)
  let stopped = false
  let lastCleanup = 0
  const read = async () => {
    if (stopped) return
    try {
      const rows = await readAfter(payload, last)
      if (rows.length) {
        last = rows[rows.length - 1].id
        const tags = [...new Set(rows.map((r) => r.tag))]
        for (const listener of listeners()) listener.invalidate(tags, last)
        if (tags.some((tag) => SLUG_TAGS.has(tag))) {
          slugIndexGeneration().value++
        }
      }
      if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
        lastCleanup = Date.now()
        await payload.db.deleteMany({
          collection: CACHE_INVALIDATIONS,
          where: { createdAt: { less_than: new Date(Date.now() - KEEP_MS).toISOString() } },
        })
      }
    } catch (error) {
      payload.logger.warn({ msg: '[cache] could not read the invalidation log', err: error instanceof Error ? error.message : error })
    } finally {
      if (!stopped) schedule()
    }
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    timer = setTimeout(read, POLL_MS)
    timer.unref?.()
  }
  schedule()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
