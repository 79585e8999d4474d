'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'

import { buttonClasses, ExternalButtonLink } from '@/components/ui/Button'
import { Link } from '@/i18n/link'
import { siteConfig } from '@/lib/site/config'

import { ErrorPage } from './ErrorPage'

/**
 * The 404 page's content. A client component on purpose: not-found renders outside the page's
 * request locale, where next-intl's server functions would read request headers and make the
 * cached (ISR) render fail; the layout's provider already holds the locale and these messages.
 */
export function NotFoundContent({ requestedPath, bookingUrl = siteConfig.calendarBookingUrl }: { requestedPath?: string; bookingUrl?: string }) {
  const t = useTranslations('error')
  const tSite = useTranslations('site')
  const pathname = usePathname()
  // The global 404 page knows the visitor's path from the proxy; elsewhere it is the URL's.
  let path = requestedPath ?? pathname
  try {
    path = decodeURI(pathname)
  } catch {
    // keep it encoded
  }
  return (
    <ErrorPage
      status={404}
      label={t('label')}
      bannerText={t('banner', { status: 404 })}
      title={t('404.title')}
      subtitle={t('404.subtitle')}
      detail={t('404.path', { path })}
      actions={
        <>
          <Link href="/" className={buttonClasses()}>
            {t('404.home')}
          </Link>
          <ExternalButtonLink href={bookingUrl} variant="secondary" newTabLabel={tSite('newTab')}>
            {t('404.coffee')}
          </ExternalButtonLink>
          <Link href="/contact" className={buttonClasses({ variant: 'ghost' })}>
            {t('contact')}
          </Link>
        </>
      }
    />
  )
}
