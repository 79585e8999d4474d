import { LanguageSwitch, switchDocument } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'
import { readDocument } from '@/lib/content/documentRoute'
import { getPostBySlug } from '@/lib/blog/queries'

type Props = { params: Promise<{ locale: Locale; id: string }> }

/** Rendered on request and cached, as the page beside it. */
export function generateStaticParams() {
  return []
}

/** The language switch of an article's page: its slug in the other language (the page's own cached read). */
export default async function ArticleLanguageSwitch({ params }: Props) {
  const { locale, id } = await params
  const slug = decodeURIComponent(id)
  const doc = await readDocument(getPostBySlug, id, locale)
  return <LanguageSwitch locale={locale} href={switchDocument(locale, '/blog/[id]', slug, doc?.slugs ?? null)} />
}
