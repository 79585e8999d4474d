import { getTranslations } from 'next-intl/server'

import { imgAttributes } from '@/components/page/Img'
import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import type { PostCategory, PostSummary } from '@/lib/blog/queries'
import { typography } from '@/lib/format/typography'

import type { PostCardView } from './types'

/** How wide a card's cover is drawn: the list's three, two and one columns. */
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw'

/** The site's date of an article: "22. listopadu 2026" / "22 November 2026", in Prague time. */
export function formatPostDate(iso: string | null, locale: Locale): string | null {
  if (!iso) return null
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return null
  return formatterFor(locale).dateTime(date, 'articleDate')
}

/** "Name, position" of one author (position left out when empty). */
export function authorLabel(author: PostSummary['authors'][number]): string {
  return author.position ? `${author.name}, ${author.position}` : author.name
}

/** A function giving the visitor-facing name of a category. */
export async function categoryLabels(locale: Locale): Promise<(category: PostCategory) => string> {
  const t = await getTranslations({ locale, namespace: 'blog.categories' })
  return (category) => t(category)
}

/** Server side: posts → cards, with dates, labels, typography and the untranslated note resolved. */
export async function toCardViews(
  posts: PostSummary[],
  locale: Locale,
  untranslated: ReadonlySet<number>,
): Promise<PostCardView[]> {
  const t = await getTranslations({ locale, namespace: 'blog' })
  const label = await categoryLabels(locale)
  return posts.map((post) => {
    // A Czech original on an English page is set in Czech typography.
    const lang = untranslated.has(post.id) ? 'cs' : locale
    return {
      id: post.id,
      slug: post.slug,
      title: typography(post.title, lang),
      excerpt: post.excerpt ? typography(post.excerpt, lang) : null,
      date: post.publishedAt,
      dateLabel: formatPostDate(post.publishedAt, locale),
      categoryLabel: label(post.category),
      authorLine: post.authors.length > 0 ? typography(post.authors.map(authorLabel).join(' · '), lang) : null,
      cover: post.cover
        ? imgAttributes({
            src: post.cover.url,
            alt: '',
            fill: true,
            sizes: CARD_SIZES,
            className: 'object-cover transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none',
            style: { objectPosition: `${post.cover.focalX}% ${post.cover.focalY}%` },
          })
        : null,
      untranslatedNote: untranslated.has(post.id) ? t('untranslatedBadge') : null,
    }
  })
}
