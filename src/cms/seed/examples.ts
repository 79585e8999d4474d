/**
 * The seed's example values that staff must replace before going live: the seed writes them
 * (content/site.ts, content/membership.ts; the privacy template is content/privacy.ts, kept out of
 * the admin's browser code) and the CMS compares the stored
 * values with them (the note under a field, the dashboard's list in stillExamples.ts). No flag is
 * stored: a value that still equals its example is an example.
 * The identifiers are fictional but pass their checksums (tests/unit/identifiers.test.ts).
 */
export const SITE_EXAMPLES = {
  'address.street': 'Husova 240/5',
  'contact.phone': '+420 222 190 909',
  'company.seat': 'Husova 240/5, 110 00 Praha 1',
  'company.ico': '09871233',
  'company.dic': 'CZ09871233',
  'bank.accountNumber': '2301234563/2010',
  'bank.iban': 'CZ93 2010 0000 0023 0123 4563',
} as const

export type SiteExamplePath = keyof typeof SITE_EXAMPLES

/** The invented monthly (Day Pass: daily) prices by tier key; Club's 2,500 CZK is the brief's. */
export const PRICE_EXAMPLES = {
  meet: 1790,
  seat: 4490,
  'dedicated-desk': 6900,
  office: 16000,
  'registered-office': 1200,
  'day-pass': 450,
} as const

/** Equal to the example, ignoring spacing ("CZ93 2010…" and "CZ932010…" are the same IBAN). */
export const isExample = (value: unknown, example: string | number): boolean =>
  value != null && String(value).replace(/\s+/g, '') === String(example).replace(/\s+/g, '')

/** The note staff read beside a value that is still the seed's example. */
export const EXAMPLE_NOTE = {
  cs: 'Příkladová hodnota ze seedu – před spuštěním ji nahraďte.',
  en: 'Example value from the seed – replace it before going live.',
}
