import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import { typography } from '@/lib/format/typography'

import { formatEventDate, type QuoteLine, quoteLines } from './enquiryLines'
import { enquiryErrorKey } from './enquiryMessages'
import { type EnquiryField, type EnquiryFigures, type EnquiryIssue, type EnquiryQuote, enquiryRequestOf, quoteEnquiry } from './enquiryQuote'

/** A translator of the whole catalogue (next-intl's, on a page, in an action or a route handler). */
type Translate = (key: string, values?: Record<string, string | number>) => string

/**
 * What the quote box shows, rendered on the server in the visitor's language: the lines of a
 * price, or the one sentence that says why there is none yet (`issue`: something the visitor typed
 * is wrong; `contact`: the house can still help, so the box offers a contact).
 */
export type QuoteView = { lines: QuoteLine[] } | { text: string; issue: boolean; contact: boolean }

/** The quote box of a price the server computed (the form's live box, its confirmation). */
export function linesView(t: Translate, locale: Locale, quote: EnquiryQuote, catering: boolean): QuoteView {
  return { lines: quoteLines((key, values) => t(`spaceEnquiry.${key}`, values), locale, quote, catering) }
}

/** The fields the price depends on, in the form's order (the layout is not one of them). */
export const PRICE_FIELDS = ['date', 'start', 'end', 'guests'] as const

/**
 * The quote box for what the visitor has typed so far (or posted): the first problem that is more
 * than a field still empty, else the price (as soon as date, times and guests give one, the layout
 * still open), else which of those fields are still empty, by name.
 */
export function quoteView(t: Translate, locale: Locale, figures: EnquiryFigures, values: Record<string, unknown>, today: string): QuoteView {
  const quoted = quoteEnquiry(enquiryRequestOf(values), figures, today)
  const catering = values.catering === 'yes' || values.catering === true
  if (quoted.ok) return linesView(t, locale, quoted.quote, catering)
  const [field, issue] = (Object.entries(quoted.issues).find(([, i]) => i !== 'required') ?? []) as [EnquiryField?, EnquiryIssue?]
  if (field && issue) return { text: t(enquiryErrorKey(field, issue)), issue: true, contact: issue === 'outsideSlots' || issue === 'tooManyGuests' }
  if (quoted.quote) return linesView(t, locale, quoted.quote, catering)
  const empty = PRICE_FIELDS.filter((name) => quoted.issues[name] === 'required')
  const names = (empty.length ? empty : PRICE_FIELDS).map((name) => t(`spaceEnquiry.quote.missingFields.${name}`))
  // "datum, čas konce a počet hostů": the language's own list; Czech keeps a one-letter "a" on the next word's line.
  const fields = typography(formatterFor(locale).list(names, 'and'), locale)
  return { text: t('spaceEnquiry.quote.missing', { fields }), issue: false, contact: false }
}

/** The confirmation's one line about the booking: `čtvrtek 3. prosince 2026, 18:00–22:00, 80 hostů`. */
export function bookingSummary(t: Translate, locale: Locale, values: Record<string, unknown>): string {
  const s = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')
  return t('spaceEnquiry.done.when', { date: s('date') ? formatEventDate(s('date'), locale) : '', from: s('start'), to: s('end'), guests: Number(s('guests')) || 0 })
}
