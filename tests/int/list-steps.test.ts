/**
 * "Load more" (issue 18): the lists' one GET endpoint shape, `/api/cards/events` and
 * `/api/cards/blog` (src/lib/api/listStep.ts), on a real Payload. A step answers the cards the
 * list's page shows at those positions, ready to draw (dates formatted, labels translated), with the
 * list's filters honoured and the page cache's headers; whatever the page would not read as given
 * is a 400 that names the parameter, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import cs from '../../messages/cs.json'
import en from '../../messages/en.json'
import { BLOG_PAGE_SIZE } from '@/lib/blog/constants'
import { MAX_PAGE, PAGE_SIZE } from '@/lib/events/constants'

import { startTestPayload, type TestPayload } from './harness'

vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, has: () => false, getAll: () => [] }),
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}))
// next-intl's server functions need Next.js' React Server Components build; the same texts otherwise.
vi.mock('next-intl/server', async () => {
  const { translatorFor } = await import('@/i18n/translator')
  return { getTranslations: async ({ locale, namespace }: { locale: string; namespace?: string }) => translatorFor(locale, namespace) }
})

type Route = { GET: (request: Request) => Promise<Response> }
type Step = { cards: Record<string, unknown>[]; hasMore: boolean; total: number }

let t: TestPayload
let events: Route
let blog: Route

const DAY = 86_400_000
/** A word only this file's events and articles carry, so the search finds exactly them. */
const WORD = `steps${Date.now().toString(36)}`
/** Upcoming events: one step and three more; and two past ones. */
const UPCOMING = PAGE_SIZE + 3
const upcoming: { id: number; title: string; startsAt: string; tags: ('workshop' | 'public' | 'networking')[] }[] = []
const past: { id: number; startsAt: string }[] = []
const NEWS = BLOG_PAGE_SIZE + 2

const at = (days: number) => {
  const d = new Date(Date.now() + days * DAY)
  d.setUTCHours(16, 0, 0, 0)
  return d.toISOString()
}

beforeAll(async () => {
  t = await startTestPayload()
  events = (await import('@/app/api/cards/events/route')) as Route
  blog = (await import('@/app/api/cards/blog/route')) as Route
  for (let i = 0; i < UPCOMING; i++) {
    const tags: ('workshop' | 'public' | 'networking')[] = i % 3 === 0 ? ['workshop', 'public'] : ['networking']
    const startsAt = at(20 + i * 4)
    const doc = await t.payload.create({
      collection: 'events',
      data: {
        title: `${WORD} ${String(i + 1).padStart(2, '0')}`,
        slug: `${WORD}-${i + 1}`,
        startsAt,
        endsAt: new Date(Date.parse(startsAt) + 2 * 3600_000).toISOString(),
        tags,
        // The last one counts its seats.
        ...(i === UPCOMING - 1 ? { capacity: 5, registrationOpen: true } : {}),
        _status: 'published',
      },
    })
    // Staff give the English version the same title, as the search reads the visitor's language.
    await t.payload.update({ collection: 'events', id: doc.id, locale: 'en', data: { title: doc.title, _status: 'published' } })
    upcoming.push({ id: doc.id, title: doc.title, startsAt, tags })
  }
  for (const days of [-40, -10]) {
    const startsAt = at(days)
    const doc = await t.payload.create({
      collection: 'events',
      data: { title: `${WORD} past ${days}`, slug: `${WORD}-past${-days}`, startsAt, tags: ['meet'], _status: 'published' },
    })
    await t.payload.update({ collection: 'events', id: doc.id, locale: 'en', data: { title: doc.title, _status: 'published' } })
    past.push({ id: doc.id, startsAt })
  }
  for (let i = 0; i < NEWS; i++) {
    await t.payload.create({
      collection: 'posts',
      data: { title: `${WORD} news ${i + 1}`, category: 'news', publishedAt: new Date(Date.UTC(2026, 0, 10 + i, 9)).toISOString(), excerpt: 'E', _status: 'published' },
    })
  }
  await t.payload.create({ collection: 'posts', data: { title: `${WORD} blog`, category: 'blog', publishedAt: '2026-02-01T09:00:00.000Z', _status: 'published' } })
})

