import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { absoluteUrl, type LocalizedHref, pageAlternates } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import type { SiteImage } from '@/lib/cms/types'

/** The site's default Open Graph image (public/og), for pages without an image of their own. */
export const DEFAULT_OG_IMAGE = { url: '/og/hub1909.png', width: 1200, height: 630 } as const

const OG_LOCALES: Record<Locale, string> = { cs: 'cs_CZ', en: 'en_GB' }

type Input = {
  locale: Locale
  /** The page's internal route (and params), as for `Link`. */
  href: LocalizedHref
  /** Other locale's slug of the same document, when it differs. */
  hrefs?: Partial<Record<Locale, LocalizedHref>>
  title: string
  description: string
  image?: SiteImage | null
  /** Members-only pages stay out of search engines. */
  noindex?: boolean
}

/**
 * A page's title, description, canonical + hreflang links and Open Graph / Twitter card with an
 * image (the page's own, else the site's default). The layout adds "· HUB 1909" to the title.
 */
export async function pageMetadata({ locale, href, hrefs, title, description, image, noindex }: Input): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'metadata' })
  const og = image?.width
    ? {
        url: image.sizes.find((s) => s.name === 'card')?.url ?? image.url,
        width: image.sizes.find((s) => s.name === 'card')?.width ?? image.width,
        height: image.sizes.find((s) => s.name === 'card')?.height ?? image.height,
        alt: image.alt,
      }
    : { ...DEFAULT_OG_IMAGE, alt: t('siteName') }
  return {
    title,
    description,
    alternates: pageAlternates(locale, href, hrefs),
    openGraph: {
      type: 'website',
      siteName: t('siteName'),
      title,
      description,
      url: absoluteUrl(locale, hrefs?.[locale] ?? href),
      locale: OG_LOCALES[locale],
      alternateLocale: Object.entries(OG_LOCALES)
        .filter(([l]) => l !== locale)
        .map(([, value]) => value),
      images: [og],
    },
    twitter: { card: 'summary_large_image', title, description, images: [og.url] },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  }
}
