import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Confirmation } from '@/components/forms/Confirmation'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'contactConfirm' })
  return pageMetadata({ locale, href: '/contact-form-confirm', title: t('metaTitle'), noindex: true })
}

/** After the contact form: "thank you". */
export default async function ContactFormConfirmPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('contactConfirm')
  return <Confirmation title={t('title')} text={t('text')} home={t('home')} breadcrumb={<BreadcrumbJsonLd locale={locale} trail={[{ name: t('metaTitle'), href: '/contact-form-confirm' }]} />} />
}