afterAll(async () => {
  await t?.cleanup()
})

async function ask(route: Route, query: string, headers: Record<string, string> = {}) {
  const response = await route.GET(new Request(`http://localhost:3000/api/cards/x?${query}`, { headers }))
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as Step & { errors?: { message: string }[] } }
}

const ids = (step: Step) => step.cards.map((card) => card.id)

describe('GET /api/cards/events', () => {
  it('answers a step with the cards the page shows at those positions, ready to draw', async () => {
    const first = await ask(events, `locale=en&page=1&q=${WORD}`)
    expect(first.status).toBe(200)
    expect(first.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    expect(first.body).toMatchObject({ total: UPCOMING, hasMore: true })
    expect(ids(first.body)).toEqual(upcoming.slice(0, PAGE_SIZE).map((e) => e.id))

    const second = await ask(events, `locale=en&page=2&q=${WORD}`)
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ total: UPCOMING, hasMore: false })
    expect(ids(second.body)).toEqual(upcoming.slice(PAGE_SIZE).map((e) => e.id))
    const last = second.body.cards.at(-1)!
    expect(last).toMatchObject({ title: upcoming.at(-1)!.title, startsAt: upcoming.at(-1)!.startsAt, status: { kind: 'seats', label: '5 seats left' } })
    // English: the day before the month, a no-break space between the parts; times with an en dash.
    for (const card of second.body.cards) {
      expect(card.dateLabel).toMatch(/^\d{1,2}\u00a0[A-Z][a-z]{2}\u00a0\d{4}$/)
      expect(card.timeLabel).toMatch(/^\d{1,2}:\d{2}–\d{1,2}:\d{2}$/)
    }
    const workshop = second.body.cards.find((card) => (card.tags as { tag: string }[]).some((tag) => tag.tag === 'workshop'))!
    expect(workshop.tags).toEqual([
      { tag: 'workshop', label: en.events.tags.workshop },
      { tag: 'public', label: en.events.tags.public },
    ])
  })

  it('answers in the locale it is asked for', async () => {
    const step = await ask(events, `locale=cs&page=2&q=${WORD}`)
    expect(step.status).toBe(200)
    for (const card of step.body.cards) expect(card.dateLabel).toMatch(/^\d{1,2}\.\u00a0\d{1,2}\.\u00a0\d{4}$/)
    expect(step.body.cards.at(-1)!.status).toEqual({ kind: 'seats', label: 'Zbývá 5 míst' })
    expect((step.body.cards[0].tags as { label: string }[])[0].label).toBe(cs.events.tags[(upcoming[PAGE_SIZE].tags[0]) as 'workshop' | 'networking'])
  })

  it('honours the list’s filters: tag, month, search, view and order', async () => {
    const workshops = await ask(events, `locale=cs&page=1&q=${WORD}&tag=workshop`)
    expect(ids(workshops.body)).toEqual(upcoming.filter((e) => e.tags.includes('workshop')).map((e) => e.id))
    expect(workshops.body.total).toBe(upcoming.filter((e) => e.tags.includes('workshop')).length)

    const month = upcoming[PAGE_SIZE].startsAt.slice(0, 7)
    const inMonth = await ask(events, `locale=cs&page=1&q=${WORD}&month=${month}`)
    // 16:00 UTC is the same day in Prague: the month of the ISO date is the Prague month.
    expect(ids(inMonth.body)).toEqual(upcoming.filter((e) => e.startsAt.startsWith(month)).map((e) => e.id))

    const pastNewest = await ask(events, `locale=en&page=1&q=${WORD}&view=past`)
    expect(ids(pastNewest.body)).toEqual([past[1].id, past[0].id])
    expect(pastNewest.body.cards.map((card) => (card.status as { kind: string }).kind)).toEqual(['past', 'past'])
    const pastOldest = await ask(events, `locale=en&page=1&q=${WORD}&view=past&order=oldest`)
    expect(ids(pastOldest.body)).toEqual([past[0].id, past[1].id])
    // The spec's "past events" tag is the past view, as on the page.
    expect(ids((await ask(events, `locale=en&page=1&q=${WORD}&tag=past`)).body)).toEqual(ids(pastNewest.body))

    const all = await ask(events, `locale=en&page=2&q=${WORD}&view=all`)
    expect(all.body).toMatchObject({ total: UPCOMING + past.length, hasMore: false })
    expect(all.body.cards).toHaveLength(UPCOMING + past.length - PAGE_SIZE)

    const nothing = await ask(events, `locale=en&page=1&q=${WORD}-nothing`)
    expect(nothing.body).toEqual({ cards: [], hasMore: false, total: 0 })
  })

  it('refuses what the page would not read as given with a 400 that names the parameter', async () => {
    const refused: [string, string][] = [
      ['page=2', 'locale'],
      ['locale=de&page=2', 'locale'],
      ['locale=en', 'page'],
      ['locale=en&page=0', 'page'],
      ['locale=en&page=02', 'page'],
      ['locale=en&page=2.0', 'page'],
      ['locale=en&page=-1', 'page'],
      ['locale=en&page=1e1', 'page'],
      ['locale=en&page=abc', 'page'],
      [`locale=en&page=${MAX_PAGE + 1}`, 'page'],
      ['locale=en&page=99999999999999999999', 'page'],
      ['locale=en&page=2&page=3', 'page'],
      ['locale=en&locale=cs&page=2', 'locale'],
      ['locale=en&page=2&tag=party', 'tag'],
      ['locale=en&page=2&month=2026-13', 'month'],
      ['locale=en&page=2&month=2026-1', 'month'],
      ['locale=en&page=2&view=future', 'view'],
      ['locale=en&page=2&order=newest', 'order'],
      [`locale=en&page=2&q=${'x'.repeat(101)}`, 'q'],
    ]
    for (const [query, name] of refused) {
      const answer = await ask(events, query)
      expect(answer.status, query).toBe(400)
      expect(answer.cacheControl, query).toBe('no-store')
      expect(answer.body.errors?.[0].message, query).toBe(`The parameter “${name}” is missing or not valid.`)
    }
    const czech = await ask(events, 'locale=en&page=x', { 'Accept-Language': 'cs' })
    expect(czech.body.errors?.[0].message).toBe('Parametr „page“ chybí nebo nemá platnou hodnotu.')
    // The longest search the page reads is fine, and an unknown parameter is none of the list's.
    expect((await ask(events, `locale=en&page=1&q=${'x'.repeat(100)}&utm_source=mail`)).status).toBe(200)
  })
})

