import { expect, test, type APIRequestContext } from './test'

import cs from '../../messages/cs.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { parseBoth } from '../fixtures/ical'
import { staffToken } from './staff'

/**
 * The events feeds (issue 19) from the running production server: `/events.ics` and
 * `/en/events.ics` as calendar apps fetch them (content type, the page cache, both parsers, the
 * tag filter, members-only events, a cancellation showing within a moment), the subscribe and
 * copy-link controls on the events page with and without JavaScript, and a cancelled event on the
 * list and its page. The suite publishes its own events and deletes them afterwards.
 */

const LOCALES = [
  { locale: 'cs', feed: '/events.ics', list: '/akce', detail: '/akce/', m: cs },
  { locale: 'en', feed: '/en/events.ics', list: '/en/events', detail: '/en/events/', m: en },
] as const

const DAY = 24 * 60 * 60 * 1000
const RUN = `feed${Date.now().toString(36)}`
const iso = (days: number, hour = 17) => {
  const d = new Date(Date.now() + days * DAY)
  d.setUTCHours(hour, 0, 0, 0)
  return d.toISOString()
}

type Created = { id: number; slug: string }
const events: Record<'workshop' | 'members' | 'cancelled', Created> = {} as never
let auth: Record<string, string> = {}
let origin = ''

async function createEvent(request: APIRequestContext, data: Record<string, unknown>): Promise<Created> {
  const response = await request.post('/api/events?locale=cs', { headers: auth, data: { _status: 'published', registrationOpen: true, ...data } })
  expect(response.ok(), await response.text()).toBeTruthy()
  const { doc } = (await response.json()) as { doc: Created }
  const english = await request.patch(`/api/events/${doc.id}?locale=en`, { headers: auth, data: { _status: 'published', title: data.title, slug: data.slug } })
  expect(english.ok(), await english.text()).toBeTruthy()
  return doc
}

const uidOf = (doc: Created) => `event-${doc.id}@${new URL(origin).hostname}`

/** A feed over HTTP, read by both parsers (which must agree). */
async function fetchFeed(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const text = await response.text()
  const { icalJs, nodeIcal } = parseBoth(text)
  expect(nodeIcal).toEqual(icalJs)
  return { response, text, calendar: icalJs, uids: icalJs.events.map((e) => e.uid) }
}

test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request, baseURL }) => {
  origin = baseURL!
  auth = { Authorization: `JWT ${await staffToken(request)}` }
  events.workshop = await createEvent(request, { title: `Workshop ${RUN}`, slug: `${RUN}-workshop`, startsAt: iso(20), endsAt: iso(20, 19), tags: ['workshop', 'public'] })
  events.members = await createEvent(request, { title: `Členové ${RUN}`, slug: `${RUN}-members`, startsAt: iso(21), tags: ['networking'], membersOnly: true })
  events.cancelled = await createEvent(request, { title: `Zrušená ${RUN}`, slug: `${RUN}-cancelled`, startsAt: iso(22), tags: ['meet', 'public'], capacity: 20 })
})

test.afterAll(async ({ request }) => {
  for (const doc of Object.values(events)) await request.delete(`/api/events/${doc.id}`, { headers: auth })
})

