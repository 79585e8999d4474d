import { Img } from '@/components/page/Img'

import type { PostSummary } from '@/lib/blog/queries'
import { Typo } from '@/components/page/Typo'

type Props = { authors: PostSummary['authors']; title: string }

/** Short profiles of the article's authors (the author line links here). */
export function AuthorProfiles({ authors, title }: Props) {
  if (authors.length === 0) return null
  return (
    <section aria-labelledby="authors-title" className="border-t border-line pt-8">
      <h2 id="authors-title" className="font-sans text-sm font-semibold tracking-[0.12em] text-ink-muted uppercase">
        {title}
      </h2>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2">
        {authors.map((author) => (
          <li key={author.id} id={`author-${author.id}`} className="flex scroll-mt-28 items-center gap-4">
            {author.photo && author.photo.width && author.photo.height ? (
              <Img
                src={author.photo.url}
                alt=""
                width={64}
                height={64}
                sizes="64px"
                className="size-16 shrink-0 rounded-full object-cover"
                style={{ objectPosition: `${author.photo.focalX}% ${author.photo.focalY}%` }}
              />
            ) : (
              <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-oak font-display text-2xl text-paper">
                {author.name.slice(0, 1)}
              </span>
            )}
            <p className="leading-snug">
              <span className="block font-semibold">{author.name}</span>
              {author.position ? <span className="block text-ink-muted"><Typo>{author.position}</Typo></span> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
