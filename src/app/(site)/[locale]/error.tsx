'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { isChunkLoadError, reloadOnceForChunkError } from '@/components/site/chunkReload'
import { ErrorPage } from '@/components/site/ErrorPage'
import { buttonClasses } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'

/**
 * A render error in any page: the 500 page (the response status is 500 when it happens on the
 * server). A failed chunk load reloads the page once instead.
 */
export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('error')

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
          <Link href="/" className={buttonClasses({ variant: 'secondary' })}>
            {t('500.home')}
          </Link>
          <Link href="/contact" prefetch={false} className={buttonClasses({ variant: 'ghost' })}>
            {t('500.contact')}
          </Link>
        </>
      }
    />
  )
}
