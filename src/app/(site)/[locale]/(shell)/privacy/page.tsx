import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CmsText } from '@/components/page/CmsText'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import { PageHeader } from '@/components/page/PageHeader'
import type { Locale } from '@/i18n/locales'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'privacy.meta' }), getPage('privacy', locale)])
  return pageMetadata({ locale, href: '/privacy', title: t('title'), description: t('description'), seo: page?.seo })
}

export default async function PrivacyPage({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'privacy' }), getPage('privacy', locale)])
  if (!page) notFound()
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('meta.title'), href: '/privacy' }]} />
      <PageHeader eyebrow={t('eyebrow')} title={page.title} lead={page.lead} />
      <div className="mx-auto max-w-site px-5 pb-20 sm:px-8 lg:pb-28">
        <div className="border-t border-line pt-10">
          <CmsText page={page} locale={locale} />
        </div>
      </div>
    </>
  )
}
