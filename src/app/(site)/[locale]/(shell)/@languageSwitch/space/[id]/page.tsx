import { LanguageSwitch, switchDocument } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'
import { readDocument } from '@/lib/content/documentRoute'
import { getSpaceBySlug } from '@/lib/spaces/queries'

type Props = { params: Promise<{ locale: Locale; id: string }> }

/** Rendered on request and cached, as the page beside it. */
export function generateStaticParams() {
  return []
}

/** The language switch of a space's page: its slug in the other language (the page's own cached read). */
export default async function SpaceLanguageSwitch({ params }: Props) {
  const { locale, id } = await params
  const slug = decodeURIComponent(id)
  const doc = await readDocument(getSpaceBySlug, id, locale)
  return <LanguageSwitch locale={locale} href={switchDocument(locale, '/space/[id]', slug, doc?.slugs ?? null)} />
}
