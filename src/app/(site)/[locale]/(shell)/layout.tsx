import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PreviewBar } from '@/components/site/PreviewBar.client'
import { SiteShell } from '@/components/site/SiteDocument'
import { siteUrl } from '@/env'
import type { Locale } from '@/i18n/locales'
import { isDraftMode } from '@/lib/content/preview'

/** `languageSwitch`: the navbar's language switch, from the @languageSwitch slot (an {id} page's own). */
type Props = { children: ReactNode; languageSwitch: ReactNode; params: Promise<{ locale: string }> }

/** Navbar, main and footer around every page of the site (the root layout checked the locale). */
export default async function ShellLayout({ children, languageSwitch, params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = (await isDraftMode()) ? await getTranslations({ locale, namespace: 'preview' }) : null
  return (
    <SiteShell locale={locale} languageSwitch={languageSwitch}>
      {t && <PreviewBar text={t('bar')} exit={t('exit')} serverURL={new URL(siteUrl()).origin} />}
      {children}
    </SiteShell>
  )
}
