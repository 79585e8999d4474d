/**
 * The events feeds (`/events.ics`, `/en/events.ics`, issue 19) on a real Payload: the route
 * handlers' answers read by two independent parsers (ical.js and node-ical), through staff edits
 * (SEQUENCE and LAST-MODIFIED go up), a cancellation (STATUS:CANCELLED), a draft, members-only
 * events and the tag filter; the same UID/SEQUENCE/STATUS as the per-event `.ics`; the reads tagged
 * for the page cache.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { parseBoth, type ParsedCalendar, type ParsedEvent } from '../fixtures/ical'
import { startTestPayload, type TestPayload } from './harness'
import { PageCache } from '../../src/server/pageCache.mjs'

vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, has: () => false, getAll: () => [] }),
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}))

const SITE = 'https://hub.test'
process.env.SITE_URL = SITE
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-feed-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
delete process.env.SMTP_URL

type Handler = (request: Request, context: { params: Promise<{ locale: string }> }) => Promise<Response>
let t: TestPayload
let czechFeed: (request: Request) => Promise<Response>
let localeFeed: Handler
let calendar: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>

const DAY = 86_400_000
const ids: Record<string, number> = {}
const uid = (key: string) => `event-${ids[key]}@hub.test`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The feed at `path` (`/events.ics?tag=…`, `/en/events.ics`), both parsers' readings checked against each other. */
async function feed(pathAndQuery: string): Promise<{ response: Response; text: string; calendar: ParsedCalendar; byUid: Map<string, ParsedEvent> }> {
  const url = new URL(pathAndQuery, SITE)
  const english = url.pathname.startsWith('/en/')
  const response = english ? await localeFeed(new Request(url), { params: Promise.resolve({ locale: 'en' }) }) : await czechFeed(new Request(url))
  const text = await response.text()
  const { icalJs, nodeIcal } = parseBoth(text)
  expect(nodeIcal, 'node-ical reads the feed as ical.js does').toEqual(icalJs)
  return { response, text, calendar: icalJs, byUid: new Map(icalJs.events.map((e) => [e.uid, e])) }
}

async function createEvent(key: string, data: Record<string, unknown>) {
  const startsAt = new Date(Date.now() + 7 * DAY).toISOString()
  const doc = await t.payload.create({
    collection: 'events',
    data: {
      title: `Feed ${key}`,
      slug: `feed-${key}-${t.dialect}`,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 2 * 3600_000).toISOString(),
      tags: ['networking'],
      registrationOpen: true,
      _status: 'published',
      ...data,
    },
    overrideAccess: true,
  })
  ids[key] = doc.id as number
  return doc
}

