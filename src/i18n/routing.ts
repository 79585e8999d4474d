import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'
import { pathnames } from './pathnames'

export { pathnames, routeNames, type AppPathname } from './pathnames'

export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Only the URL decides the locale: never the cookie, never Accept-Language (spec section 1).
  localeDetection: false,
  // The i18n_redirected cookie is written by the site itself (see SiteEffects.client.tsx), so that cached
  // HTML responses carry no Set-Cookie header.
  localeCookie: false,
  alternateLinks: false,
  pathnames,
})
