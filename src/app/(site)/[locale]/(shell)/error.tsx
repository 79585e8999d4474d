'use client'

import { useLocale, useTranslations } from 'next-intl'

import { ServerErrorPage } from '@/components/site/ServerErrorPage.client'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { localizedPath } from '@/lib/mail/paths'

/**
 * A render error in any page: the 500 page (the response status is 500 when it happens on the
 * server), inside the site's layout, in the page's language.
 */
export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('error')
  const active = useLocale()
  const locale = isLocale(active) ? active : defaultLocale
  return <ServerErrorPage error={error} t={t} homeHref={localizedPath(locale, '/')} contactHref={localizedPath(locale, '/contact')} />
}
