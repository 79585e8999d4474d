import type { CollectionSlug, DataFromCollectionSlug, Where } from 'payload'

import { payloadClient } from '@/lib/payload'

import { cached } from './cache'
import { publicRead } from './read'
import type { CacheTag } from './tags'
import type { Locale } from './types'

/**
 * The read behind each of the site's short lists (projects, partners, testimonials, press
 * mentions, open positions, the team, the spaces): every published document of a collection that
 * `where` lets through, in display order (`sort`, by default the staff's `order`), reshaped by
 * `toItem`; once per request, tagged for the page cache (`cached`).
 */
export function publishedList<Slug extends CollectionSlug, Item>(
  collection: Slug,
  toItem: (doc: DataFromCollectionSlug<Slug>) => Item,
  { tags, sort = 'order', where, limit = 100 }: { tags: readonly CacheTag[]; sort?: string; where?: Where; limit?: number },
): (locale: Locale) => Promise<Item[]> {
  return cached(async (locale: Locale) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      ...publicRead(locale),
      ...(where ? { where } : {}),
      sort,
      limit,
      pagination: false,
    })
    return (docs as DataFromCollectionSlug<Slug>[]).map(toItem)
  }, tags)
}
