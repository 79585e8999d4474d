import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'

/** Non-breaking space: a price never breaks across lines (`1 200 Kč`). */
export const NBSP = '\u00A0'

/** VAT rate used when the site settings give none (spec section 9: prices exclude 21 % VAT). */
export const DEFAULT_VAT_PERCENT = 21

/** How each language names the crown after the figure (Intl's currency style would put `CZK` first in English). */
const CURRENCY: Record<Locale, string> = { cs: 'Kč', en: 'CZK' }

/**
 * An amount in Czech crowns as the site writes it: `1 200 Kč` in Czech (non-breaking spaces as
 * the thousands separator and before the currency), `1,200 CZK` in English. Whole crowns only.
 */
export function formatCzk(amount: number, locale: Locale): string {
  return `${formatterFor(locale).number(amount, 'crowns')}${NBSP}${CURRENCY[locale]}`
}

/** The price including VAT, rounded to whole crowns. */
export function withVat(amountExclVat: number, vatPercent: number = DEFAULT_VAT_PERCENT): number {
  return Math.round(amountExclVat * (1 + vatPercent / 100))
}

/** A percentage as the site writes it: `21 %` with a non-breaking space (both languages), `12,5 %` in Czech. */
export function formatPercent(value: number, locale: Locale): string {
  return `${formatterFor(locale).number(value, 'percent')}${NBSP}%`
}

export type PricePeriod = 'month' | 'hour' | 'day' | 'year'

/** The messages the price strings are built from (namespace `price` of messages/*.json). */
/** A translator of the `price` namespace (next-intl's `getTranslations('price')` is one). */
export type PriceTranslator = (key: 'from' | 'exclVat' | 'inclVat' | `per.${PricePeriod}`, values: Record<string, string | number>) => string

export type PriceLabel = {
  /** `2 500 Kč / měsíc`, `from 16,000 CZK / month` */
  main: string
  /** `excl. VAT (21 %)` */
  vatNote: string
  /** `3 025 Kč incl. VAT` */
  inclVat: string
}

/**
 * The three strings a price is shown with: the price excl. VAT with its period, the note that it
 * excludes VAT, and the VAT-inclusive figure. Every price on the site goes through this.
 */
export function priceLabel(
  t: PriceTranslator,
  locale: Locale,
  amount: number,
  options: { period?: PricePeriod; from?: boolean; vatPercent?: number } = {},
): PriceLabel {
  const vatPercent = options.vatPercent ?? DEFAULT_VAT_PERCENT
  const period = options.period
  const withPeriod = (price: string) => (period ? t(`per.${period}`, { price }) : price)
  const net = withPeriod(formatCzk(amount, locale))
  const gross = withPeriod(formatCzk(withVat(amount, vatPercent), locale))
  return {
    main: options.from ? t('from', { price: net }) : net,
    vatNote: t('exclVat', { vat: formatPercent(vatPercent, locale) }),
    inclVat: t('inclVat', { price: gross, vat: formatPercent(vatPercent, locale) }),
  }
}

/** Amounts that CMS text may name by token, e.g. `{ 'price:club': 2500, 'credit:club': 1200 }`. */
export type PriceTokens = Record<string, number | null | undefined>

/**
 * CMS text that names a price writes a token instead of the figure (`Od Clubu za {price:club}
 * měsíčně`), so the figure shown always comes from the data, formatted by `formatCzk`
 * (`2 500 Kč`, `2,500 CZK`). A token without an amount is left as written, for the editor to see.
 */
export function fillPriceTokens(text: string, amounts: PriceTokens, locale: Locale): string {
  return text.replace(/\{([a-z]+:[a-z0-9-]+)\}/g, (token, name: string) => {
    const amount = amounts[name]
    return amount == null ? token : formatCzk(amount, locale)
  })
}
