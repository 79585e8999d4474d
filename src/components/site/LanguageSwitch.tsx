import { getTranslations } from 'next-intl/server'

import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { localizedHref } from '@/i18n/href'
import { pathnames } from '@/i18n/pathnames'
import { type DocumentRoute, readDocument } from '@/lib/content/documentRoute'
import type { LocalizedSlugs } from '@/lib/content/types'
import { blogQueryParams, parseBlogQuery } from '@/lib/blog/list'
import { contactTopicOf } from '@/lib/contact/topics'
import { eventListParams, parseEventListQuery } from '@/lib/events/list'
import { cut, LIMITS } from '@/lib/forms/limits'

import { ListSwitchLink } from './ListSwitchLink.client'

/** The locale a page's language switch leads to. */
export const otherLocale = (locale: Locale): Locale => locales.find((l) => l !== locale) ?? defaultLocale

type Route = keyof typeof pathnames
/** A page's query string as Next.js gives it to the page (`searchParams`). */
export type PageSearch = Record<string, string | string[] | undefined>

const pageOnly = (search: PageSearch) => eventListParams({ page: parseEventListQuery(search).page })

/**
 * The query a page reads, as the page's own links write it: what the switch keeps (a list's filters
 * and page: `/akce?tag=workshop` → `/en/events?tag=workshop`). Other pages keep none: their HTML
 * does not depend on a query, and a token or a tracking tag has no business in the other language.
 */
const KEPT_QUERY: Partial<Record<Route, (search: PageSearch) => Record<string, string>>> = {
  '/events': (search) => eventListParams(parseEventListQuery(search)),
  '/events/archive': pageOnly,
  '/events_old': pageOnly,
  '/blog': (search) => blogQueryParams(parseBlogQuery(search)),
  // A space's enquiry link (src/lib/spaces/booking.ts): the form's topic and where it came from.
  '/contact': (search) => {
    const topic = contactTopicOf(search.topic)
    const from = cut(String([search.from].flat()[0] ?? ''), LIMITS.short)
    return { ...(topic ? { topic } : {}), ...(from ? { from } : {}) }
  },
  // The thank-you page after a registration says which one by its signed reference (never a cancel token).
  '/registration-confirm': (search): Record<string, string> => {
    const ref = cut(String([search.ref].flat()[0] ?? ''), LIMITS.short)
    return ref ? { ref } : {}
  },
}

/** The routes whose switch keeps the query: their @languageSwitch page reads `searchParams`. */
export const keepsQuery = (route: string): boolean => route in KEPT_QUERY
/** The lists, whose "load more" writes the page it reached into the address (ListSwitchLink). */
export const isList = (route: string): boolean => keepsQuery(route) && route !== '/contact' && route !== '/registration-confirm'

/**
 * The address of a page without parameters (`/about`) in the other locale: `/en/about`; a list
 * with the filters and page of `search`.
 */
export function switchRoute(locale: Locale, route: string, search: PageSearch = {}): string {
  const target = otherLocale(locale)
  if (!(route in pathnames)) return localizedHref('/', target).replace(/\/$/, '') + route
  return localizedHref({ pathname: route as Route, query: KEPT_QUERY[route as Route]?.(search) }, target)
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
 * language (`/en/events/networking-under-the-arch` → `/akce/networking-pod-klenbou`). The page it
 * opens stores the chosen locale (src/lib/http/localeCookie.mjs); `/` never sends it back. The navbar
 * styles it where it places it.
 */
export async function LanguageSwitch({ locale, href, list = false }: { locale: Locale; href: string; list?: boolean }) {
  const target = otherLocale(locale)
  const t = await getTranslations({ locale, namespace: 'languageSwitch' })
  // A list's link follows the page "load more" reached (ListSwitchLink); elsewhere no script at all.
  const Anchor = list ? ListSwitchLink : 'a'
  // `display: contents` around the link: the slot is a route segment, and Next.js' router takes the
  // first segment of a navigation that has a box as what to scroll to; the link, in the fixed
  // navbar, would always be "in view", and no page would start at its top. A box-less wrapper lets
  // the page's own segment decide (node_modules/next/dist/client/components/layout-router.js).
  return (
    <span className="contents">
      <Anchor href={href} hrefLang={target} lang={target} data-language-switch="">
        <span aria-hidden="true">{t('label')}</span>
        <span className="sr-only">{`${t('label')} – ${t('name')}`}</span>
      </Anchor>
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
