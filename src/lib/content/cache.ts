import { cache } from 'react'

import { recordFailure, recordTags } from '@/lib/render'

import type { CacheTag } from './tags'

/**
 * A read of the site's content, tagged with what it reads. Pages are cached in front of Next.js
 * (scripts/pageCache.mjs), not here: the read itself runs against the database, once per request
 * (React's `cache`), and tells the page cache its tags, so that a write to any of them expires the
 * pages that read it. A read that fails is never turned into an empty result: it marks the render
 * failed (the page is answered 503 and not kept) and the error goes on to the page; the root layout
 * shows the 503 page when the site settings can't be read (app/(site)/[locale]/layout.tsx).
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
      throw error
    }
  }
}