test.describe('the feed over HTTP', () => {
  for (const l of LOCALES) {
    test(`${l.feed} is a calendar, kept by the page cache (${l.locale})`, async ({ request }) => {
      const { response, text, calendar, uids } = await fetchFeed(request, l.feed)
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
      expect(calendar.name).toBe(`HUB 1909: ${l.locale === 'cs' ? 'akce' : 'events'}`)
      expect(calendar.timezones).toEqual(['Europe/Prague'])
      expect(uids).toContain(uidOf(events.workshop))
      expect(uids).not.toContain(uidOf(events.members))
      const workshop = calendar.events.find((e) => e.uid === uidOf(events.workshop))!
      expect(workshop.url).toBe(`${origin}${l.detail}${events.workshop.slug}`)
      // In one of the house's rooms: the house's full address (street, postal code, city, country).
      expect(workshop.location).toMatch(/, 110 00 /)
      // The invalidations of the events created above (and of the tests running beside this one, which
      // change events) reach the page cache asynchronously and may evict a stored copy: wait until two
      // requests in a row are served from the cache with the same calendar.
      const cached = async () => {
        const [first, second] = [await request.get(l.feed), await request.get(l.feed)]
        const hits = [first, second].every((r) => r.headers()['x-page-cache'] === 'hit' && r.headers()['content-type'] === 'text/calendar; charset=utf-8')
        return hits && (await first.text()) === (await second.text())
      }
      await expect.poll(cached, { timeout: 10_000 }).toBe(true)
    })

    test(`the tag filter and the members' feed (${l.locale})`, async ({ request }) => {
      const workshops = await fetchFeed(request, `${l.feed}?tag=workshop`)
      expect(workshops.uids).toContain(uidOf(events.workshop))
      expect(workshops.uids).not.toContain(uidOf(events.cancelled))
      const members = await fetchFeed(request, `${l.feed}?members=1`)
      expect(members.uids).toContain(uidOf(events.members))
      expect(members.calendar.name).toContain(l.locale === 'cs' ? 'včetně akcí jen pro členy' : 'including members-only events')
    })
  }

  test('/cs/events.ics is the Czech feed (301)', async ({ request }) => {
    const response = await request.get('/cs/events.ics', { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/events\.ics$/)
  })
})

test.describe('subscribe and copy link on the events page', () => {
  for (const l of LOCALES) {
    test(`carry the tag filter; copy puts the address on the clipboard (${l.locale})`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
      await page.goto(l.list)
      const feed = page.getByTestId('events-feed')
      await expect(feed.getByTestId('feed-subscribe')).toHaveAttribute('href', `${origin.replace(/^http/, 'webcal')}${l.feed}`)
      await expect(feed.getByTestId('feed-subscribe')).toHaveText(l.m.events.feed.subscribe)
      await expect(feed.getByTestId('feed-subscribe-members')).toHaveAttribute('href', `${origin.replace(/^http/, 'webcal')}${l.feed}?members=1`)

      // A tag chosen on the page carries over to the feed links (a client-side navigation).
      await page.getByRole('navigation', { name: l.m.events.filters.tag }).getByRole('link', { name: l.m.events.tags.workshop }).click()
      await expect(page).toHaveURL(/tag=workshop/)
      await expect(feed.getByTestId('feed-subscribe')).toHaveAttribute('href', `${origin.replace(/^http/, 'webcal')}${l.feed}?tag=workshop`)
      await expect(feed.getByTestId('feed-subscribe-members')).toHaveAttribute('href', `${origin.replace(/^http/, 'webcal')}${l.feed}?tag=workshop&members=1`)

      const copy = feed.getByTestId('feed-copy')
      await expect(copy).toHaveJSProperty('tagName', 'BUTTON')
      await copy.click()
      await expect(copy).toHaveText(l.m.events.feed.copied)
      await expect(feed.getByRole('status')).toHaveText(l.m.events.feed.copied)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${l.feed}?tag=workshop`)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    for (const l of LOCALES) {
      test(`plain links that carry the tag filter (${l.locale})`, async ({ page, request }) => {
        await page.goto(`${l.list}?tag=meet`)
        const feed = page.getByTestId('events-feed')
        await expect(feed.getByTestId('feed-subscribe')).toHaveAttribute('href', `${origin.replace(/^http/, 'webcal')}${l.feed}?tag=meet`)
        const copy = feed.getByTestId('feed-copy')
        await expect(copy).toHaveJSProperty('tagName', 'A')
        await expect(copy).toHaveText(l.m.events.feed.copy)
        await expect(copy).toHaveAttribute('href', `${origin}${l.feed}?tag=meet`)
        const linked = await fetchFeed(request, new URL((await copy.getAttribute('href'))!).pathname + '?tag=meet')
        expect(linked.uids).toContain(uidOf(events.cancelled))
        expect(linked.uids).not.toContain(uidOf(events.workshop))

        // The members-only tag is a members' feed by itself: no second link.
        await page.goto(`${l.list}?tag=members-only`)
        await expect(feed.getByTestId('feed-subscribe')).toHaveAttribute('href', `${origin.replace(/^http/, 'webcal')}${l.feed}?tag=members-only`)
        await expect(feed.getByTestId('feed-subscribe-members')).toHaveCount(0)
      })
    }
  })
})

test.describe('a cancelled event', () => {
  test('shows as cancelled in the feed within a moment, on the list and on its page, with registration closed', async ({ page, request }) => {
    const before = await fetchFeed(request, '/events.ics')
    const entry = before.calendar.events.find((e) => e.uid === uidOf(events.cancelled))!
    expect(entry.status).toBe('CONFIRMED')
    const cancel = await request.patch(`/api/events/${events.cancelled.id}`, { headers: auth, data: { cancelled: true } })
    expect(cancel.ok(), await cancel.text()).toBeTruthy()

    // The write expires the cached feed on the server (the events tag): the next fetches show it.
    await expect(async () => {
      const { calendar } = await fetchFeed(request, '/events.ics')
      expect(calendar.events.find((e) => e.uid === uidOf(events.cancelled))).toMatchObject({ status: 'CANCELLED', sequence: entry.sequence + 1 })
    }).toPass({ timeout: 10_000 })
    await expect(async () => {
      const { calendar } = await fetchFeed(request, '/en/events.ics')
      expect(calendar.events.find((e) => e.uid === uidOf(events.cancelled))).toMatchObject({ status: 'CANCELLED', summary: `Cancelled: Zrušená ${RUN}` })
    }).toPass({ timeout: 10_000 })

    for (const l of LOCALES) {
      await page.goto(`${l.list}?q=${RUN}`)
      const card = page.getByTestId('event-card').filter({ hasText: `Zrušená ${RUN}` })
      await expect(card.getByTestId('event-card-cancelled')).toHaveText(l.m.events.cancelled)
      await page.goto(`${l.detail}${events.cancelled.slug}`)
      await expect(page.getByTestId('event-cancelled')).toHaveText(l.m.events.cancelled)
      await expect(page.getByTestId('registration-closed')).toHaveText(l.m.registration.cancelledEvent)
      await expect(page.getByTestId('registration-form')).toHaveCount(0)
      await expect(page.getByTestId('add-to-calendar')).toHaveCount(0)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      expect(jsonLd.join('\n')).toContain('https://schema.org/EventCancelled')
    }
  })
})
