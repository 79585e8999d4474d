import { describe, expect, it } from 'vitest'

import { calendarSequence, changesCalendar } from '@/cms/collections/Events/sequence'
import { buildIcs, buildIcsCalendar, type IcsEvent } from '@/lib/events/ics'
import { feedPath, feedTitles, feedWhere, parseFeedQuery, webcalUrl } from '@/lib/events/feedQuery'
import { type CalendarEventFields, icsEventFor } from '@/lib/events/mail'
import { acceptsRegistrations, registrationState } from '@/lib/events/status'

import { parseBoth, parseWithIcalJs } from '../fixtures/ical'

const ADDRESS = 'Jindřišská 5, 110 00 Praha 1, Česko'

const doc = (over: Partial<CalendarEventFields> = {}): CalendarEventFields => ({
  id: 12,
  slug: 'snidane-networking',
  title: 'Snídaně, networking; a\\b',
  startsAt: '2026-12-03T17:00:00.000Z',
  endsAt: '2026-12-03T19:00:00.000Z',
  excerpt: 'Řádek 1\nŘádek 2',
  space: { id: 3, name: 'Sál Otakar' } as CalendarEventFields['space'],
  placeText: null,
  cancelled: false,
  sequence: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
})

const lines = (ics: string) => ics.split('\r\n').slice(0, -1)

describe('the events feed (iCalendar)', () => {
  const events: IcsEvent[] = [
    icsEventFor(doc(), 'cs', 'https://www.hub1909.cz', ADDRESS),
    icsEventFor(doc({ id: 13, slug: 'letni', title: 'Letní ' + 'večírek '.repeat(12), startsAt: '2026-07-03T17:00:00.000Z', endsAt: null, cancelled: true, sequence: 5, space: null, placeText: 'Střecha, Na Příkopě 1' }), 'cs', 'https://www.hub1909.cz', ADDRESS),
  ]
  const ics = buildIcsCalendar({ name: 'HUB 1909: akce', description: 'Veřejné akce, networking; workshopy', url: 'https://www.hub1909.cz/akce', source: 'https://www.hub1909.cz/events.ics', refreshHours: 1, events })

  it('is CRLF-terminated, folded at 75 octets, with no bare line breaks', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of lines(ics)) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    // The long Czech title was folded (continuation lines start with a space).
    expect(lines(ics).some((l) => l.startsWith(' '))).toBe(true)
  })

  it('names the calendar, its zone (one VTIMEZONE Europe/Prague) and how often to fetch it again', () => {
    expect(ics).toContain('X-WR-CALNAME:HUB 1909: akce\r\n')
    expect(ics).toContain('X-WR-CALDESC:Veřejné akce\\, networking\\; workshopy\r\n')
    expect(ics).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n')
    expect(ics.match(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Prague/g)).toHaveLength(1)
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2)
  })

  it('writes UID, SEQUENCE, LAST-MODIFIED, STATUS, the full address and the page of each event', () => {
    const { icalJs, nodeIcal } = parseBoth(ics)
    expect(nodeIcal).toEqual(icalJs)
    expect(icalJs.name).toBe('HUB 1909: akce')
    expect(icalJs.description).toBe('Veřejné akce, networking; workshopy')
    expect(icalJs.timezones).toEqual(['Europe/Prague'])
    const [first, second] = icalJs.events
    expect(first).toEqual({
      uid: 'event-12@www.hub1909.cz',
      summary: 'Snídaně, networking; a\\b',
      start: Date.parse('2026-12-03T17:00:00Z'),
      end: Date.parse('2026-12-03T19:00:00Z'),
      sequence: 2,
      status: 'CONFIRMED',
      lastModified: Date.parse('2026-11-20T10:00:00Z'),
      location: `Sál Otakar, ${ADDRESS}`,
      url: 'https://www.hub1909.cz/akce/snidane-networking',
      description: 'Řádek 1\nŘádek 2',
    })
    // Summer time (CEST), no end (two hours), cancelled, a place elsewhere as its text.
    expect(second).toMatchObject({
      uid: 'event-13@www.hub1909.cz',
      summary: `Zrušeno: Letní ${'večírek '.repeat(12)}`,
      start: Date.parse('2026-07-03T17:00:00Z'),
      end: Date.parse('2026-07-03T19:00:00Z'),
      sequence: 5,
      status: 'CANCELLED',
      location: 'Střecha, Na Příkopě 1',
    })
  })

  it('writes an event exactly as its own .ics file does', () => {
    const single = buildIcs(events[1])
    const vevent = (text: string) => text.slice(text.indexOf('BEGIN:VEVENT'), text.indexOf('END:VEVENT'))
    expect(vevent(single)).toBe(vevent(ics.slice(ics.lastIndexOf('BEGIN:VEVENT'))))
    expect(single).toContain('STATUS:CANCELLED\r\n')
    expect(single).toContain('SEQUENCE:5\r\n')
  })

  it('is a valid calendar with no events', () => {
    const empty = buildIcsCalendar({ name: 'HUB 1909: events', events: [] })
    const { icalJs, nodeIcal } = parseBoth(empty)
    expect(icalJs.events).toEqual([])
    expect(nodeIcal.events).toEqual([])
    expect(icalJs.timezones).toEqual(['Europe/Prague'])
  })

  it('says "Cancelled" in English and uses the English page', () => {
    const event = icsEventFor(doc({ cancelled: true }), 'en', 'https://www.hub1909.cz', ADDRESS)
    expect(event.title).toBe('Cancelled: Snídaně, networking; a\\b')
    expect(event.url).toBe('https://www.hub1909.cz/en/events/snidane-networking')
    expect(parseWithIcalJs(buildIcs(event)).events[0].status).toBe('CANCELLED')
  })
})

