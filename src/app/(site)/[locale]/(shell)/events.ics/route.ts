import { isLocale } from '@/i18n/locales'
import { eventsFeedResponse } from '@/lib/events/feed'

/**
 * The English events feed at /en/events.ics (the Czech one is src/app/events.ics; /cs/events.ics
 * is 301'd there by the legacy redirects).
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not Found', { status: 404 })
  return eventsFeedResponse(request, locale)
}
