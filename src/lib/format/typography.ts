import type { Locale } from '@/i18n/locales'

/** Non-breaking space (U+00A0). */
const NBSP = '\u00A0'

// What may stand before a one-letter word: start of text, whitespace, an opening bracket or quote, a dash.
const BEFORE_WORD = String.raw`(?<=^|[\s(\[„“‚‘"'\u2013\u2014])`

/** One-letter prepositions and conjunctions that must not end a Czech line (DESIGN.md). */
const ONE_LETTER = new RegExp(`${BEFORE_WORD}([ksvzouaiKSVZOUAI]) +`, 'g')

/** Units and counted nouns that stay on the number's line. */
const UNITS = [
  'Kč', 'CZK', 'EUR', '€', '%', 'm²', 'm2', 'm³', 'km', 'cm', 'mm', 'm', 'kg', 'g', 'l',
  'min', 'h', 'hod', 'hodin', 'hodiny', 'hodinu', 'dní', 'dny', 'dnů', 'den', 'let', 'roků', 'měsíců', 'měsíce', 'týdnů',
  'osob', 'osoby', 'osobu', 'lidí', 'hostů', 'hosté', 'míst', 'místa', 'místo', 'židlí', 'stolů', 'firem', 'kontaktů', 'ks', 'Mb/s', 'Gb/s', 'Mbit/s', 'GB', 'MB',
  'people', 'person', 'seats', 'seat', 'guests', 'sq m', 'days', 'hours', 'hour', 'minutes', 'months', 'firms', 'contacts',
]
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const NUMBER_UNIT = new RegExp(`(\\d\\+?) +(?=(?:${UNITS.map(escape).join('|')})(?![\\p{L}\\d]))`, 'gu')

/** Digit groups (`48 000`, `+420 123 456 789`): a space between a digit and exactly three digits. */
const DIGIT_GROUP = /(?<=\d) (?=\d{3}(?!\d))/g
/** Dates (`3. 12. 2026`, `3. prosince`): the space after a day or month number with its dot. */
const DATE_PART = /(?<=(?:^|[\s(])\d{1,2}\.) +(?=\d|\p{Ll})/gu

/**
 * Czech typography for text the site renders (CMS text included): a no-break space after the
 * one-letter prepositions and conjunctions (k s v z o u a i), inside digit groups, dates and phone
 * numbers, and between a number and its unit or currency. English gets the number rules only.
 * Pure and idempotent; only plain spaces change, so URLs and e-mail addresses (which hold no
 * spaces) stay as they are. Apply it to text children, never to attributes or JSON-LD.
 */
export function typography(text: string, locale: Locale | string): string {
  if (!text || !/[ ]/.test(text)) return text
  let out = text.replace(DIGIT_GROUP, NBSP).replace(NUMBER_UNIT, `$1${NBSP}`)
  if (locale !== 'cs') return out
  out = out.replace(DATE_PART, NBSP).replace(ONE_LETTER, `$1${NBSP}`)
  return out
}
