import { DocumentLanguageSwitch } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'
import { getEventBySlug } from '@/lib/events/queries'

type Props = { params: Promise<{ locale: Locale; id: string }> }

/** The language switch of an event's page: its slug in the other language (the page's own cached read). */
export default async function EventLanguageSwitch({ params }: Props) {
  const { locale, id } = await params
  return <DocumentLanguageSwitch locale={locale} id={id} route="/events/[id]" read={getEventBySlug} />
}
