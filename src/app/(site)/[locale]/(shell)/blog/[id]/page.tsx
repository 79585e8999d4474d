import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cache } from 'react'

import { AuthorLine } from '@/components/blog/AuthorLine'
import { AuthorProfiles } from '@/components/blog/AuthorProfiles'
import { formatPostDate, toCardViews } from '@/components/blog/format'
import { PostCard } from '@/components/blog/PostCard'
import { ShareLinks } from '@/components/blog/ShareLinks'
import { BreadcrumbJsonLd, JsonLd } from '@/components/page/JsonLd'
import { Typo } from '@/components/page/Typo'
import { SiteImage } from '@/components/page/SiteImage'
import { RichText } from '@/components/richtext/RichText'
import { absoluteUrl } from '@/i18n/alternates'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import { getRelatedPosts, getUntranslatedIds } from '@/lib/blog/list'
import { getPostBySlug } from '@/lib/blog/queries'
import { documentHrefs, readDocument, redirectToOwnSlug } from '@/lib/content/documentRoute'
import { blogPostingJsonLd } from '@/lib/seo/structuredData'
import { getSiteSettings } from '@/lib/site/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale; id: string }> }

/**
 * The article and whether it exists in this locale. An article without an English translation is
 * shown on /en with the Czech text, a note and `lang="cs"` (decision in getUntranslatedIds).
 */
const loadArticle = cache(async (slug: string, locale: Locale) => {
  const post = await readDocument(getPostBySlug, slug, locale)
  if (!post) return null
  const untranslated = (await getUntranslatedIds(locale, [post.id])).has(post.id)
  return { post, untranslated }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const article = await loadArticle(id, locale)
  if (!article) return {}
  const { post, untranslated } = article
  const t = await getTranslations({ locale, namespace: 'blog' })
  const hrefs = documentHrefs('/blog/[id]', post, { fallback: true })
  // Only the translations are versions of their own (hreflang, the sitemap: src/lib/seo/sitemap.ts).
  const translated = await Promise.all(locales.map(async (l) => !(await getUntranslatedIds(l, [post.id])).has(post.id)))
  return pageMetadata({
    locale,
    href: hrefs[locale] ?? '/blog',
    hrefs,
    title: post.title,
    description: post.excerpt ?? t('description'),
    kind: 'article',
    seo: post.seo,
    article: {
      publishedTime: post.publishedAt ?? undefined,
      section: t(`categories.${post.category}`),
      authors: post.authors.map((a) => a.name),
    },
    // An English page showing the Czech text is not a page of its own for search engines.
    canonical: untranslated ? absoluteUrl(defaultLocale, hrefs[defaultLocale] ?? '/blog') : undefined,
    pageLocales: locales.filter((_, i) => translated[i]),
  })
}

export default async function ArticlePage({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale, id } = await params
  setRequestLocale(locale)
  const article = await loadArticle(id, locale)
  if (!article) notFound()
  const { post, untranslated } = article

  redirectToOwnSlug(locale, '/blog/[id]', post, id)

  const [t, tSite, settings, related] = await Promise.all([
    getTranslations('blog'),
    getTranslations('site'),
    getSiteSettings(locale),
    getRelatedPosts(locale, post),
  ])
  const relatedUntranslated = await getUntranslatedIds(locale, related.map((p) => p.id))
  const relatedCards = await toCardViews(related, locale, relatedUntranslated)
  const url = absoluteUrl(locale, { pathname: '/blog/[id]', params: { id: post.slug } })
  const date = formatPostDate(post.publishedAt, locale)
  const lang = untranslated ? defaultLocale : undefined

  return (
    <>
      <article className="mx-auto max-w-site px-5 pt-10 pb-16 sm:px-8 lg:pt-16">
        <header className="mx-auto max-w-3xl">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <Link href="/blog" className="link-quiet text-ink-muted">
              <span aria-hidden="true">← </span>
              {t('backToList')}
            </Link>
            <span aria-hidden="true" className="text-line">
              /
            </span>
            <Link
              href={{ pathname: '/blog', query: { category: post.category } }}
              className="link-quiet font-semibold tracking-[0.08em] text-oak uppercase"
              data-testid="article-category"
            >
              {t(`categories.${post.category}`)}
            </Link>
            {date && post.publishedAt ? (
              <>
                <span aria-hidden="true" className="text-ink-muted">
                  ·
                </span>
                <time dateTime={post.publishedAt} className="text-ink-muted">
                  {date}
                </time>
              </>
            ) : null}
          </p>
          <h1 className="mt-6 text-[2.4rem] leading-[1.08] font-medium sm:text-5xl lg:text-6xl" lang={lang}>
            <Typo lang={lang}>{post.title}</Typo>
          </h1>
          {post.excerpt ? (
            <p className="mt-6 text-xl leading-relaxed text-ink-muted" lang={lang}>
              <Typo lang={lang}>{post.excerpt}</Typo>
            </p>
          ) : null}
          <div className="mt-6">
            <AuthorLine authors={post.authors} label={t('byline', { count: post.authors.length })} />
          </div>
          {untranslated ? (
            <p role="note" className="mt-6 rounded-md border border-oak/40 bg-white px-4 py-3 text-oak" data-testid="untranslated-note">
              {t('untranslatedNote')}
            </p>
          ) : null}
        </header>

        {post.cover ? (
          <figure className="mx-auto mt-10 max-w-5xl">
            <SiteImage
              image={post.cover}
              sizes="(min-width: 1088px) 1024px, 100vw"
              priority
              className="aspect-[16/9] w-full rounded-lg"
            />
          </figure>
        ) : null}

        {/* The text keeps its reading width and lines up with the header's left edge. */}
        <div className="mx-auto mt-10 max-w-3xl">
          <div className="max-w-[42rem]">
            <RichText content={post.body} locale={locale} videoTitle={t('videoFrameTitle', { title: post.title })} lang={lang} />
            <div className="mt-12 flex flex-col gap-10">
              <ShareLinks
                url={url}
                title={post.title}
                labels={{
                  title: t('share.title'),
                  facebook: t('share.facebook'),
                  linkedin: t('share.linkedin'),
                  x: t('share.x'),
                  email: t('share.email'),
                  newTab: tSite('newTab'),
                }}
              />
              <AuthorProfiles authors={post.authors} title={t('authorsTitle', { count: post.authors.length })} />
            </div>
          </div>
        </div>
      </article>

      {relatedCards.length > 0 ? (
        <section aria-labelledby="related-title" className="border-t border-line bg-white/50">
          <div className="mx-auto max-w-site px-5 py-14 sm:px-8 lg:py-20">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="related-title" className="text-3xl leading-tight font-medium sm:text-4xl">
                {t('related')}
              </h2>
              <Link href="/blog" className="link">
                {t('backToList')}
              </Link>
            </div>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
              {relatedCards.map((card) => (
                <li key={card.id}>
                  <PostCard post={card} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <JsonLd data={blogPostingJsonLd(post, { url, locale: untranslated ? defaultLocale : locale, settings, section: t(`categories.${post.category}`) })} />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('title'), href: '/blog' }, { name: post.title, href: { pathname: '/blog/[id]', params: { id: post.slug } } }]} />
    </>
  )
}