beforeAll(async () => {
  t = await startTestPayload()
  czechFeed = (await import('@/app/events.ics/route')).GET
  localeFeed = (await import('@/app/(site)/[locale]/(shell)/events.ics/route')).GET as Handler
  calendar = (await import('@/app/api/calendar/[id]/route')).GET
  await t.payload.updateGlobal({
    slug: 'site-settings',
    data: {
      brandName: 'HUB 1909',
      address: { street: 'Jindřišská 5', postalCode: '110 00', city: 'Praha 1', country: 'Česko' },
      contact: { email: 'hello@hub.test' },
      company: { name: 'HUB 1909 s.r.o.' },
      membersLoginUrl: 'https://members.hub.test',
    } as never,
    overrideAccess: true,
    context: { skipCacheInvalidation: true },
  })
  const space = await t.payload.create({ collection: 'spaces', data: { name: 'Sál Otakar', kind: 'event-space', _status: 'published' } as never, overrideAccess: true })
  await t.payload.update({ collection: 'spaces', id: space.id, locale: 'en', data: { name: 'Otakar Hall' } as never, overrideAccess: true })

  await createEvent('workshop', { title: 'Workshop: účetnictví, daně; DPH', tags: ['workshop'], space: space.id, excerpt: 'Řádek 1\nŘádek 2' })
  await createEvent('changed', { title: 'Snídaně' })
  await createEvent('cancelled', { title: 'Večírek', capacity: 10 })
  await createEvent('members', { title: 'Jen pro členy', membersOnly: true })
  await createEvent('recent', { startsAt: new Date(Date.now() - 10 * DAY).toISOString(), endsAt: new Date(Date.now() - 10 * DAY + 3600_000).toISOString() })
  await createEvent('old', { startsAt: new Date(Date.now() - 60 * DAY).toISOString(), endsAt: new Date(Date.now() - 60 * DAY + 3600_000).toISOString() })
  await createEvent('draft', { _status: 'draft' })
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

describe('events feed', () => {
  it('is a calendar in Czech at /events.ics: upcoming and recent public events, soonest first', async () => {
    const { response, text, calendar: cal, byUid } = await feed('/events.ics')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=/)
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    expect(cal.name).toBe('HUB 1909: akce')
    expect(cal.description).toMatch(/jen pro členy v\u00a0tomto kalendáři nejsou/)
    expect(cal.timezones).toEqual(['Europe/Prague'])
    for (const key of ['workshop', 'changed', 'cancelled', 'recent']) expect(byUid.has(uid(key)), key).toBe(true)
    // Members-only, long past and draft events are not in it.
    for (const key of ['members', 'old', 'draft']) expect(byUid.has(uid(key)), key).toBe(false)
    const starts = cal.events.map((e) => e.start)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(byUid.get(uid('workshop'))).toMatchObject({
      summary: 'Workshop: účetnictví, daně; DPH',
      location: 'Sál Otakar, Jindřišská 5, 110 00 Praha 1, Česko',
      url: `${SITE}/akce/feed-workshop-${t.dialect}`,
      description: 'Řádek 1\nŘádek 2',
      sequence: 0,
      status: 'CONFIRMED',
    })
  })

  it('is in English at /en/events.ics', async () => {
    const { calendar: cal, byUid } = await feed('/en/events.ics')
    expect(cal.name).toBe('HUB 1909: events')
    expect(byUid.get(uid('workshop'))).toMatchObject({ location: 'Otakar Hall, Jindřišská 5, 110 00 Praha 1, Česko', url: `${SITE}/en/events/feed-workshop-${t.dialect}` })
    expect(byUid.has(uid('members'))).toBe(false)
  })

  it('filters by tag', async () => {
    const { calendar: cal } = await feed('/events.ics?tag=workshop')
    expect(cal.events.map((e) => e.uid)).toEqual([uid('workshop')])
    expect(cal.name).toBe('HUB 1909: akce – Workshop')
  })

  it('has members-only events only in the members’ feed, which says so', async () => {
    const members = await feed('/events.ics?members=1')
    expect(members.byUid.has(uid('members'))).toBe(true)
    expect(members.byUid.has(uid('workshop'))).toBe(true)
    expect(members.calendar.name).toBe('HUB 1909: akce (včetně akcí jen pro členy)')
    const english = await feed('/en/events.ics?members=1')
    expect(english.calendar.name).toBe('HUB 1909: events (including members-only events)')
    expect(english.calendar.description).toMatch(/members of the house only/)
    const onlyMembers = await feed('/events.ics?tag=members-only')
    expect(onlyMembers.calendar.events.map((e) => e.uid)).toEqual([uid('members')])
  })

  it('raises SEQUENCE and LAST-MODIFIED when staff change an event; a draft changes nothing until it is published', async () => {
    const before = (await feed('/events.ics')).byUid.get(uid('changed'))!
    expect(before.sequence).toBe(0)
    await sleep(1100) // LAST-MODIFIED counts seconds
    const newStart = new Date(Date.now() + 8 * DAY)
    await t.payload.update({ collection: 'events', id: ids.changed, data: { startsAt: newStart.toISOString(), endsAt: new Date(newStart.getTime() + 3600_000).toISOString() }, overrideAccess: true })
    const moved = (await feed('/events.ics')).byUid.get(uid('changed'))!
    expect(moved.sequence).toBe(1)
    expect(moved.lastModified!).toBeGreaterThan(before.lastModified!)
    expect(moved.start).toBe(Math.floor(newStart.getTime() / 1000) * 1000)

    // Only the excerpt: the calendar entry is newer (LAST-MODIFIED), its revision the same.
    await sleep(1100)
    await t.payload.update({ collection: 'events', id: ids.changed, data: { excerpt: 'Nový popis' }, overrideAccess: true })
    const described = (await feed('/events.ics')).byUid.get(uid('changed'))!
    expect(described).toMatchObject({ sequence: 1, description: 'Nový popis' })
    expect(described.lastModified!).toBeGreaterThan(moved.lastModified!)

    // A draft that renames it: the feed shows the published event; publishing raises the revision once.
    await t.payload.update({ collection: 'events', id: ids.changed, data: { title: 'Snídaně s hostem' }, draft: true, overrideAccess: true })
    expect((await feed('/events.ics')).byUid.get(uid('changed'))).toMatchObject({ summary: 'Snídaně', sequence: 1 })
    await t.payload.update({ collection: 'events', id: ids.changed, data: { _status: 'published' }, overrideAccess: true })
    expect((await feed('/events.ics')).byUid.get(uid('changed'))).toMatchObject({ summary: 'Snídaně s hostem', sequence: 2 })

    // What a request sends for the revision is ignored.
    await t.payload.update({ collection: 'events', id: ids.changed, data: { sequence: 99 } as never, overrideAccess: true })
    expect((await feed('/events.ics')).byUid.get(uid('changed'))!.sequence).toBe(2)
  })

  it('keeps a cancelled event with STATUS:CANCELLED, as its own .ics does, and takes no registrations for it', async () => {
    await t.payload.update({ collection: 'events', id: ids.cancelled, data: { cancelled: true }, overrideAccess: true })
    const cs = (await feed('/events.ics')).byUid.get(uid('cancelled'))!
    expect(cs).toMatchObject({ status: 'CANCELLED', sequence: 1, summary: 'Zrušeno: Večírek' })
    const en = (await feed('/en/events.ics')).byUid.get(uid('cancelled'))!
    expect(en).toMatchObject({ status: 'CANCELLED', sequence: 1, summary: 'Cancelled: Večírek' })

    const single = await calendar(new Request(`${SITE}/api/calendar/${ids.cancelled}.ics?locale=cs`), { params: Promise.resolve({ id: `${ids.cancelled}.ics` }) })
    expect(single.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const { icalJs, nodeIcal } = parseBoth(await single.text())
    expect(nodeIcal).toEqual(icalJs)
    expect(icalJs.events).toEqual([cs])

    const { issueFormToken } = await import('@/lib/forms/spamGuard')
    const { registerForEvent } = await import('@/lib/events/registration')
    const result = await registerForEvent(t.payload, {
      name: 'Jana',
      surname: 'Nováková',
      email: 'jana.feed@example.com',
      company: 'Tiskárna s.r.o.',
      event: String(ids.cancelled),
      locale: 'cs',
      formStartedAt: issueFormToken(Date.now() - 10_000),
    }, { ip: '10.9.9.9' })
    expect(result.ok && result.value.outcome).toBe('closed')
  })

  it('tags its reads for the page cache (events, spaces, site settings)', async () => {
    // The production server's page cache, as it renders a page (src/server/pageCache.mjs).
    const cache = new PageCache().install()
    const store = { tags: new Set<string>(), failed: null, errored: null, publicPage: false, status: 0, seq: 0 }
    await cache.renders.run(store, () => czechFeed(new Request(`${SITE}/events.ics`)))
    expect([...store.tags]).toEqual(expect.arrayContaining(['events', 'spaces', 'site-settings']))
    expect(store.failed).toBeNull()
  })
})
