import { getTranslations } from 'next-intl/server'

import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { localizedHref } from '@/i18n/href'
import { pathnames } from '@/i18n/pathnames'
import { type DocumentRoute, readDocument } from '@/lib/content/documentRoute'
import type { LocalizedSlugs } from '@/lib/content/types'

/** The locale a page's language switch leads to. */
export const otherLocale = (locale: Locale): Locale => locales.find((l) => l !== locale) ?? defaultLocale

type Route = keyof typeof pathnames

/** The address of a page without parameters (`/about`) in the other locale: `/en/about`. */
export function switchRoute(locale: Locale, route: string): string {
  const target = otherLocale(locale)
  return route in pathnames ? localizedHref(route as Route, target) : localizedHref('/', target).replace(/\/$/, '') + route
}

/** The address of an {id} page's document in the other locale: its slug there, else its Czech one. */
export function switchDocument(
  locale: Locale,
  route: DocumentRoute,
  id: string,
  slugs: LocalizedSlugs | null,
): string {
  const target = otherLocale(locale)
  const slug = slugs?.[target] ?? slugs?.[defaultLocale] ?? id
  return localizedHref({ pathname: route, params: { id: slug } }, target)
}

/**
 * The navbar's language switch: a link to the same page in the other language, rendered on the
 * server, so that it is right without JavaScript too. The locale layout's @languageSwitch slot
 * gives every page its own (`href`): an {id} page links to its document's slug in the other
 * language (`/en/events/networking-under-the-arch` → `/akce/networking-pod-klenbou`). Choosing it
 * stores the chosen locale (SiteEffects), so that `/` does not send the visitor back. The navbar
 * styles it where it places it.
 */
export async function LanguageSwitch({ locale, href }: { locale: Locale; href: string }) {
  const target = otherLocale(locale)
  const t = await getTranslations({ locale, namespace: 'languageSwitch' })
  // `display: contents` around the link: the slot is a route segment, and Next.js' router takes the
  // first segment of a navigation that has a box as what to scroll to; the link, in the fixed
  // navbar, would always be "in view", and no page would start at its top. A box-less wrapper lets
  // the page's own segment decide (node_modules/next/dist/client/components/layout-router.js).
  return (
    <span className="contents">
      <a href={href} hrefLang={target} lang={target} data-language-switch="">
        <span aria-hidden="true">{t('label')}</span>
        <span className="sr-only">{`${t('label')} – ${t('name')}`}</span>
      </a>
    </span>
  )
}

/**
 * The language switch of an {id} page (the @languageSwitch slot beside it): the document the page
 * shows, read as the page reads it (its own cached read, or the draft in a staff preview), linked
 * by its slug in the other language.
 */
export async function DocumentLanguageSwitch({
  locale,
  id,
  route,
  read,
}: {
  locale: Locale
  id: string
  route: DocumentRoute
  read: (slug: string, locale: Locale, options: { draft?: boolean }) => Promise<{ slugs: LocalizedSlugs } | null>
}) {
  const doc = await readDocument(read, id, locale)
  return <LanguageSwitch locale={locale} href={switchDocument(locale, route, decodeURIComponent(id), doc?.slugs ?? null)} />
}
