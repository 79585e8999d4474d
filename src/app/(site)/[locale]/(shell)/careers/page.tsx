import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { JobList } from '@/components/careers/JobList'
import { CmsText } from '@/components/page/CmsText'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import { PageHeader, Section } from '@/components/page/PageHeader'
import type { Locale } from '@/i18n/locales'
import { getJobOpenings } from '@/lib/careers/queries'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteSettings } from '@/lib/site/queries'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'careers.meta' }), getPage('careers', locale)])
  return pageMetadata({ locale, href: '/careers', title: t('title'), description: t('description'), seo: page?.seo })
}

export default async function CareersPage({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const [t, page, jobs, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'careers' }),
    getPage('careers', locale),
    getJobOpenings(locale),
    getSiteSettings(locale),
  ])
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('meta.title'), href: '/careers' }]} />
      <PageHeader eyebrow={t('eyebrow')} title={page?.title ?? t('title')} lead={page?.lead ?? null} />
      <Section id="positions" title={t('openTitle')} className="!pt-4">
        <JobList jobs={jobs} locale={locale} fallbackEmail={settings.contact.email} />
      </Section>
      {page?.body ? (
        <Section id="working-here" tone="white">
          <CmsText page={page} locale={locale} />
        </Section>
      ) : null}
    </>
  )
}
