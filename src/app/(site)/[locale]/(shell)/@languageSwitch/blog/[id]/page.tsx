import { DocumentLanguageSwitch } from '@/components/site/LanguageSwitch'
import type { Locale } from '@/i18n/locales'
import { getPostBySlug } from '@/lib/blog/queries'

type Props = { params: Promise<{ locale: Locale; id: string }> }

/** The language switch of an article's page: its slug in the other language (the page's own cached read). */
export default async function ArticleLanguageSwitch({ params }: Props) {
  const { locale, id } = await params
  return <DocumentLanguageSwitch locale={locale} id={id} route="/blog/[id]" read={getPostBySlug} />
}
