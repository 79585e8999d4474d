import { defaultLocale, type Locale } from '@/i18n/locales'
import { cached } from '@/lib/cms/cache'
import { TAGS } from '@/lib/cms/tags'
import { payloadClient } from '@/lib/payload'

import { ICS_TIME_ZONE } from './ics'
import { eventListWhere } from './list'

export type PastEventLine = { id: number; slug: string; title: string; startsAt: string }

/**
 * Every past event (title, slug, start), newest first, for the archive and the old list: a
 * compact read, cached. "Past" is judged at the time of the read; the cache lives an hour at most
 * and every change of an event refreshes it.
 */
async function readPastEvents(locale: Locale): Promise<PastEventLine[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: eventListWhere({ view: 'past', tag: null, month: null, q: '' }, new Date()),
    sort: ['-startsAt', '-id'],
    select: { title: true, slug: true, startsAt: true },
    pagination: false,
    depth: 0,
    locale,
    fallbackLocale: defaultLocale,
    overrideAccess: false,
    draft: false,
  })
  return docs.map((d) => ({ id: d.id, slug: d.slug ?? String(d.id), title: d.title, startsAt: d.startsAt }))
}

export const allPastEvents: (locale: Locale) => Promise<PastEventLine[]> = cached(readPastEvents, [TAGS.events])

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ICS_TIME_ZONE, year: 'numeric', month: '2-digit' })

/** Past events grouped by their month (YYYY-MM, Prague time), newest month first. */
export async function pastEventsByMonth(locale: Locale): Promise<{ month: string; events: PastEventLine[] }[]> {
  const groups = new Map<string, PastEventLine[]>()
  for (const event of await allPastEvents(locale)) {
    const month = monthFormat.format(new Date(event.startsAt)).slice(0, 7)
    const group = groups.get(month)
    if (group) group.push(event)
    else groups.set(month, [event])
  }
  return [...groups].map(([month, events]) => ({ month, events }))
}
