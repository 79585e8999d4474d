import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { type PricePeriod, priceLabel } from '@/lib/format/price'

type Props = {
  locale: Locale
  /** CZK excluding VAT. */
  amount: number
  period?: PricePeriod
  from?: boolean
  vatPercent?: number
  /** `large` for tier cards, `small` for space cards. */
  size?: 'large' | 'small'
  /** Show the VAT-inclusive figure beside the price (default true). */
  showInclVat?: boolean
  tone?: 'light' | 'dark'
}

/** A price excl. VAT, marked as such, with the VAT-inclusive figure beside it (lib/format/price). */
export async function PriceTag({
  locale,
  amount,
  period,
  from,
  vatPercent,
  size = 'large',
  showInclVat = true,
  tone = 'light',
}: Props) {
  const t = await getTranslations({ locale, namespace: 'price' })
  const label = priceLabel(t, locale, amount, { period, from, vatPercent })
  const muted = tone === 'dark' ? 'text-paper/75' : 'text-ink-muted'
  return (
    <p className="flex flex-col gap-1">
      <span className={size === 'large' ? 'font-display text-3xl font-medium' : 'text-base font-medium'}>
        {label.main}
      </span>
      <span className={`text-sm ${muted}`}>
        {label.vatNote}
        {showInclVat ? <> · {label.inclVat}</> : null}
      </span>
    </p>
  )
}
