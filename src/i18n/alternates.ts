import type { Metadata } from 'next'

import { siteUrl } from '@/env'

import { defaultLocale, type Locale, locales } from './locales'
import { type Href, localizedHref } from './href'

export type LocalizedHref = Href

/** The absolute URL of a page in one locale (SITE_URL + the routing table's path). */
export function absoluteUrl(locale: Locale, href: LocalizedHref): string {
  const path = localizedHref(href, locale)
  return siteUrl() + (path === '/' ? '' : path)
}

/**
 * Canonical link and hreflang alternates (cs, en, x-default → Czech) for a page. Every page's
 * generateMetadata returns them. Pages of documents whose slug differs per locale pass `hrefs`
 * with the other locale's slug; the language switch follows these links too.
 */
export function pageAlternates(
  locale: Locale,
  href: LocalizedHref,
  hrefs: Partial<Record<Locale, LocalizedHref>> = {},
  /** The locales the page exists in (an untranslated article: Czech only). */
  pageLocales: readonly Locale[] = locales,
): NonNullable<Metadata['alternates']> {
  const url = (l: Locale) => absoluteUrl(l, hrefs[l] ?? href)
  const languages: Record<string, string> = {}
  for (const l of pageLocales) languages[l] = url(l)
  languages['x-default'] = url(defaultLocale)
  return { canonical: url(locale), languages }
}
