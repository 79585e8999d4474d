import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { siteUrl } from '@/env'
import { absoluteUrl, type LocalizedHref, pageAlternates } from '@/i18n/alternates'
import { type Locale, locales } from '@/i18n/locales'
import { OG_SIZE, type OgKind, ogImagePath } from '@/lib/og/url'

import type { Seo } from './fields'

/** The house's mark as an image (public/hub1909.png), for the organisation's data. Not under /og/: that path is the generated images' (src/app/og), which the page cache keeps. */
export const DEFAULT_OG_IMAGE = { url: '/hub1909.png', width: 1200, height: 630 } as const

const OG_LOCALES: Record<Locale, string> = { cs: 'cs_CZ', en: 'en_GB' }

type Alternates = NonNullable<Metadata['alternates']>

type Input = {
  locale: Locale
  /** The page's internal route (and params, query), as for `Link`. */
  href: LocalizedHref
  /** Each locale's address of the same document, when its slug differs per locale. */
  hrefs?: Partial<Record<Locale, LocalizedHref>>
  title: string
  /** Default: the site's description. */
  description?: string
  /** The page type its Open Graph image names (an event, an article, a space); plain pages: none. */
  kind?: OgKind
  /** A second line on the Open Graph image (an event's date). */
  subtitle?: string
  /** Articles: Open Graph type `article` with these. */
  article?: { publishedTime?: string; modifiedTime?: string; section?: string; authors?: string[] }
  /** Another canonical address than the page's own (an English page showing the Czech text). */
  canonical?: string
  /** The locales the page has a version of its own in, for hreflang (default: all). */
  pageLocales?: readonly Locale[]
  /** Feeds and other typed alternates (`<link rel="alternate" type=…>`). */
  types?: Alternates['types']
  /** Pages search engines must not list: members only, confirmations. */
  noindex?: boolean
  /** Pages whose address carries a token: it must not travel on to other sites. */
  noReferrer?: boolean
  /** What staff wrote for search engines (the document's SEO group): each field set wins. */
  seo?: Seo
}

/**
 * Every page's metadata, from one place: title (the layout adds "· HUB 1909"), description,
 * canonical and hreflang links (cs, en, x-default), Open Graph (title, description, url, site
 * name, locale and its alternate, type, a generated 1200×630 image in the page's language with
 * its title and alt text) and a large-image Twitter card.
 */
export async function pageMetadata(input: Input): Promise<Metadata> {
  const { locale, href, hrefs, kind = 'page', subtitle, article, seo } = input
  const title = seo?.title ?? input.title
  const noindex = input.noindex || seo?.noindex
  const t = await getTranslations({ locale, namespace: 'metadata' })
  const description = seo?.description ?? input.description ?? t('description')
  const alternates = pageAlternates(locale, href, hrefs, input.pageLocales)
  const url = absoluteUrl(locale, hrefs?.[locale] ?? href)
  const image = seo?.image
    ? { url: siteUrl() + seo.image.url, width: seo.image.width, height: seo.image.height, alt: seo.image.alt || title }
    : { url: siteUrl() + ogImagePath({ locale, kind, title, subtitle }), ...OG_SIZE, alt: title, type: 'image/png' }
  const shared = {
    siteName: t('siteName'),
    title,
    description,
    url,
    locale: OG_LOCALES[locale],
    alternateLocale: locales.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
    images: [image],
  }
  return {
    title,
    description,
    alternates: {
      ...alternates,
      ...(input.canonical ? { canonical: input.canonical } : {}),
      ...(input.types ? { types: input.types } : {}),
    },
    openGraph: article ? { ...shared, type: 'article', ...article } : { ...shared, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: title }] },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
    ...(input.noReferrer ? { referrer: 'no-referrer' } : {}),
  }
}