describe('feed addresses and contents', () => {
  const q = (s: string) => parseFeedQuery(new URLSearchParams(s))

  it('reads the tag filter and the members flag; an unknown tag is no filter', () => {
    expect(q('')).toEqual({ tag: null, members: false })
    expect(q('tag=workshop')).toEqual({ tag: 'workshop', members: false })
    expect(q('tag=nonsense&members=yes')).toEqual({ tag: null, members: false })
    expect(q('members=1')).toEqual({ tag: null, members: true })
    // The "members only" tag is a members' feed by itself.
    expect(q('tag=members-only')).toEqual({ tag: 'members-only', members: true })
  })

  it('lives at /events.ics in Czech and /en/events.ics in English, webcal for calendar apps', () => {
    expect(feedPath('cs')).toBe('/events.ics')
    expect(feedPath('en', { tag: 'workshop' })).toBe('/en/events.ics?tag=workshop')
    expect(feedPath('cs', { tag: 'meet', members: true })).toBe('/events.ics?tag=meet&members=1')
    expect(feedPath('en', { tag: 'members-only', members: true })).toBe('/en/events.ics?tag=members-only')
    expect(webcalUrl('https://www.hub1909.cz/events.ics?tag=meet')).toBe('webcal://www.hub1909.cz/events.ics?tag=meet')
    expect(webcalUrl('http://localhost:3400/en/events.ics')).toBe('webcal://localhost:3400/en/events.ics')
  })

  it('keeps members-only events out of the public feed only', () => {
    const publicWhere = JSON.stringify(feedWhere({ tag: null, members: false }, new Date('2026-12-01T00:00:00Z')))
    const membersWhere = JSON.stringify(feedWhere({ tag: 'workshop', members: true }, new Date('2026-12-01T00:00:00Z')))
    expect(publicWhere).toContain('membersOnly')
    expect(membersWhere).not.toContain('membersOnly')
    expect(membersWhere).toContain('"tags":{"in":["workshop"]}')
    // Events that ended in the last 30 days stay in (calendar apps drop what a feed no longer lists).
    expect(publicWhere).toContain('2026-11-01T00:00:00.000Z')
  })

  it('says in its name and description whether members-only events are in it', () => {
    expect(feedTitles('cs', { tag: null, members: false }, 'HUB 1909').name).toBe('HUB 1909: akce')
    expect(feedTitles('cs', { tag: null, members: false }, 'HUB 1909').description).toMatch(/jen pro členy v\u00a0tomto kalendáři nejsou/)
    expect(feedTitles('en', { tag: 'workshop', members: false }, 'HUB 1909').name).toBe('HUB 1909: events – Workshop')
    expect(feedTitles('en', { tag: null, members: true }, 'HUB 1909')).toEqual({
      name: 'HUB 1909: events (including members-only events)',
      description: 'Events at HUB 1909, including events for members of the house only.',
    })
    expect(feedTitles('cs', { tag: 'members-only', members: true }, 'HUB 1909').name).toBe('HUB 1909: akce – Jen pro členy')
  })
})

describe('calendar revision (SEQUENCE)', () => {
  const original = { title: 'A', startsAt: '2026-12-03T17:00:00.000Z', endsAt: null, space: 3, placeText: null, cancelled: false, sequence: 4 }
  const run = (data: Record<string, unknown>, operation: 'create' | 'update' = 'update') =>
    (calendarSequence as unknown as (args: object) => Record<string, unknown>)({ data: { ...data }, originalDoc: operation === 'update' ? original : undefined, operation })

  it('starts at 0 and ignores what the request says', () => {
    expect(run({ title: 'A', sequence: 99 }, 'create').sequence).toBe(0)
    expect(run({ ...original, sequence: 99 }).sequence).toBe(4)
  })

  it('goes up when the title, times, place or cancellation change, not for the same values written differently', () => {
    expect(run({ ...original, startsAt: '2026-12-03T18:00:00.000Z' }).sequence).toBe(5)
    expect(run({ ...original, endsAt: '2026-12-03T20:00:00.000Z' }).sequence).toBe(5)
    expect(run({ ...original, title: 'B' }).sequence).toBe(5)
    expect(run({ ...original, space: { id: 4 } }).sequence).toBe(5)
    expect(run({ ...original, placeText: 'Střecha' }).sequence).toBe(5)
    expect(run({ ...original, cancelled: true }).sequence).toBe(5)
    expect(changesCalendar({ startsAt: '2026-12-03T18:00:00+01:00', space: { id: 3 }, cancelled: null, placeText: '' }, original)).toBe(false)
    expect(changesCalendar({ excerpt: 'new text' }, original)).toBe(false)
  })
})

describe('a cancelled event', () => {
  const now = new Date('2026-12-01T00:00:00Z')
  const event = { startsAt: '2026-12-03T17:00:00Z', endsAt: null, registrationOpen: true, capacity: 10, cancelled: true }

  it('takes no registrations and says it is cancelled, over or not', () => {
    expect(acceptsRegistrations(event, now)).toBe(false)
    expect(acceptsRegistrations({ ...event, cancelled: false }, now)).toBe(true)
    expect(registrationState(event, 0, now)).toBe('cancelled')
    expect(registrationState(event, 0, new Date('2027-01-01T00:00:00Z'))).toBe('cancelled')
    expect(registrationState({ ...event, cancelled: false }, 10, now)).toBe('full')
  })
})
