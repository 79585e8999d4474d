import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { preload } from 'react-dom'

import { BannerRestart } from '@/components/site/BannerRestart.client'
import { ChunkReloadGuard } from '@/components/site/ChunkReloadGuard.client'
import { Footer } from '@/components/site/Footer'
import { LocaleCookie } from '@/components/site/LocaleCookie.client'
import { Navbar } from '@/components/site/Navbar'
import { siteUrl } from '@/cms/env'
import { routing } from '@/i18n/routing'
import { FONT_PRELOADS } from '@/lib/site/fonts'

import '../../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * No locale is rendered at build time: every page is rendered on its first request and then served
 * from the cache (ISR), so a build never needs the database and absolute URLs use the SITE_URL
 * of the running server.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
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
  const messages = await getMessages()
  const t = await getTranslations({ locale, namespace: 'site' })

  // Czech text needs latin-ext (č ř š ž ů ě) at once; English pages rarely do.
  const fonts = locale === 'cs' ? [...FONT_PRELOADS.latin, ...FONT_PRELOADS['latin-ext']] : FONT_PRELOADS.latin
  for (const href of fonts) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })

  return (
    <html lang={locale}>
      <head>
        <noscript>
          {/* Without JavaScript, tab buttons do nothing: hide them (the panels show one after another). */}
          <style>{'.tabs-list{display:none}'}</style>
        </noscript>
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-ink px-4 py-3 text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('skipLink')}
        </a>
        {/* Client components get only the messages they need: the error and 404 pages'. */}
        <NextIntlClientProvider messages={{ error: messages.error, site: messages.site }}>
          <Navbar locale={locale} />
          <main id="main" tabIndex={-1} className="pt-(--nav-h) outline-none">
            {children}
          </main>
          <Footer locale={locale} />
        </NextIntlClientProvider>
        <LocaleCookie locale={locale} />
        <ChunkReloadGuard />
        <BannerRestart />
      </body>
    </html>
  )
}
