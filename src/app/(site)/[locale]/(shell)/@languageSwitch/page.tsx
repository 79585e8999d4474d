import { LanguageSwitch, switchRoute } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

/** The home page's language switch. */
export default async function HomeLanguageSwitch({ params }: Props) {
  const { locale } = await params
  return <LanguageSwitch locale={locale} href={switchRoute(locale, '/')} />
}
