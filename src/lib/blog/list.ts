import { defaultLocale } from '@/i18n/locales'
import type { InvalidParameter } from '@/lib/api/listStep'
import { cached } from '@/lib/content/cache'
import { TAGS } from '@/lib/content/tags'
import type { Locale } from '@/lib/content/types'
import { payloadClient } from '@/lib/payload'
import { POST_CATEGORIES } from './categories'

import { BLOG_MAX_PAGE, BLOG_PAGE_SIZE, FEED_SIZE } from './constants'
import { getPosts, type PostCategory, type PostList, type PostSummary } from './queries'

/**
 * What the blog's pages need on top of ./queries.ts: the list's URL state (category + "load more"
 * page), related articles, the newest articles for the feed and which articles have no English
 * translation. Every read goes through the cached, published-only getters of ./queries.ts, or is
 * cached and tagged here the same way.
 */

export { BLOG_MAX_PAGE, BLOG_PAGE_SIZE, FEED_SIZE } from './constants'

export const BLOG_CATEGORIES: readonly PostCategory[] = POST_CATEGORIES

export function isPostCategory(value: unknown): value is PostCategory {
  return typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value)
}

export type BlogQuery = { category: PostCategory | null; page: number }

/** `?category=…&page=…` as the list understands it; anything unknown falls back to "all, page 1". */
export function parseBlogQuery(params: Record<string, string | string[] | undefined>): BlogQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const category = first(params.category)
  const page = Number.parseInt(first(params.page) ?? '', 10)
  return {
    category: isPostCategory(category) ? category : null,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, BLOG_MAX_PAGE) : 1,
  }
}

/**
 * The filter of a "load more" step (GET /api/cards/blog): a category the list does not have is
 * refused rather than read as "all", as the page would.
 */
export function blogStepFilters(params: URLSearchParams): Pick<BlogQuery, 'category'> | InvalidParameter {
  const category = params.get('category')
  if (category !== null && !isPostCategory(category)) return { invalid: 'category' }
  return { category }
}

/** The query string of a list state (page 1 and "all" are left out, so the plain URL is canonical). */
export function blogQueryParams({ category, page }: BlogQuery): Record<string, string> {
  const query: Record<string, string> = {}
  if (category) query.category = category
  if (page > 1) query.page = String(page)
  return query
}

/**
 * Steps 1…page of the list in one database query (a reload of `?page=3` shows what the visitor
 * had after pressing "load more" twice).
 */
export function getBlogList(locale: Locale, { category, page }: BlogQuery): Promise<PostList> {
  return getPosts(locale, { category: category ?? undefined, limit: page * BLOG_PAGE_SIZE, offset: 0 })
}

/** One "load more" step alone (page ≥ 2), for the client that appends it without a reload. */
export function getBlogStep(locale: Locale, { category, page }: BlogQuery): Promise<PostList> {
  return getPosts(locale, { category: category ?? undefined, limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE })
}

/** Up to `count` other articles: the same category first, then the newest of any category. */
export async function getRelatedPosts(locale: Locale, post: Pick<PostSummary, 'id' | 'category'>, count = 3) {
  const same = await getPosts(locale, { category: post.category, limit: count + 1 })
  const related = same.posts.filter((p) => p.id !== post.id).slice(0, count)
  if (related.length < count) {
    const newest = await getPosts(locale, { limit: count * 2 + 1 })
    for (const p of newest.posts) {
      if (related.length >= count) break
      if (p.id !== post.id && !related.some((r) => r.id === p.id)) related.push(p)
    }
  }
  return related
}

/** The newest published articles of all categories, for the feed. */
export async function getFeedPosts(locale: Locale): Promise<PostSummary[]> {
  return (await getPosts(locale, { limit: FEED_SIZE })).posts
}

async function readUntranslatedIds(locale: Locale, ids: number[]): Promise<number[]> {
  if (locale === defaultLocale || ids.length === 0) return []
  const payload = await payloadClient()
  // Without fallback: a post whose title has no text in `locale` has not been translated.
  const { docs } = await payload.find({
    collection: 'posts',
    locale,
    fallbackLocale: false,
    where: { id: { in: ids } },
    select: { title: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    draft: false,
  })
  return docs.filter((doc) => !doc.title?.trim()).map((doc) => doc.id)
}

const cachedUntranslatedIds = cached(readUntranslatedIds, [TAGS.posts])

/**
 * The articles among `ids` that exist only in Czech. Decision (issue 8): such an article is NOT
 * hidden from the English blog. Payload falls back to the Czech text, and the site shows it with
 * a visible "only in Czech" note, marked `lang="cs"` for screen readers, with its canonical URL on
 * the Czech page; the English feed carries it with `xml:lang="cs"`. A small team writes most
 * articles in Czech first; hiding them would leave the English blog nearly empty and break links
 * shared before the translation exists.
 */
export async function getUntranslatedIds(locale: Locale, ids: number[]): Promise<Set<number>> {
  if (locale === defaultLocale || ids.length === 0) return new Set()
  return new Set(await cachedUntranslatedIds(locale, [...ids].sort((a, b) => a - b)))
}
