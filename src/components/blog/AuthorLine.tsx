import type { PostSummary } from '@/lib/blog/queries'
import { Typo } from '@/components/page/Typo'

type Props = { authors: PostSummary['authors']; label: string }

/**
 * The author line of an article: each author's name and position, linking to their short profile
 * at the end of the article (#author-{id}).
 */
export function AuthorLine({ authors, label }: Props) {
  if (authors.length === 0) return null
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1" data-testid="author-line">
      <span className="text-ink-muted">{label}</span>{' '}
      {authors.map((author, i) => (
        <span key={author.id}>
          <a href={`#author-${author.id}`} className="link-quiet font-semibold">
            {author.name}
          </a>
          {author.position ? <span className="text-ink-muted">, <Typo>{author.position}</Typo></span> : null}
          {i < authors.length - 1 ? <span aria-hidden="true"> · </span> : null}
        </span>
      ))}
    </p>
  )
}
