import type { Where } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/translator'

import { LIST_TAGS, type ListTag } from './constants'

/**
 * What an events feed holds and where it lives (the feed itself: src/lib/events/feed.ts).
 *
 * The addresses of the events feeds (iCalendar, for calendar apps to subscribe to): `/events.ics`
 * in Czech and `/en/events.ics` in English, `?tag=workshop` for one tag of the list's filter.
 *
 * Members-only events are left out of the public feed (a subscriber could not come to them); the
 * members' feed is the same address with `?members=1` and says so in its name. The list's
 * "members only" tag (`?tag=members-only`) is a members' feed by itself. No secret is needed: the
 * same events are listed on the site for everyone, the feed only keeps them out of public calendars.
 */
export const FEED_FILE = 'events.ics'

export type FeedQuery = { tag: ListTag | null; members: boolean }

type Search = { get(name: string): string | null }

export function parseFeedQuery(search: Search): FeedQuery {
  const raw = search.get('tag')
  const tag = raw && (LIST_TAGS as readonly string[]).includes(raw) ? (raw as ListTag) : null
  return { tag, members: tag === 'members-only' || search.get('members') === '1' }
}

/** The feed's path and query: `/events.ics`, `/en/events.ics?tag=workshop&members=1`. */
export function feedPath(locale: Locale, query: Partial<FeedQuery> = {}): string {
  const params = new URLSearchParams()
  if (query.tag) params.set('tag', query.tag)
  if (query.members && query.tag !== 'members-only') params.set('members', '1')
  const search = params.toString()
  return `${locale === defaultLocale ? '' : `/${locale}`}/${FEED_FILE}${search ? `?${search}` : ''}`
}

/** The same address for calendar apps: `webcal://` opens the subscription dialog of the visitor's calendar. */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:\/\//i, 'webcal://')
}

/**
 * How far back a feed reaches: the events that have not ended, and those that ended in the last
 * FEED_PAST_DAYS days. A calendar app removes what a feed no longer lists, so last week's event
 * stays in the subscriber's calendar for a while instead of vanishing the moment it ends.
 */
export const FEED_PAST_DAYS = 30

/** The feed's events: published ones (the caller reads as a visitor) within the window, by tag, members-only ones only in a members' feed. */
export function feedWhere(query: FeedQuery, now: Date): Where {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3600_000).toISOString()
  const and: Where[] = [
    { or: [{ endsAt: { greater_than_equal: since } }, { and: [{ endsAt: { exists: false } }, { startsAt: { greater_than_equal: since } }] }] },
  ]
  if (query.tag) and.push({ tags: { in: [query.tag] } })
  if (!query.members) and.push({ or: [{ membersOnly: { equals: false } }, { membersOnly: { exists: false } }] })
  return { and }
}

/** The feed's name and description as calendar apps show them: they say whether members-only events are in it. */
export function feedTitles(locale: Locale, query: FeedQuery, site: string): { name: string; description: string } {
  const t = translatorFor(locale, 'events.calendar')
  const tag = query.tag ? translatorFor(locale, 'events.tags')(query.tag) : null
  const base = tag ? t('nameTagged', { site, tag }) : t('name', { site })
  // A members-only tag already says what the feed holds.
  const withMembers = query.members && query.tag !== 'members-only'
  return {
    name: withMembers ? t('nameWithMembers', { name: base }) : base,
    description: query.members ? t('descriptionMembers', { site }) : t('description', { site }),
  }
}
