import type { Payload } from 'payload'

import { siteUrl } from '@/env'
import type { Locale } from '@/i18n/locales'
import { cached } from '@/lib/content/cache'
import { publicRead } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import { localizedHref } from '@/i18n/href'
import { payloadClient } from '@/lib/payload'
import { houseAddressLine } from '@/lib/seo/structuredData'
import { getSiteSettings } from '@/lib/site/queries'

import { buildIcsCalendar } from './ics'
import { type CalendarEventFields, icsEventFor } from './mail'
import { feedPath, type FeedQuery, feedTitles, feedWhere, parseFeedQuery } from './feedQuery'

/**
 * The events feeds (`/events.ics`, `/en/events.ics`; what they hold: src/lib/events/feedQuery.ts),
 * soonest first. Cancelled events stay in with STATUS:CANCELLED, so that calendars that have them
 * show them as cancelled instead of silently dropping them. Each event is written exactly as its own
 * `.ics` file writes it (icsEventFor: the same UID, SEQUENCE, LAST-MODIFIED and STATUS).
 *
 * The page cache in front of Next.js keeps each feed (per locale and query) until events, spaces or
 * the site settings change: the reads below are tagged.
 */

/** At most this many events in one feed (years of the house's programme). */
export const FEED_MAX_EVENTS = 500
/** How often calendar apps are asked to fetch the feed again. */
const REFRESH_HOURS = 1

/** The feed's events in `locale` (Czech where a text has no English), soonest first. */
export async function findFeedEvents(payload: Payload, locale: Locale, query: FeedQuery, now = new Date()): Promise<CalendarEventFields[]> {
  const { docs } = await payload.find({
    collection: 'events',
    where: feedWhere(query, now),
    sort: ['startsAt', 'id'],
    limit: FEED_MAX_EVENTS,
    pagination: false,
    // As a visitor reads: published events only, Czech where a text has no translation.
    ...publicRead(locale),
    select: {
      title: true,
      slug: true,
      startsAt: true,
      endsAt: true,
      excerpt: true,
      space: true,
      placeText: true,
      cancelled: true,
      sequence: true,
      updatedAt: true,
    },
    populate: { spaces: { name: true } },
  })
  return docs as CalendarEventFields[]
}

const cachedFeedEvents = cached(
  async (locale: Locale, tag: FeedQuery['tag'], members: boolean) => findFeedEvents(await payloadClient(), locale, { tag, members }),
  [TAGS.events, TAGS.spaces],
)

/** The text of one feed. */
export async function eventsFeed(locale: Locale, query: FeedQuery): Promise<string> {
  const [events, settings] = await Promise.all([cachedFeedEvents(locale, query.tag, query.members), getSiteSettings(locale)])
  const website = siteUrl()
  const address = houseAddressLine(settings)
  return buildIcsCalendar({
    ...feedTitles(locale, query, settings.brandName),
    url: website + localizedHref({ pathname: '/events', query: { tag: query.tag } }, locale),
    source: website + feedPath(locale, query),
    refreshHours: REFRESH_HOURS,
    events: events.map((event) => icsEventFor(event, locale, website, address)),
  })
}

/** GET /events.ics, /en/events.ics (with `?tag=`, `?members=1`). */
export async function eventsFeedResponse(request: Request, locale: Locale): Promise<Response> {
  const body = await eventsFeed(locale, parseFeedQuery(new URL(request.url).searchParams))
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="events.ics"',
      'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
    },
  })
}
