import { RichText } from '@/components/richtext/RichText'
import type { Locale } from '@/i18n/locales'
import type { SitePage } from '@/lib/pages/queries'

type Props = { page: SitePage; locale: Locale; className?: string }

/** The body of a CMS text page (story, history, memberzone, privacy, careers) in the site's type. */
export function CmsText({ page, locale, className = '' }: Props) {
  if (!page.body) return null
  return (
    <RichText
      content={page.body}
      locale={locale}
      videoTitle={page.title}
      lang={locale}
      className={`max-w-2xl [&>:first-child]:mt-0 ${className}`}
    />
  )
}
