import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ErrorPage } from '@/components/site/ErrorPage'
import { SiteDocument } from '@/components/site/SiteDocument'
import { buttonClasses } from '@/components/ui/Button'
import { siteUrl } from '@/env'
import { localizedHref } from '@/i18n/href'
import type { Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { getSiteSettings } from '@/lib/site/queries'

import '../../globals.css'

/**
 * The root layout: the document in the page's language. Navbar and footer are the (shell) layout's,
 * with the @languageSwitch slot: a root layout with a second slot is rendered twice by Next.js
 * (SiteDocument).
 */
type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * Every page is rendered when it is asked for, never at build time: a build needs no database,
 * absolute URLs use the running server's SITE_URL, and each render carries the nonce of its own
 * policy (src/proxy.ts). Pages are kept by the page cache in front of Next.js (src/server/pageCache.mjs).
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  // A first segment that is no locale (`/wp-login.php`, `/favicon.png`: the locale proxy skips
  // paths with a file extension) is the global 404 page, never a render error.
  if (!hasLocale(routing.locales, locale)) notFound()
  const t = await getTranslations({ locale, namespace: 'metadata' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('siteName'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    icons: { icon: { url: '/favicon.svg', type: 'image/svg+xml' } },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  // Every page reads the site settings first (navbar, footer): while the database can't be read,
  // the page is the 503 page, rendered here so that it shows without JavaScript (a thrown error
  // reaches the error boundaries, which render only in the browser). The failed read already told
  // the page cache, which answers 503 with Retry-After (src/lib/render.ts).
  const readable = await getSiteSettings(locale).then(
    () => true,
    () => false,
  )
  if (!readable) return <Unavailable locale={locale} />
  return <SiteDocument locale={locale}>{children}</SiteDocument>
}

/** The page of any status other than 404 and 500 (spec section 2): the banner and a way to reach us. */
async function Unavailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'error' })
  return (
    <html lang={locale}>
      <body>
        <main id="main">
          <ErrorPage
            status={503}
            label={t('label')}
            bannerText={t('banner', { status: 503 })}
            actions={
              <a href={localizedHref('/contact', locale)} className={buttonClasses({ variant: 'secondary' })}>
                {t('contact')}
              </a>
            }
          />
        </main>
      </body>
    </html>
  )
}
