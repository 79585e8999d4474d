import { getTranslations } from 'next-intl/server'

import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import { formatPercent } from '@/lib/format/price'
import type { MembershipTier } from '@/lib/membership/queries'
import { Typo } from '@/components/page/Typo'

type Props = { locale: Locale; tiers: MembershipTier[]; vatPercent: number }

/**
 * The monthly and annual rules (spec section 4), derived from the tiers: monthly memberships can be
 * changed, paused or cancelled at any time; the tiers marked payable half-yearly can be paid
 * yearly or half-yearly when taken annually.
 */
export async function MembershipRules({ locale, tiers, vatPercent }: Props) {
  const t = await getTranslations({ locale, namespace: 'membership.rules' })
  const format = formatterFor(locale)
  const halfYearly = tiers.filter((tier) => tier.payableHalfYearly).map((tier) => tier.name)
  const items = [
    { key: 'monthly', title: t('monthlyTitle'), text: t('monthly') },
    ...(halfYearly.length
      ? [{ key: 'annual', title: t('annualTitle'), text: t('annual', { names: format.list(halfYearly, 'and') }) }]
      : []),
    { key: 'vat', title: t('vatTitle'), text: t('vat', { vat: formatPercent(vatPercent, locale) }) },
  ]
  return (
    <dl className="grid gap-8 md:grid-cols-3">
      {items.map((item) => (
        <div key={item.key} className="border-t border-ink pt-5">
          <dt className="font-display text-xl font-medium"><Typo>{item.title}</Typo></dt>
          <dd className="mt-3 leading-relaxed text-ink-muted"><Typo>{item.text}</Typo></dd>
        </div>
      ))}
    </dl>
  )
}
