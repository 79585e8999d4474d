import { LanguageSwitch, switchRoute } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; rest: string[] }> }

/** The language switch of a page without parameters (`/o-nas` → `/en/about`). */
export default async function RouteLanguageSwitch({ params }: Props) {
  const { locale, rest } = await params
  return <LanguageSwitch locale={locale} href={switchRoute(locale, `/${rest.join('/')}`)} />
}
