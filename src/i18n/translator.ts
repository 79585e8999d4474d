import { createTranslator } from 'next-intl'

import { defaultLocale, isLocale, type Locale, TIME_ZONE } from '@/i18n/locales'

import cs from '../../messages/cs.json'
import en from '../../messages/en.json'

const messages = { cs, en } as const

/** A translator for texts rendered outside a page (mail, route handlers). */
export function translatorFor(locale: string | null | undefined, namespace?: string) {
  const l: Locale = isLocale(locale) ? locale : defaultLocale
  return createTranslator({
    locale: l,
    messages: messages[l] as Record<string, unknown> as never,
    namespace: namespace as never,
    timeZone: TIME_ZONE,
  }) as unknown as ((key: string, values?: Record<string, string | number>) => string) & {
    has: (key: string) => boolean
  }
}

export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale
}