describe('GET /api/cards/blog', () => {
  it('answers a step of a category with its cards, ready to draw', async () => {
    const first = await ask(blog, 'locale=en&page=1&category=news')
    expect(first.status).toBe(200)
    expect(first.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    expect(first.body).toMatchObject({ total: NEWS, hasMore: true })
    expect(first.body.cards).toHaveLength(BLOG_PAGE_SIZE)
    const second = await ask(blog, 'locale=cs&page=2&category=news')
    expect(second.body).toMatchObject({ total: NEWS, hasMore: false })
    // Newest first: the second step holds the two oldest articles.
    expect(second.body.cards.map((card) => card.title)).toEqual([`${WORD} news 2`, `${WORD} news 1`])
    expect(second.body.cards[0]).toMatchObject({ categoryLabel: cs.blog.categories.news, dateLabel: '11. ledna 2026' })
    expect(first.body.cards[0]).toMatchObject({ categoryLabel: en.blog.categories.news, dateLabel: `${9 + NEWS} January 2026` })
  })

  it('refuses an unknown category, a missing or out-of-range page with a 400', async () => {
    for (const [query, name] of [
      ['locale=en&page=2&category=gossip', 'category'],
      ['locale=en&category=news', 'page'],
      ['locale=en&page=31', 'page'],
      ['locale=xx&page=2', 'locale'],
    ] as const) {
      const answer = await ask(blog, query)
      expect(answer.status, query).toBe(400)
      expect(answer.body.errors?.[0].message, query).toBe(`The parameter “${name}” is missing or not valid.`)
    }
  })
})
