import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'
import { pathnames } from './pathnames'

export { pathnames, routeNames, type AppPathname } from './pathnames'

export { LOCALE_COOKIE } from '@/lib/http/localeCookie.mjs'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Only the URL decides the locale: never the cookie, never Accept-Language (spec section 1).
  localeDetection: false,
  // The i18n_redirected cookie is written by the proxy and the page cache (src/lib/http/localeCookie.mjs),
  // only when the request lacks it, so that a cached page stays one for every visitor.
  localeCookie: false,
  alternateLinks: false,
  pathnames,
})
