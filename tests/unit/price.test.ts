import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import cs from '../../messages/cs.json'
import en from '../../messages/en.json'
import { fillPriceTokens, formatCzk, formatPercent, type PriceTranslator, priceLabel, withVat } from '@/lib/format/price'

const NBSP = '\u00A0'
/** The real `price` messages of each locale, as the pages use them. */
function translator(locale: 'cs' | 'en'): PriceTranslator {
  const t = createTranslator({ locale, messages: (locale === 'cs' ? cs : en) as Record<string, unknown> })
  return (key, values) => t(`price.${key}` as never, values as never)
}

describe('formatCzk', () => {
  it('writes Czech prices with non-breaking spaces: 1 200 Kč', () => {
    expect(formatCzk(1200, 'cs')).toBe(`1${NBSP}200${NBSP}Kč`)
    expect(formatCzk(48000, 'cs')).toBe(`48${NBSP}000${NBSP}Kč`)
    expect(formatCzk(1250000, 'cs')).toBe(`1${NBSP}250${NBSP}000${NBSP}Kč`)
    expect(formatCzk(450, 'cs')).toBe(`450${NBSP}Kč`)
  })

  it('writes English prices with a comma: 1,200 CZK', () => {
    expect(formatCzk(1200, 'en')).toBe(`1,200${NBSP}CZK`)
    expect(formatCzk(2500, 'en')).toBe(`2,500${NBSP}CZK`)
    expect(formatCzk(1250000, 'en')).toBe(`1,250,000${NBSP}CZK`)
    expect(formatCzk(0, 'en')).toBe(`0${NBSP}CZK`)
  })

  it('rounds to whole crowns, half up', () => {
    expect(formatCzk(1199.6, 'en')).toBe(`1,200${NBSP}CZK`)
    expect(formatCzk(1199.5, 'cs')).toBe(`1${NBSP}200${NBSP}Kč`)
    expect(formatCzk(-2.5, 'en')).toBe(`-2${NBSP}CZK`)
  })
})

describe('withVat', () => {
  it('adds 21 % VAT by default, rounded to whole crowns', () => {
    expect(withVat(2500)).toBe(3025)
    expect(withVat(1200)).toBe(1452)
    expect(withVat(48000)).toBe(58080)
    expect(withVat(333)).toBe(403)
  })

  it('takes another rate from the site settings', () => {
    expect(withVat(1000, 12)).toBe(1120)
    expect(withVat(1000, 0)).toBe(1000)
  })
})

describe('priceLabel', () => {
  it('gives the Club price per month with VAT in Czech', () => {
    const label = priceLabel(translator('cs'), 'cs', 2500, { period: 'month' })
    expect(label.main).toBe(`2${NBSP}500${NBSP}Kč${NBSP}/ měsíc`)
    expect(label.vatNote).toBe(`bez DPH (21${NBSP}%)`)
    expect(label.inclVat).toBe(`3${NBSP}025${NBSP}Kč${NBSP}/ měsíc s${NBSP}DPH`)
  })

  it('gives the Club price per month with VAT in English', () => {
    const label = priceLabel(translator('en'), 'en', 2500, { period: 'month' })
    expect(label.main).toBe(`2,500${NBSP}CZK${NBSP}/ month`)
    expect(label.vatNote).toBe(`excl. VAT (21${NBSP}%)`)
    expect(label.inclVat).toBe(`3,025${NBSP}CZK${NBSP}/ month incl. VAT`)
  })

  it('writes "from" prices per hour in both languages', () => {
    expect(priceLabel(translator('cs'), 'cs', 48000, { period: 'hour', from: true }).main).toBe(
      `od 48${NBSP}000${NBSP}Kč${NBSP}/ hod.`,
    )
    expect(priceLabel(translator('en'), 'en', 48000, { period: 'hour', from: true }).main).toBe(
      `from 48,000${NBSP}CZK${NBSP}/ hour`,
    )
  })

  it('leaves the period out when none is given', () => {
    expect(priceLabel(translator('en'), 'en', 1200).main).toBe(`1,200${NBSP}CZK`)
  })
})

describe('formatPercent', () => {
  it('joins the number and the sign with a non-breaking space', () => {
    expect(formatPercent(15, 'cs')).toBe(`15${NBSP}%`)
    expect(formatPercent(15, 'en')).toBe(`15${NBSP}%`)
  })

  it('writes a fraction with each language’s decimal mark', () => {
    expect(formatPercent(12.5, 'cs')).toBe(`12,5${NBSP}%`)
    expect(formatPercent(12.5, 'en')).toBe(`12.5${NBSP}%`)
  })
})

describe('fillPriceTokens', () => {
  const amounts = { 'price:club': 2500, 'credit:club': 1200, 'price:office': null }

  it('writes the named amount in each locale', () => {
    expect(fillPriceTokens('Od Clubu za {price:club} měsíčně', amounts, 'cs')).toBe(`Od Clubu za 2${NBSP}500${NBSP}Kč měsíčně`)
    expect(fillPriceTokens('From Club at {price:club} a month, credit {credit:club}', amounts, 'en')).toBe(
      `From Club at 2,500${NBSP}CZK a month, credit 1,200${NBSP}CZK`,
    )
  })

  it('leaves text without tokens, and tokens without an amount, as written', () => {
    expect(fillPriceTokens('No price here {not a token}', amounts, 'en')).toBe('No price here {not a token}')
    expect(fillPriceTokens('{price:office} / {price:unknown}', amounts, 'cs')).toBe('{price:office} / {price:unknown}')
  })
})
