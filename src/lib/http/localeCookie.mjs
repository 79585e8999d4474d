// The locale cookie (docs/ROUTES.md): every page view stores the page's locale, with or without
// JavaScript. One rule for both places that answer pages: the proxy (src/proxy.ts: pages Next.js
// renders, `next dev` included) and the page cache (src/server/pageCache.mjs: pages it serves). A
// page's cookie follows from its URL alone, so the header is added per response and never stored.
// Plain JavaScript: the production server imports it too.

/** The cookie's name (`LOCALE_COOKIE` of src/i18n/routing.ts). */
export const LOCALE_COOKIE = 'i18n_redirected'
/** 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The locale of a page's URL: English under /en, Czech everywhere else. */
export const localeOfPath = (url) => (/^\/en(?:[/?#]|$)/.test(url) ? 'en' : 'cs')

/**
 * The locale the request's cookie names, if any.
 * @param {string | null | undefined} cookieHeader
 */
export const cookieLocale = (cookieHeader) => new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1]

/**
 * The Set-Cookie value that stores the locale of the page at `url`, or undefined when the request's
 * Cookie header already carries it.
 * @param {string | null | undefined} cookieHeader
 * @param {string} url
 */
export function localeSetCookie(cookieHeader, url) {
  const locale = localeOfPath(url)
  if (cookieLocale(cookieHeader) === locale) return undefined
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
}

/** Whether a Set-Cookie value is this cookie: the page cache keeps a page that set only it, without it. */
export const isLocaleSetCookie = (value) => String(value).startsWith(`${LOCALE_COOKIE}=`)
