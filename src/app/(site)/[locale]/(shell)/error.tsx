'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { isChunkLoadError, reloadOnceForChunkError } from '@/components/site/chunkReload'
import { ErrorPage } from '@/components/site/ErrorPage'
import { buttonClasses } from '@/components/ui/Button'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/href'

/**
 * A render error in any page: the 500 page (the response status is 500 when it happens on the
 * server; a database outage is the root layout's 503 page instead). A failed chunk load reloads the page once instead. Its links are plain anchors: a full page load is the
 * surest way out of a broken page, and next-intl's navigation would double its code.
 * app/global-error.tsx renders the same page on purpose without sharing a component with it: a
 * module both boundaries import is put into both of their chunks (134 B more gzipped JavaScript on
 * every page, measured with scripts/bench/js-weight.ts).
 */
export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('error')
  const active = useLocale()
  const locale = isLocale(active) ? active : defaultLocale

  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError()
    else console.error(error)
  }, [error])

  return (
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
  )
}
