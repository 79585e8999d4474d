import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { formatsFor } from './formats'
import { TIME_ZONE } from './locales'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: TIME_ZONE,
    // The site's named formats, for messages that name one; components format with `formatterFor`
    // (src/i18n/formats.ts), which also sets the formatting locale (en-GB for `en`).
    formats: formatsFor(locale),
  }
})
