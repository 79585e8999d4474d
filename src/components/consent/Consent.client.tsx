'use client'

import { usePathname } from 'next/navigation'
import { useLocale } from 'next-intl'
import { useEffect } from 'react'

import type { Locale } from '@/i18n/locales'
import { templateOf } from '@/i18n/switchPath'

import type { ConsentSetup } from '@/lib/consent/setup'

/**
 * The cookie consent banner and the third parties behind it, rendered only when at least one is
 * configured (src/components/site/SiteDocument.tsx). This component is small and always the same;
 * the choice and the loaders come in their own chunk (./run), fetched after the page has hydrated.
 * A page view is reported on every navigation, carrying the route's name from the routing table (`events-id___cs___default`), once the visitor has agreed to analytics.
 */
export function Consent({ setup }: { setup: ConsentSetup }) {
  const locale = useLocale() as Locale
  // next-intl's usePathname decodes the URL with a bare decodeURI: a 404 at `/akce/%ff` would fail.
  const path = usePathname()
  const template = templateOf(path)
  useEffect(() => {
    void import('./run').then(({ startConsent }) => startConsent(setup))
    // One banner per document: the setup only changes with a new page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    void import('./run').then(({ pageView }) => pageView({ template, locale, path }))
  }, [template, locale, path])
  return null
}
