import { findIdBySlug, publishedSlugs, slugsOf } from '@/lib/content/bySlug'
import { cached } from '@/lib/content/cache'
import { draftRead, publicRead, toImage } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, LocalizedSlugs, RichText, SiteImage } from '@/lib/content/types'
import { toTeamMember, type TeamMember } from '@/lib/team/queries'
import { payloadClient } from '@/lib/payload'
import { toSeo, type Seo } from '@/lib/seo/fields'
import type { Post as PostDoc, TeamMember as TeamMemberDoc } from '@/payload-types'

export type PostCategory = PostDoc['category']

export type PostSummary = {
  id: number
  slug: string
  title: string
  category: PostCategory
  publishedAt: string | null
  /** Last edit (BlogPosting dateModified). */
  updatedAt: string | null
  excerpt: string | null
  cover: SiteImage | null
  /** The author line. */
  authors: Pick<TeamMember, 'id' | 'name' | 'position' | 'photo' | 'linkedinUrl'>[]
}

export type PostDetail = PostSummary & { body: RichText | null; slugs: LocalizedSlugs; seo: Seo }

export type PostList = { posts: PostSummary[]; total: number; hasMore: boolean }

function toSummary(doc: PostDoc): PostSummary {
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    category: doc.category,
    publishedAt: doc.publishedAt ?? null,
    updatedAt: doc.updatedAt ?? null,
    excerpt: doc.excerpt ?? null,
    cover: toImage(doc.cover),
    authors: (doc.authors ?? [])
      .filter((a): a is TeamMemberDoc => typeof a === 'object' && a !== null)
      .map((a) => {
        const { id, name, position, photo, linkedinUrl } = toTeamMember(a)
        return { id, name, position, photo, linkedinUrl }
      }),
  }
}

export async function readPosts(
  locale: Locale,
  category: PostCategory | null,
  limit: number,
  offset: number,
): Promise<PostList> {
  const payload = await payloadClient()
  const page = Math.floor(offset / limit) + 1
  const result = await payload.find({
    collection: 'posts',
    ...publicRead(locale),
    where: category ? { category: { equals: category } } : undefined,
    sort: '-publishedAt',
    limit,
    page,
  })
  return { posts: result.docs.map(toSummary), total: result.totalDocs, hasMore: result.hasNextPage }
}

const cachedPosts = cached(readPosts, [TAGS.posts, TAGS.team, TAGS.media])

/**
 * Published posts, newest first, optionally of one category; `limit`/`offset` for "load more"
 * (offset should be a multiple of limit).
 */
export function getPosts(
  locale: Locale,
  options: { category?: PostCategory; limit?: number; offset?: number } = {},
): Promise<PostList> {
  return cachedPosts(locale, options.category ?? null, Math.max(1, options.limit ?? 12), Math.max(0, options.offset ?? 0))
}

export async function readPostBySlug(slug: string, locale: Locale, draft = false): Promise<PostDetail | null> {
  const payload = await payloadClient()
  const id = await findIdBySlug(payload, 'posts', slug, locale, draft)
  if (id === null) return null
  const doc = await payload.findByID({
    collection: 'posts',
    id,
    ...(draft ? draftRead(locale) : publicRead(locale)),
    disableErrors: true,
  })
  if (!doc) return null
  return { ...toSummary(doc), body: doc.body ?? null, slugs: await slugsOf(payload, 'posts', id, draft), seo: toSeo(doc.meta) }
}

const cachedPostBySlug = cached(
  (slug: string, locale: Locale) => readPostBySlug(slug, locale),
  [TAGS.posts, TAGS.team, TAGS.media],
)

/** One post by its slug in `locale` (or its Czech slug); `draft: true` for a staff preview. */
export function getPostBySlug(slug: string, locale: Locale, options: { draft?: boolean } = {}) {
  return options.draft ? readPostBySlug(slug, locale, true) : cachedPostBySlug(slug, locale)
}

/** Published post slugs per locale (generateStaticParams, sitemap). */
export const getPostSlugs: () => Promise<{ locale: Locale; slug: string }[]> = cached(
  async () => publishedSlugs(await payloadClient(), 'posts'),
  [TAGS.posts],
)
