import { LanguageSwitch, switchRoute } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

/**
 * The @languageSwitch slot of the shell layout (src/app/(site)/[locale]/(shell)/layout.tsx): the navbar's
 * language switch as each page wants it. Every route has its page here (`[...rest]` for pages
 * without parameters, one per {id} route); this default is only a fallback, to the home page.
 */
export default async function DefaultLanguageSwitch({ params }: Props) {
  const { locale } = await params
  return <LanguageSwitch locale={locale} href={switchRoute(locale, '/')} />
}
