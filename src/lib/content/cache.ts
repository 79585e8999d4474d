import { cache } from 'react'

import { UNAVAILABLE_DIGEST } from './errorStatus'
import { recordFailure, recordTags } from '@/lib/render'

import type { CacheTag } from './tags'

/**
 * A read of the site's content, tagged with what it reads. Pages are cached in front of Next.js
 * (scripts/pageCache.mjs), not here: the read itself runs against the database, once per request
 * (React's `cache`), and tells the page cache its tags, so that a write to any of them expires the
 * pages that read it. A read that fails is never turned into an empty result: it marks the render
 * failed (the page is answered 503 and not kept) and the error goes on to the page, marked with a
 * digest of its own so that the error page says 503 as well (Next.js' own errors keep theirs).
 */
export function cached<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  tags: readonly CacheTag[],
): (...args: Args) => Promise<Result> {
  const perRequest = cache(fn)
  return async (...args: Args) => {
    recordTags(tags)
    try {
      return await perRequest(...args)
    } catch (error) {
      recordFailure(error)
      if (error instanceof Error && !('digest' in error)) Object.assign(error, { digest: UNAVAILABLE_DIGEST })
      throw error
    }
  }
}
