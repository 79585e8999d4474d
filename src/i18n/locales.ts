/** The one list of locales: feeds Payload's localization and next-intl's routing. */
export const locales = ['cs', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'cs'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
