import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteShell } from '@/components/site/SiteDocument'
import type { Locale } from '@/i18n/locales'

/** `languageSwitch`: the navbar's language switch, from the @languageSwitch slot (an {id} page's own). */
type Props = { children: ReactNode; languageSwitch: ReactNode; params: Promise<{ locale: string }> }

/** Navbar, main and footer around every page of the site (the root layout checked the locale). */
export default async function ShellLayout({ children, languageSwitch, params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return (
    <SiteShell locale={locale} languageSwitch={languageSwitch}>
      {children}
    </SiteShell>
  )
}
