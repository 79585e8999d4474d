import { defaultLocale } from '@/i18n/locales'
import { eventsFeedResponse } from '@/lib/events/feed'

/**
 * The Czech events feed at /events.ics (`?tag=`, `?members=1`: src/lib/events/feedQuery.ts). It lives
 * outside (site)/[locale] because Czech paths have no prefix and the proxy leaves it alone (its
 * matcher skips the feeds); the English feed is (site)/[locale]/(shell)/events.ics.
 */
export function GET(request: Request) {
  return eventsFeedResponse(request, defaultLocale)
}
