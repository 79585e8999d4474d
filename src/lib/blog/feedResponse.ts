import { getTranslations } from 'next-intl/server'

import { absoluteUrl } from '@/i18n/alternates'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { siteUrl } from '@/env'
import { getSiteSettings } from '@/lib/site/queries'

import { buildAtomFeed } from './atom'
import { feedPath } from './feed'
import { getFeedPosts, getUntranslatedIds } from './list'

/**
 * The Atom feed of one locale's blog: the newest published articles of every category. Untranslated
 * articles appear in the English feed too, marked `xml:lang="cs"` (see getUntranslatedIds).
 */
export async function feedResponse(locale: Locale): Promise<Response> {
  const [posts, settings, t, tCategory] = await Promise.all([
    getFeedPosts(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'blog.categories' }),
  ])
  const untranslated = await getUntranslatedIds(locale, posts.map((p) => p.id))
  const listUrl = absoluteUrl(locale, '/blog')
  const dated = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString() : null)
  const entries = posts.map((post) => {
    const url = absoluteUrl(locale, { pathname: '/blog/[id]', params: { id: post.slug } })
    const published = dated(post.publishedAt) ?? new Date(0).toISOString()
    return {
      // Stable across slug edits: the list's URL and the article's database id.
      id: `${listUrl}#post-${post.id}`,
      url,
      title: post.title,
      summary: post.excerpt,
      published,
      updated: published,
      authors: post.authors.map((a) => a.name),
      category: tCategory(post.category),
      lang: untranslated.has(post.id) ? defaultLocale : null,
    }
  })
  const xml = buildAtomFeed({
    id: listUrl,
    url: listUrl,
    selfUrl: siteUrl() + feedPath(locale),
    title: t('feedTitle', { site: settings.brandName }),
    subtitle: t('description'),
    lang: locale,
    author: settings.brandName,
    updated: entries[0]?.updated ?? new Date(0).toISOString(),
    entries,
  })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    },
  })
}
