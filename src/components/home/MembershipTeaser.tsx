import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import { priceLabel } from '@/lib/format/price'
import type { MembershipTier } from '@/lib/membership/queries'
import { Typo } from '@/components/page/Typo'

type Props = { locale: Locale; tiers: MembershipTier[]; vatPercent: number }

/** Up to four tiers with their price (excl. VAT), each linking to its tab of the Membership page. */
export async function MembershipTeaser({ locale, tiers, vatPercent }: Props) {
  const tPrice = await getTranslations({ locale, namespace: 'price' })
  const shown = tiers.filter((tier) => tier.price != null && tier.key !== 'registered-office').slice(0, 4)
  return (
    <ul className="grid gap-px overflow-hidden rounded-lg border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
      {shown.map((tier) => {
        const price = priceLabel(tPrice, locale, tier.price ?? 0, { period: tier.pricePeriod, from: tier.priceFrom, vatPercent })
        return (
          <li key={tier.key} className="relative flex flex-col bg-white p-6 transition-colors hover:bg-paper">
            <h3 className="text-2xl font-medium">
              <Link href={{ pathname: '/membership', hash: tier.tab }} className="after:absolute after:inset-0">
                {tier.name}
              </Link>
            </h3>
            {tier.tagline ? <p className="mt-2 text-ink-muted"><Typo>{tier.tagline}</Typo></p> : null}
            <p className="mt-auto pt-6 font-medium">{price.main}</p>
            <p className="text-sm text-ink-muted">{price.vatNote}</p>
          </li>
        )
      })}
    </ul>
  )
}
