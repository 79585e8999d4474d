import { calendarDate, formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'

import { formatCzk, formatPercent } from '../format/price'
import type { EnquiryQuote } from './enquiryQuote'

/** A translator of namespace `spaceEnquiry` (next-intl's, on a page or in a mail). */
type Translate = (key: string, values?: Record<string, string | number>) => string

export type QuoteLine = { key: string; label: string; value: string; total?: boolean }

/**
 * The lines a quote is shown with, the same on the page, in its confirmation and in both mails:
 * the slot, the hall's rental, production when asked for, catering (on request) when asked for, the
 * net total, VAT and the total including VAT.
 */
export function quoteLines(t: Translate, locale: Locale, quote: EnquiryQuote, catering: boolean): QuoteLine[] {
  const lines: QuoteLine[] = [
    { key: 'slot', label: t('quote.slot'), value: t('quote.slotValue', { days: quote.slot.label, from: quote.slot.from, to: quote.slot.to }) },
    {
      key: 'rental',
      label: t('quote.rental', { hours: quote.billedMinutes / 60, rate: formatCzk(quote.ratePerHour, locale) }),
      value: formatCzk(quote.rental, locale),
    },
  ]
  if (quote.production !== null) {
    lines.push({ key: 'production', label: t('quote.production', { percent: formatPercent(quote.productionPercent, locale) }), value: formatCzk(quote.production, locale) })
  }
  if (catering) lines.push({ key: 'catering', label: t('quote.catering'), value: t('quote.cateringValue') })
  lines.push(
    { key: 'net', label: t('quote.net'), value: formatCzk(quote.net, locale), total: true },
    { key: 'vat', label: t('quote.vat', { percent: formatPercent(quote.vatPercent, locale) }), value: formatCzk(quote.vat, locale) },
    { key: 'gross', label: t('quote.gross'), value: formatCzk(quote.gross, locale), total: true },
  )
  return lines
}

/** `2026-12-03` as the visitor reads a date: `čtvrtek 3. prosince 2026`, `Thursday, 3 December 2026`. */
export function formatEventDate(date: string, locale: Locale): string {
  return formatterFor(locale).dateTime(calendarDate(date), 'eventDay')
}

/** The booking part of an enquiry as label/value lines (confirmation, mails). */
export function bookingLines(
  t: Translate,
  locale: Locale,
  booking: { date: string; start: string; end: string; guests: number | string; layoutLabel: string; catering: boolean; production: boolean },
): QuoteLine[] {
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'))
  return [
    { key: 'date', label: t('fields.date'), value: formatEventDate(booking.date, locale) },
    { key: 'time', label: t('done.timeLabel'), value: t('done.time', { from: booking.start, to: booking.end }) },
    { key: 'guests', label: t('fields.guests'), value: typeof booking.guests === 'number' ? formatterFor(locale).number(booking.guests) : booking.guests },
    { key: 'layout', label: t('fields.layout'), value: booking.layoutLabel },
    { key: 'catering', label: t('fields.catering'), value: yesNo(booking.catering) },
    { key: 'production', label: t('fields.production'), value: yesNo(booking.production) },
  ]
}
