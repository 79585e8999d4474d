import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Confirmation } from '@/components/forms/Confirmation'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import { confirmNewsletterSubscription, type ConfirmOutcome } from '@/lib/newsletter/subscribe'
import { pageMetadata } from '@/lib/seo/metadata'

/** Reads the query string: rendered per request (its data reads are still cached). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ token?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'newsletterConfirm' })
  // The token in the address must not travel on to other sites.
  return pageMetadata({ locale, href: '/newsletter-subscription', title: t('metaTitle'), noindex: true, noReferrer: true })
}

/**
 * Without a token (right after subscribing): "check your e-mail". With the token of the mail's link:
 * confirms the subscription and says so.
 */
export default async function NewsletterSubscriptionPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('newsletterConfirm')
  const { token } = await searchParams
  const crumb = <BreadcrumbJsonLd locale={locale} trail={[{ name: t('metaTitle'), href: '/newsletter-subscription' }]} />
  if (token === undefined) return <Confirmation title={t('checkTitle')} text={t('checkText')} home={t('home')} breadcrumb={crumb} />

  let outcome: ConfirmOutcome | 'failed'
  try {
    outcome = await confirmNewsletterSubscription(await payloadClient(), Array.isArray(token) ? token[0] : token)
  } catch (error) {
    console.error('[newsletter] confirmation failed:', error instanceof Error ? error.message : error)
    outcome = 'failed'
  }
  if (outcome === 'confirmed') return <Confirmation title={t('confirmedTitle')} text={t('confirmedText')} home={t('home')} breadcrumb={crumb} />
  if (outcome === 'used') return <Confirmation title={t('usedTitle')} text={t('usedText')} home={t('home')} breadcrumb={crumb} />
  if (outcome === 'expired') return <Confirmation tone="problem" title={t('expiredTitle')} text={t('expiredText')} home={t('home')} breadcrumb={crumb} />
  if (outcome === 'failed') {
    const f = await getTranslations('forms')
    return <Confirmation tone="problem" title={t('invalidTitle')} text={f('failed')} home={t('home')} breadcrumb={crumb} />
  }
  return <Confirmation tone="problem" title={t('invalidTitle')} text={t('invalidText')} home={t('home')} breadcrumb={crumb} />
}
