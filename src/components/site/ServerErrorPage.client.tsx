'use client'

import { useEffect } from 'react'

import { buttonClasses } from '@/components/ui/Button'

import { isChunkLoadError, reloadOnceForChunkError } from './chunkReload'
import { ErrorPage } from './ErrorPage'

/** The texts of the 500 page: keys of the `error` namespace (messages/*.json). */
type ServerErrorKey = 'label' | 'banner' | '500.title' | '500.subtitle' | '500.refresh' | '500.home' | '500.contact'

type Props = {
  error: Error & { digest?: string }
  /** The `error` namespace's translator, however the boundary gets it (provider or its own messages). */
  t: (key: ServerErrorKey, values?: { status: number }) => string
  homeHref: string
  /** The contact page, where the site's layout still stands to lead there. */
  contactHref?: string
}

/**
 * The 500 page of the site's two error boundaries: a render error in a page
 * (app/(site)/[locale]/(shell)/error.tsx) and in the root layout itself (app/global-error.tsx). A
 * failed chunk load reloads the page once instead; any other error is logged. Its links are plain
 * anchors: a full page load is the surest way out of a broken page, and next-intl's navigation
 * would double its code.
 */
export function ServerErrorPage({ error, t, homeHref, contactHref }: Props) {
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
          <a href={homeHref} className={buttonClasses({ variant: 'secondary' })}>
            {t('500.home')}
          </a>
          {contactHref ? (
            <a href={contactHref} className={buttonClasses({ variant: 'ghost' })}>
              {t('500.contact')}
            </a>
          ) : null}
        </>
      }
    />
  )
}
