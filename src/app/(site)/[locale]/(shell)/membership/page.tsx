import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactCallout } from '@/components/contact/ContactCallout'
import { MembershipTabs } from '@/components/membership/MembershipTabs'
import { MembershipRules } from '@/components/membership/MembershipRules'
import { MoreServices } from '@/components/membership/MoreServices'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import { PageHeader, Section } from '@/components/page/PageHeader'
import type { Locale } from '@/i18n/locales'
import { getMembershipTiers } from '@/lib/membership/queries'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteSettings } from '@/lib/site/queries'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'membership.meta' }), getPage('membership', locale)])
  return pageMetadata({ locale, href: '/membership', title: t('title'), description: t('description'), seo: page?.seo })
}

export default async function MembershipPage({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'membership' })
  const [tiers, settings, page] = await Promise.all([getMembershipTiers(locale), getSiteSettings(locale), getPage('membership', locale)])
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('meta.title'), href: '/membership' }]} />
      <PageHeader eyebrow={t('eyebrow')} title={page?.title ?? t('title')} lead={page?.lead ?? t('lead')} />
      <div className="mx-auto max-w-site px-5 pb-10 sm:px-8">
        <MembershipTabs locale={locale} tiers={tiers} vatPercent={settings.vatPercent} />
      </div>
      <Section id="rules" title={t('rules.title')} tone="white">
        <MembershipRules locale={locale} tiers={tiers} vatPercent={settings.vatPercent} />
      </Section>
      <Section id="services" title={t('services.title')} intro={t('services.intro')}>
        <MoreServices locale={locale} />
      </Section>
      <ContactCallout locale={locale} settings={settings} title={t('contact.title')} text={t('contact.text')} />
    </>
  )
}
