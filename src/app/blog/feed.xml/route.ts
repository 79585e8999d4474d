import { defaultLocale } from '@/i18n/locales'
import { feedResponse } from '@/lib/blog/feedResponse'

/**
 * The Czech blog feed at /blog/feed.xml. It lives outside (site)/[locale] because the proxy does not
 * rewrite paths with a dot to the default locale; the English feed is (site)/[locale]/(shell)/blog/feed.xml.
 */
export function GET() {
  return feedResponse(defaultLocale)
}
