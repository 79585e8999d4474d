import { LanguageSwitch, type PageSearch, switchRoute } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<PageSearch> }

/** The archive's switch (its address would otherwise be read as an event's, {id} `archive`), with its page. */
export default async function ArchiveLanguageSwitch({ params, searchParams }: Props) {
  const { locale } = await params
  return <LanguageSwitch locale={locale} href={switchRoute(locale, '/events/archive', await searchParams)} list />
}
