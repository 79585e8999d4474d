import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/routing'

/**
 * Stores the visitor's locale exactly as docs/ROUTES.md says (i18n_redirected=cs|en, 365 days,
 * Path=/, SameSite=Lax). Written in the browser, so cached HTML never carries a Set-Cookie header.
 */
export function writeLocaleCookie(locale: string): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
}
