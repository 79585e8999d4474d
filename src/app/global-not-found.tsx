import type { Metadata } from 'next'
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'

import { ErrorPage } from '@/components/site/ErrorPage'
import { RequestedPath } from '@/components/site/RequestedPath.client'
import { buttonClasses } from '@/components/ui/Button'
import { defaultLocale } from '@/i18n/locales'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'error' })
  return { title: t('404.title'), robots: { index: false } }
}

/**
 * Requests that match no root layout at all (e.g. a path with a file extension, which the locale
 * proxy skips). The localised 404 with navbar and footer is (site)/[locale]/not-found.tsx.
 */
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'error' })
  return (
    <html lang={defaultLocale}>
      <body>
        <main id="main">
          <ErrorPage
            status={404}
            label={t('label')}
            bannerText={t('banner', { status: 404 })}
            title={t('404.title')}
            subtitle={t('404.subtitle')}
            detail={<RequestedPath template={t.raw('404.path') as string} />}
            actions={
              <NextLink href="/" className={buttonClasses()}>
                {t('404.home')}
              </NextLink>
            }
          />
        </main>
      </body>
    </html>
  )
}
