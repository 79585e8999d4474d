/**
 * The app's view of this process's page cache (scripts/pageCache.mjs, `install()`), which runs in
 * front of Next.js when the site is served by scripts/server.mjs; absent otherwise (tests, tools).
 */
const PAGE_CACHE_KEY = Symbol.for('hub1909.pageCache')

/** A store of the payloads the cache takes out of its pages, shared by every instance (./pagePayloads.ts). */
export type FlightStore = {
  save(key: string, body: string): Promise<void>
  load(key: string): Promise<string | null>
}

export type ProcessPageCache = {
  /** The invalidation log's reader has started at `seq` (./invalidations.ts). */
  start(seq: number): void
  /** Writes up to `seq` changed `tags`. */
  invalidate(tags: string[], seq: number): void
  useFlightStore(store: FlightStore): void
}

export function processPageCache(): ProcessPageCache | undefined {
  return (globalThis as { [PAGE_CACHE_KEY]?: ProcessPageCache })[PAGE_CACHE_KEY]
}
