import { unstable_cache } from 'next/cache'

import type { CacheTag } from './tags'

/** Seconds a cached read may be served before it is refreshed even without a tag revalidation. */
export const CACHE_REVALIDATE_SECONDS = 3600

/**
 * `unstable_cache` with the site's tags. Outside a Next.js request or build (scripts, integration
 * tests) there is no incremental cache to store into: the read then simply runs uncached.
 */
export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  keyParts: string[],
  tags: readonly CacheTag[],
): (...args: Args) => Promise<Result> {
  const withCache = unstable_cache(fn, keyParts, { tags: [...tags], revalidate: CACHE_REVALIDATE_SECONDS })
  return async (...args: Args) => {
    try {
      return await withCache(...args)
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing')) {
        return fn(...args)
      }
      throw error
    }
  }
}
