import { isList, keepsQuery, LanguageSwitch, type PageSearch, switchRoute } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; rest: string[] }>; searchParams: Promise<PageSearch> }

/**
 * The language switch of a page without parameters (`/o-nas` → `/en/about`); a list's keeps its
 * filters and page (`/akce?tag=workshop` → `/en/events?tag=workshop`). Only a page that already
 * renders per query string reads it (the page cache keeps each URL on its own).
 */
export default async function RouteLanguageSwitch({ params, searchParams }: Props) {
  const { locale, rest } = await params
  const route = `/${rest.join('/')}`
  return <LanguageSwitch locale={locale} href={switchRoute(locale, route, keepsQuery(route) ? await searchParams : {})} list={isList(route)} />
}
