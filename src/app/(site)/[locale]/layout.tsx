import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteDocument } from '@/components/site/SiteDocument'
import { siteUrl } from '@/env'
import { routing } from '@/i18n/routing'

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
  return <SiteDocument locale={locale}>{children}</SiteDocument>
}
