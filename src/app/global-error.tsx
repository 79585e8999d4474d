'use client'

import { usePathname } from 'next/navigation'
import { createTranslator } from 'next-intl'
import { useEffect } from 'react'

import { isChunkLoadError, reloadOnceForChunkError } from '@/components/site/chunkReload'
import { ErrorPage } from '@/components/site/ErrorPage'
import { buttonClasses } from '@/components/ui/Button'
import { localizedHref } from '@/i18n/href'
import { localeOfPath } from '@/lib/http/localeCookie.mjs'

import { ERROR_MESSAGES } from '@/i18n/errorMessages'

import './globals.css'

/**
 * An error in the root layout itself or in the navbar or footer (spec section 2: "the app root shows
 * the error page whenever a global error exists"): the 500 page (a database outage is the root
 * layout's 503 page instead). It replaces the whole document, so it picks its language from the
 * path. Its page is the one of (site)/[locale]/(shell)/error.tsx,
 * written out again: see there why.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const pathname = usePathname() ?? '/'
  const locale = localeOfPath(pathname)
  const t = createTranslator({ locale, messages: { error: ERROR_MESSAGES[locale] }, namespace: 'error' })

  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError()
    else console.error(error)
  }, [error])

  return (
    <html lang={locale}>
      <body>
        <main id="main">
          <ErrorPage
            status={500}
            label={t('label')}
            bannerText={t('banner', { status: 500 })}
            title={t('500.title')}
            subtitle={t('500.subtitle')}
            actions={
              <>
                <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
                  {t('500.refresh')}
                </button>
                <a href={localizedHref('/', locale)} className={buttonClasses({ variant: 'secondary' })}>
                  {t('500.home')}
                </a>
                <a href={localizedHref('/contact', locale)} className={buttonClasses({ variant: 'ghost' })}>
                  {t('contact')}
                </a>
              </>
            }
          />
        </main>
      </body>
    </html>
  )
}
