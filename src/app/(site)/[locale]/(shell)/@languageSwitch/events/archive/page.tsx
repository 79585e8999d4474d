import { LanguageSwitch, switchRoute } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

/** The archive's switch: its address would otherwise be read as an event's ({id} `archive`). */
export default async function ArchiveLanguageSwitch({ params }: Props) {
  const { locale } = await params
  return <LanguageSwitch locale={locale} href={switchRoute(locale, '/events/archive')} />
}
