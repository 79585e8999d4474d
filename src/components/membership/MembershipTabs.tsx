import { getTranslations } from 'next-intl/server'

import { HashTabs } from '@/components/page/HashTabs.client'
import type { Locale } from '@/i18n/locales'
import { type MembershipTier, tierPriceTokens } from '@/lib/membership/queries'

import { TierCard } from './TierCard'

/** The tabs of the Membership page, in order; each id is also the URL hash that opens it. */
export const MEMBERSHIP_TABS = ['coworking', 'club', 'office', 'registered-office', 'day-pass'] as const

type Props = { locale: Locale; tiers: MembershipTier[]; vatPercent: number }

/** Coworking, Club, office rental, registered office and day pass, each with its tier cards. */
export async function MembershipTabs({ locale, tiers, vatPercent }: Props) {
  const t = await getTranslations({ locale, namespace: 'membership.tabs' })
  const prices = tierPriceTokens(tiers)
  const tabs = MEMBERSHIP_TABS.map((id) => {
    const inTab = tiers.filter((tier) => tier.tab === id)
    return {
      id,
      label: t(`${id}.label`),
      content: (
        <div>
          <h2 className="text-3xl font-medium sm:text-4xl">{t(`${id}.title`)}</h2>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t(`${id}.intro`)}</p>
          <div
            className={`mt-8 grid gap-5 ${inTab.length >= 3 ? 'lg:grid-cols-3' : inTab.length === 2 ? 'md:grid-cols-2' : 'max-w-2xl'}`}
          >
            {inTab.map((tier) => (
              <TierCard key={tier.key} tier={tier} locale={locale} vatPercent={vatPercent} prices={prices} />
            ))}
          </div>
        </div>
      ),
    }
  })
  return <HashTabs tabs={tabs} label={t('label')} />
}
