import type { Payload } from 'payload'

import { type FlightStore, processPageCache } from './processPageCache'

/**
 * The React payloads the page cache takes out of the pages it keeps (scripts/pageCache.mjs,
 * scripts/scriptsAfterLoad.mjs), kept in the database as well (collection `page-payloads`,
 * src/cms/collections/PagePayloads) so that any instance can serve the payload of a page another
 * instance rendered: behind a load balancer the page may come from one and its payload be asked of
 * the other. A render cannot be repeated to find it: two renders of one page differ (React numbers
 * its rows in the order the page's async parts finish, and a form carries the time it was rendered),
 * so the payload's hash names one render only.
 *
 * - `save` runs when a page is stored (before it is sent), and again, at most every ten minutes
 *   (FLIGHT_TOUCH_MS in scripts/pageCache.mjs), while the cache serves the page: it marks the
 *   payload as in use.
 * - `load` is asked when an instance does not have the payload itself.
 * - Payloads not in use for KEEP_MS are removed (every CLEANUP_EVERY_MS, by each server).
 */
export const PAGE_PAYLOADS = 'page-payloads'

/** How long a payload no server has sent its page with is kept. */
const KEEP_MS = 60 * 60 * 1000
const CLEANUP_EVERY_MS = 10 * 60 * 1000

type Row = { id: number | string; key: string; body: string }

export function pagePayloadStore(payload: Payload): FlightStore {
  return {
    async save(key, body) {
      const usedAt = new Date().toISOString()
      const { docs } = await payload.db.find<Row>({ collection: PAGE_PAYLOADS, where: { key: { equals: key } }, limit: 1, pagination: false, select: { key: true } })
      if (docs[0]) {
        await payload.db.updateOne({ collection: PAGE_PAYLOADS, id: docs[0].id, data: { usedAt }, returning: false })
        return
      }
      try {
        await payload.db.create({ collection: PAGE_PAYLOADS, data: { key, body, usedAt }, returning: false })
      } catch (error) {
        // Another save of the same payload came first (the key is unique): it is there.
        const { totalDocs } = await payload.db.count({ collection: PAGE_PAYLOADS, where: { key: { equals: key } } })
        if (totalDocs === 0) throw error
      }
    },
    async load(key) {
      const { docs } = await payload.db.find<Row>({ collection: PAGE_PAYLOADS, where: { key: { equals: key } }, limit: 1, pagination: false, select: { body: true } })
      return docs[0]?.body ?? null
    },
  }
}

/** Removes the payloads no server has used for KEEP_MS. */
export async function removeUnusedPagePayloads(payload: Payload, now = Date.now()): Promise<void> {
  await payload.db.deleteMany({ collection: PAGE_PAYLOADS, where: { usedAt: { less_than: new Date(now - KEEP_MS).toISOString() } } })
}

/**
 * Gives this process's page cache (when it runs behind one: scripts/server.mjs) the database as its
 * store of payloads, and removes unused ones every CLEANUP_EVERY_MS; returns how to stop.
 */
export function startPagePayloadStore(payload: Payload): () => void {
  const pageCache = processPageCache()
  if (!pageCache) return () => undefined
  pageCache.useFlightStore(pagePayloadStore(payload))
  const cleanup = async () => {
    try {
      await removeUnusedPagePayloads(payload)
    } catch (error) {
      payload.logger.warn({ msg: '[cache] could not remove unused page payloads', err: error instanceof Error ? error.message : error })
    }
  }
  const timer = setInterval(() => void cleanup(), CLEANUP_EVERY_MS)
  timer.unref?.()
  void cleanup()
  return () => clearInterval(timer)
}
