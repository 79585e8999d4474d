/** The one list of locales: feeds Payload's localization and next-intl's routing. */
export const locales = ['cs', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'cs'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The house's time zone: every date and time the site shows, stores as a day or sends is Prague's. */
export const TIME_ZONE = 'Europe/Prague'
