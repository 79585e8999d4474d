import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { preload } from 'react-dom'

import { Consent } from '@/components/consent/Consent.client'
import { ConsentBanner } from '@/components/consent/ConsentBanner'
import type { Locale } from '@/i18n/locales'
import { consentSetup } from '@/lib/consent/thirdParties'
import { pageNonce } from '@/lib/security/nonce'
import { buildId } from '@/lib/site/buildId'
import { FONT_PRELOADS } from '@/lib/site/fonts'

import { ClientIntl } from './ClientIntl'
import { Footer } from './Footer'
import { Navbar } from './Navbar'
import { SiteEffects } from './SiteEffects.client'

/**
 * The site's document in one language: `<html lang>`, fonts, skip link, the consent banner; its
 * children are the SiteShell. The root (locale) layout renders it and the (shell) layout inside it
 * renders the shell: a root layout with a slot besides `children` (@languageSwitch) is rendered
 * twice by Next.js, the second time as its 404 boundary in every page's RSC payload (navbar, footer
 * and messages again: 12 KB per page; app-render/create-component-tree.js,
 * `isRootLayoutWithChildrenSlotAndAtLeastOneMoreSlot`). The global 404 page renders both.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale })
  const t = await getTranslations({ locale, namespace: 'site' })
  const consent = await consentSetup(locale)
  // The proxy's nonce of this page, for the banner's inline script (Next.js puts it on its own).
  const nonce = await pageNonce()

  // Czech text needs latin-ext (č ř š ž ů ě) at once; English pages rarely do.
  const fonts = locale === 'cs' ? [...FONT_PRELOADS.latin, ...FONT_PRELOADS['latin-ext']] : FONT_PRELOADS.latin
  for (const href of fonts) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })

  return (
    <html lang={locale}>
      {/* The App Router's own <head> (this component is the root layout's document), not next/head. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <noscript>
          {/* Without JavaScript, tab buttons do nothing: hide them and show every panel, one after another
              (HashTabs; `!important` against Tailwind's preflight rule for [hidden]). Nor does the
              consent settings link do anything; without JavaScript no third party can load anyway. */}
          <style>
            {'.tabs-list,.consent-settings{display:none}' +
              '[data-hash-tabs] [role=tabpanel]{display:block!important}[data-hash-tabs] [role=tablist]{display:none!important}'}
          </style>
        </noscript>
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-ink px-4 py-3 text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('skipLink')}
        </a>
        {/* Before the page: a keyboard or screen reader user meets the choice first. */}
        {consent ? <ConsentBanner setup={consent} nonce={nonce} /> : null}
        {/* Client components get only the messages they need: the error and 404 pages'. */}
        <ClientIntl locale={locale} messages={{ error: messages.error, site: messages.site }}>
          {children}
          {consent ? <Consent setup={consent} /> : null}
          <SiteEffects buildId={buildId()} />
        </ClientIntl>
      </body>
    </html>
  )
}

/**
 * Navbar, main and footer of a page. `languageSwitch`: the navbar's switch as the page renders it
 * (the (shell) layout's @languageSwitch slot).
 */
export async function SiteShell({ locale, languageSwitch, children }: { locale: Locale; languageSwitch: ReactNode; children: ReactNode }) {
  const consent = await consentSetup(locale)
  return (
    <>
      <Navbar locale={locale} languageSwitch={languageSwitch} />
      <main id="main" tabIndex={-1} className="pt-(--nav-h) outline-none">
        {children}
      </main>
      <Footer locale={locale} consentLink={consent?.texts.settingsLink} />
    </>
  )
}
