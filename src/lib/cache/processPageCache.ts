import type { AsyncLocalStorage } from 'node:async_hooks'

import { processScopeEntry } from '../processScope.mjs'

/** What one render tells the page cache (src/lib/render.ts). */
export type RenderStore = { tags: Set<string>; failed: unknown; errored: unknown; publicPage: boolean; status?: number }

/**
 * The app's side of the page cache in front of Next.js (src/server/pageCache.mjs), which the
 * production server puts in the process scope before the app starts; absent under `next dev`, in
 * tests and tools.
 */
export type ProcessPageCache = {
  /** The render of the current request. */
  renders: Pick<AsyncLocalStorage<RenderStore>, 'getStore'>
  /** The invalidation log's reader has started at `seq` (./invalidations.ts). */
  start(seq: number): void
  /** Writes up to `seq` changed `tags`. */
  invalidate(tags: string[], seq: number): void
}

export function processPageCache(): ProcessPageCache | undefined {
  return processScopeEntry<ProcessPageCache>('pageCache')
}
