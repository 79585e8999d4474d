import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Confirmation } from '@/components/forms/Confirmation'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'meetingConfirm' })
  return pageMetadata({ locale, href: '/calendly-meeting-confirm', title: t('metaTitle'), noindex: true })
}

/** After a booking in the calendar service: the community manager confirms by e-mail. */
export default async function MeetingConfirmPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('meetingConfirm')
  return <Confirmation title={t('title')} text={t('text')} home={t('home')} breadcrumb={<BreadcrumbJsonLd locale={locale} trail={[{ name: t('metaTitle'), href: '/calendly-meeting-confirm' }]} />} />
}
