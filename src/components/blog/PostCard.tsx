import { PlainImg } from '@/components/page/PlainImg'
import { Link } from '@/i18n/link'

import type { PostCardView } from './types'

type Props = {
  post: PostCardView
  /** h2 in the blog list, h3 under a section heading (related articles). */
  headingLevel?: 'h2' | 'h3'
  /** The first card of a page: its cover is likely the largest image on screen. */
  eager?: boolean
}

/**
 * One article in a list: cover, category and date, title, excerpt and the author line. No hooks and
 * no messages (the texts come translated and set in their typography, `toCardViews`), so it renders
 * both on the server and in the "load more" client component (PostLoadMore.client.tsx).
 */
export function PostCard({ post, headingLevel: Heading = 'h2', eager = false }: Props) {
  const czechOnly = post.untranslatedNote !== null
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-white ring-1 ring-line transition-shadow hover:shadow-[0_10px_30px_-18px_rgb(28_27_25/0.45)]">
      <div className="relative aspect-[3/2] overflow-hidden bg-line/60">
        {post.cover ? (
          <PlainImg attributes={post.cover} priority={eager} />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <span className="font-semibold tracking-[0.08em] text-oak uppercase" data-testid="card-category">{post.categoryLabel}</span>
          {post.dateLabel && post.date ? (
            <>
              <span aria-hidden="true">·</span>
              <time dateTime={post.date}>{post.dateLabel}</time>
            </>
          ) : null}
          {czechOnly ? (
            <span className="rounded-sm border border-oak px-1.5 py-0.5 text-xs font-medium text-oak">
              {post.untranslatedNote}
            </span>
          ) : null}
        </p>
        <Heading className="text-[1.45rem] leading-snug font-medium" lang={czechOnly ? 'cs' : undefined}>
          <Link
            href={{ pathname: '/blog/[id]', params: { id: post.slug } }}
            className="link-quiet after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? (
          <p className="line-clamp-3 leading-relaxed text-ink-muted" lang={czechOnly ? 'cs' : undefined}>
            {post.excerpt}
          </p>
        ) : null}
        {post.authorLine ? (
          <p className="mt-auto border-t border-line pt-4 text-sm text-ink" data-testid="author-line">
            {post.authorLine}
          </p>
        ) : null}
      </div>
    </article>
  )
}
