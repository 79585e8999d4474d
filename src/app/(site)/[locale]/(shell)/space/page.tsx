import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactCallout } from '@/components/contact/ContactCallout'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import { PageHeader } from '@/components/page/PageHeader'
import { SpacesTabs } from '@/components/spaces/SpacesTabs'
import type { Locale } from '@/i18n/locales'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteSettings } from '@/lib/site/queries'
import { getSpaces } from '@/lib/spaces/queries'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'spaces.meta' }), getPage('spaces', locale)])
  return pageMetadata({ locale, href: '/space', title: t('title'), description: t('description'), seo: page?.seo })
}

export default async function SpacesPage({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'spaces' })
  const [spaces, settings, page] = await Promise.all([getSpaces(locale), getSiteSettings(locale), getPage('spaces', locale)])
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('meta.title'), href: '/space' }]} />
      <PageHeader eyebrow={t('eyebrow')} title={page?.title ?? t('title')} lead={page?.lead ?? t('lead')} />
      <div className="mx-auto max-w-site px-5 pb-16 sm:px-8">
        <SpacesTabs locale={locale} spaces={spaces} vatPercent={settings.vatPercent} />
      </div>
      <ContactCallout locale={locale} settings={settings} title={t('contact.title')} text={t('contact.text')} />
    </>
  )
}
