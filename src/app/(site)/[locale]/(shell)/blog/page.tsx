import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CategoryFilter } from '@/components/blog/CategoryFilter'
import { toCardViews } from '@/components/blog/format'
import { PostCard } from '@/components/blog/PostCard'
import { PostLoadMore } from '@/components/blog/PostLoadMore.client'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/href'
import { Link } from '@/i18n/link'
import { BLOG_CARDS_PATH } from '@/lib/blog/constants'
import { feedPath } from '@/lib/blog/feed'
import {
  BLOG_CATEGORIES,
  BLOG_MAX_PAGE,
  blogQueryParams,
  getBlogList,
  getUntranslatedIds,
  parseBlogQuery,
} from '@/lib/blog/list'
import { servePublicly } from '@/lib/render'
import { getSiteSettings } from '@/lib/site/queries'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'

/**
 * Reads the query string (filters, page): rendered per URL, and the same for every visitor with that
 * URL, so the page cache keeps each filtered list (`servePublicly`).
 */
export const dynamic = 'force-dynamic'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { category } = parseBlogQuery(await searchParams)
  const [t, settings, page] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), getSiteSettings(locale), getPage('blog', locale)])
  const title = category ? t('categoryTitle', { category: t(`categories.${category}`) }) : t('title')
  // Further "load more" steps are the same list: the canonical URL keeps only the category.
  const href = { pathname: '/blog' as const, query: blogQueryParams({ category, page: 1 }) }
  return pageMetadata({
    locale,
    href,
    title,
    description: t('description'),
    // A category's list keeps its own title; the blog's search-engine fields are the unfiltered list's.
    seo: category ? undefined : page?.seo,
    types: { 'application/atom+xml': [{ url: feedPath(locale), title: t('feedTitle', { site: settings.brandName }) }] },
  })
}

/**
 * The blog: articles newest first, the article-type filter in the URL (`?category=`), and "load
 * more" as `?page=N` (steps 1…N from the database; enhanced to append without a reload).
 */
export default async function BlogPage({ params, searchParams }: Props) {
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const query = parseBlogQuery(await searchParams)
  const t = await getTranslations('blog')

  const [list, site, page] = await Promise.all([getBlogList(locale, query), getSiteSettings(locale), getPage('blog', locale)])
  const untranslated = await getUntranslatedIds(locale, list.posts.map((p) => p.id))
  const cards = await toCardViews(list.posts, locale, untranslated)
  const nextHref = localizedHref({ pathname: '/blog', query: blogQueryParams({ ...query, page: query.page + 1 }) }, locale)

  return (
    <div className="mx-auto max-w-site px-5 pt-12 pb-20 sm:px-8 lg:pt-20 lg:pb-28">
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('title'), href: '/blog' }]} />
      <header className="max-w-3xl">
        <h1 className="text-5xl leading-[1.05] font-medium sm:text-6xl lg:text-7xl">{page?.title ?? t('title')}</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-muted sm:text-xl">{page?.lead ?? t('intro', { street: site.address.street })}</p>
      </header>

      <div className="mt-10 flex flex-col gap-4 border-y border-line py-5 lg:mt-14 lg:flex-row lg:items-center lg:justify-between">
        <CategoryFilter
          label={t('filterLabel')}
          allLabel={t('all')}
          categories={BLOG_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
          active={query.category}
        />
        <a href={feedPath(locale)} className="link shrink-0 text-sm text-ink-muted" type="application/atom+xml">
          {t('feedLink')}
        </a>
      </div>

      {cards.length === 0 ? (
        <div className="mt-12 max-w-xl" role="status">
          <p className="text-lg">{t('empty')}</p>
          {query.category ? (
            <p className="mt-4">
              <Link href="/blog" className="link">
                {t('showAll')}
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <h2 className="sr-only">{query.category ? t(`categories.${query.category}`) : t('all')}</h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="blog-list">
            {cards.map((card, i) => (
              <li key={card.id} id={`post-${i + 1}`} className="scroll-mt-28">
                <PostCard post={card} headingLevel="h3" eager={i === 0} />
              </li>
            ))}
          </ul>
          <PostLoadMore
            // A new filter or page from the server starts the appended part afresh.
            key={`${query.category ?? 'all'}-${query.page}`}
            endpoint={BLOG_CARDS_PATH}
            params={{ locale, ...blogQueryParams({ ...query, page: 1 }) }}
            page={query.page}
            maxPage={BLOG_MAX_PAGE}
            hasMore={list.hasMore}
            total={list.total}
            shown={cards.length}
            href={nextHref}
            anchor="post"
            listClassName="mt-6 grid gap-6 sm:grid-cols-2 lg:mt-8 lg:grid-cols-3 lg:gap-8"
            listTestId="blog-list"
            labels={{
              loadMore: t('loadMore'),
              loading: t('loading'),
              failed: t('loadFailed'),
              // the client fills in the counts: the template keeps its placeholders (precompiled messages)
              status: t('status', { shown: '{shown}', total: '{total}' }),
            }}
          />
        </>
      )}
    </div>
  )
}
