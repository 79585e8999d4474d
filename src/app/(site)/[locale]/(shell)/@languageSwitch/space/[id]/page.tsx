import { DocumentLanguageSwitch } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'
import { getSpaceBySlug } from '@/lib/spaces/queries'

type Props = { params: Promise<{ locale: Locale; id: string }> }

/** The language switch of a space's page: its slug in the other language (the page's own cached read). */
export default async function SpaceLanguageSwitch({ params }: Props) {
  const { locale, id } = await params
  return <DocumentLanguageSwitch locale={locale} id={id} route="/space/[id]" read={getSpaceBySlug} />
}
