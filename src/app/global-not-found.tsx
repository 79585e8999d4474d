import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/site/NotFoundContent.client'
import { LanguageSwitch, otherLocale } from '@/components/site/LanguageSwitch'
import { SiteDocument, SiteShell } from '@/components/site/SiteDocument'
import { switchLocalePath } from '@/i18n/switchPath'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { NOT_FOUND_LOCALE_HEADER, NOT_FOUND_PATH_HEADER } from '@/i18n/knownDocuments'
import { siteConfig } from '@/lib/site/config'
import { getSiteSettings } from '@/lib/site/queries'

import './globals.css'

/** A malformed escape (`/a%zz`) stays as typed: a visitor's bad path is a 404, never a 500. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** The language and path of the request the locale proxy found to be missing. */
async function missing(): Promise<{ locale: Locale; path: string | undefined }> {
  const h = await headers()
  const locale = h.get(NOT_FOUND_LOCALE_HEADER)
  const path = h.get(NOT_FOUND_PATH_HEADER)
  return { locale: isLocale(locale) ? locale : defaultLocale, path: path ? decoded(path) : undefined }
}

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await missing()
  const t = await getTranslations({ locale, namespace: 'error' })
  const site = await getTranslations({ locale, namespace: 'metadata' })
  return { title: `${t('404.title')} · ${site('siteName')}`, description: t('404.subtitle') }
}

/**
 * The 404 page, rendered on the server with status 404, navbar and footer in the language of the
 * path: for a path outside the routing table and for an {id} no published document has (the locale
 * proxy sends both here, see src/i18n/knownDocuments.ts), and for a request outside the locales
 * (`/wp-login.php`: Czech).
 */
export default async function GlobalNotFound() {
  const { locale, path } = await missing()
  setRequestLocale(locale)
  const settings = await getSiteSettings(locale).catch(() => null)
  return (
    <SiteDocument locale={locale}>
      <SiteShell locale={locale} languageSwitch={<LanguageSwitch locale={locale} href={switchLocalePath(path ?? '/', otherLocale(locale))} />}>
        <NotFoundContent requestedPath={path} bookingUrl={settings?.booking.trialDayUrl ?? siteConfig.calendarBookingUrl} />
      </SiteShell>
    </SiteDocument>
  )
}
