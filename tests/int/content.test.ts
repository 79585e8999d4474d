/**
 * The content model as staff and visitors meet it: the seed, what anonymous API reads may see,
 * the site's query functions (published only, one locale with fallback to Czech), slugs and uploads.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GRAPHQL_POST, REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

let t: TestPayload
let mediaDir: string

/** Collections a visitor may read (published documents only, where they have drafts). */
const PUBLIC_CONTENT = [
  'pages',
  'spaces',
  'membership-tiers',
  'events',
  'posts',
  'team-members',
  'projects',
  'partners',
  'testimonials',
  'press-mentions',
  'job-openings',
  'media',
]

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-media-'))
  process.env.MEDIA_DIR = mediaDir
  t = await startTestPayload()
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

const restGet = (pathAndQuery: string, headers: Record<string, string> = {}) => {
  const url = new URL(`http://localhost:3000/api/${pathAndQuery}`)
  return REST_GET(Promise.resolve(t.config))(new Request(url, { headers }), {
    params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }),
  })
}

const restPost = (p: string, body: BodyInit, headers: Record<string, string> = {}) =>
  REST_POST(Promise.resolve(t.config))(new Request(`http://localhost:3000/api/${p}`, { method: 'POST', headers, body }), {
    params: Promise.resolve({ slug: p.split('/') }),
  })

type GraphQLBody = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { statusCode?: number } }[] }

const graphql = async (query: string): Promise<GraphQLBody> => {
  const response = await GRAPHQL_POST(Promise.resolve(t.config))(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as GraphQLBody
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const slug of [...PUBLIC_CONTENT, 'event-registrations'] as CollectionSlug[]) {
    out[slug] = (await t.payload.count({ collection: slug, overrideAccess: true })).totalDocs
  }
  return out
}

async function staffToken(): Promise<string> {
  const email = `editor-${t.dialect}@hub1909.test`
  const password = 'a long enough staff password'
  const existing = await t.payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  if (!existing.docs[0]) await t.payload.create({ collection: 'users', data: { email, password, role: 'editor' } })
  const { token } = await t.payload.login({ collection: 'users', data: { email, password } })
  return token as string
}

describe('content model', () => {
  it('seeds an empty database with the house in Czech and English, and a second seed creates nothing', async () => {
    const { needsSeed, seed } = await import('@/cms/seed')
    expect(await needsSeed(t.payload)).toBe(true)

    const first = await seed(t.payload)
    expect(first.created).toBeGreaterThan(80)
    expect(await needsSeed(t.payload)).toBe(false)
    const before = await counts()

    const second = await seed(t.payload)
    expect(second.created).toBe(0)
    expect(await counts()).toEqual(before)

    // What the spec fixes is there, in both languages.
    expect(before.spaces).toBe(12)
    const club = await t.payload.find({ collection: 'membership-tiers', where: { key: { equals: 'club' } }, locale: 'en' })
    expect(club.docs[0]).toMatchObject({ price: 2500, pricePeriod: 'month', annualDiscountPercent: 15, meetingRoomCreditCzk: 1200, meetingRoomDiscountPercent: 50, adminSupportHours: 6 })
    const tiers = await t.payload.find({ collection: 'membership-tiers', limit: 20 })
    expect(tiers.docs.map((d) => d.key).sort()).toEqual(['club', 'day-pass', 'dedicated-desk', 'meet', 'office', 'registered-office', 'seat'])
    expect(tiers.docs.find((d) => d.key === 'meet')).toMatchObject({ daysPerWeek: 1, meetingRoomDiscountPercent: 20 })
    expect(tiers.docs.find((d) => d.key === 'seat')).toMatchObject({ daysPerWeek: 3, meetingRoomDiscountPercent: 50 })

    const otakarCs = await t.payload.find({ collection: 'spaces', where: { slug: { equals: 'otakar' } }, locale: 'cs' })
    expect(otakarCs.docs[0].capacities?.map((c) => [c.layout, c.people])).toEqual([
      ['seated', 20],
      ['theatre', 30],
      ['informal', 25],
    ])
    const eventSpace = await t.payload.find({ collection: 'spaces', where: { kind: { equals: 'event-space' } }, locale: 'en' })
    expect(eventSpace.docs[0]).toMatchObject({ name: 'Event space', slug: 'event-space', priceFromPerHour: 48000, productionFeePercent: 7, maxCapacity: 200 })

    const events = await t.payload.find({ collection: 'events', limit: 100 })
    const tags = new Set(events.docs.flatMap((e) => e.tags ?? []))
    expect([...tags].sort()).toEqual(['meet', 'members-only', 'networking', 'public', 'workshop'])
    expect(events.docs.some((e) => new Date(e.startsAt) < new Date())).toBe(true)
    expect(events.docs.some((e) => new Date(e.startsAt) > new Date())).toBe(true)
    expect(events.docs.some((e) => e.membersOnly)).toBe(true)

    const posts = await t.payload.find({ collection: 'posts', limit: 100, depth: 0 })
    expect(new Set(posts.docs.map((p) => p.category))).toEqual(new Set(['blog', 'interviews', 'articles', 'coverage', 'news']))
    expect(posts.docs.every((p) => (p.authors ?? []).length > 0)).toBe(true)

    const { getContactPeople, getTeam } = await import('@/lib/team/queries')
    expect(await getContactPeople('cs')).toHaveLength(3)
    const team = await getTeam('en')
    expect(team.founders.length).toBeGreaterThan(0)
    expect(team.staff.length).toBeGreaterThan(0)

    const { getProjects } = await import('@/lib/projects/queries')
    expect((await getProjects('en')).map((p) => p.name)).toEqual(['DoToho!', 'Ment2Grow', 'Yodas', 'Open Up'])
    // Invented projects, partners and press mentions link nowhere (no example.com, no made-up domains).
    for (const collection of ['projects', 'partners', 'press-mentions'] as const) {
      const { docs } = await t.payload.find({ collection, limit: 50, depth: 0 })
      expect(docs.map((d) => d.url ?? null), collection).toEqual(docs.map(() => null))
    }
    // No slug names a season or month: the dates are relative to the day of seeding.
    const slugs = [...events.docs, ...posts.docs].map((d) => d.slug)
    expect(slugs.filter((s) => /vanoc|podzim|jaro|leto|zima|rijen|listopad|prosinec/.test(s ?? ''))).toEqual([])

    const { getSiteSettings } = await import('@/lib/site/queries')
    const settings = await getSiteSettings('en')
    expect(settings.brandName).toBe('HUB 1909')
    expect(settings.figures.map((f) => f.value)).toEqual(['500+', '250+'])
    // One owner per figure: the firms went through DoToho!, the contacts are the house's network.
    expect(settings.figures.map((f) => f.label)).toEqual(['firms through the DoToho! mentoring program', 'contacts in the house’s network'])
    expect(settings.openingHours[0]).toEqual({ days: 'Mon–Fri', hours: '8:00–20:00' })
    expect((await getSiteSettings('cs')).openingHours[1]).toEqual({ days: 'So–Ne', hours: 'po domluvě' })

    // Generated artwork, with responsive sizes, behind every cover.
    const { getSpaces } = await import('@/lib/spaces/queries')
    const spaces = await getSpaces('cs')
    expect(spaces.every((s) => s.cover && s.cover.width > 0 && s.cover.url.startsWith('/api/media/file/'))).toBe(true)
    expect(spaces[0].cover?.sizes.map((s) => s.name)).toContain('thumbnail')
    expect(spaces[0].cover?.alt).toBeTruthy()
  }, 600_000)

  it('shows the full event as full and derives upcoming and past from the dates', async () => {
    const { findEventPage } = await import('@/lib/events/list')
    type EventListQuery = import('@/lib/events/list').EventListQuery
    const query: EventListQuery = { view: 'upcoming', tag: null, month: null, q: '', page: 1 }
    const page = (over: Partial<EventListQuery> = {}, now?: Date) =>
      findEventPage(t.payload, 'cs', { ...query, ...over }, { offset: 0, limit: 100, now })
    const upcoming = await page()
    const past = await findEventPage(t.payload, 'en', { ...query, view: 'past' }, { offset: 0, limit: 100 })
    expect(upcoming.events.length).toBeGreaterThan(0)
    expect(past.events.length).toBeGreaterThan(0)
    expect(upcoming.events.every((e) => !e.isPast)).toBe(true)
    expect(past.events.every((e) => e.isPast)).toBe(true)
    // The seed's full event: its example registrations take every seat.
    expect(upcoming.events.find((e) => e.slug === 'workshop-prodej-bez-strachu')?.seatsLeft).toBe(0)
    expect(upcoming.events.some((e) => e.membersOnly && e.tags.includes('members-only'))).toBe(true)
    // The same events a year later are all past: nothing stored says "upcoming".
    const later = await page({}, new Date(Date.now() + 366 * 86_400_000))
    expect(later.total).toBe(0)
    const workshops = await page({ view: 'all', tag: 'workshop' })
    expect(workshops.events.length).toBeGreaterThan(0)
    expect(workshops.events.every((e) => e.tags.includes('workshop'))).toBe(true)
    expect((await page({ view: 'all', q: 'prodej bez' })).events.map((e) => e.slug)).toEqual(['workshop-prodej-bez-strachu'])
  })

  it('refuses anonymous REST and GraphQL reads of every personal-data collection', async () => {
    const personal = t.payload.config.collections.filter(
      (c) => !PUBLIC_CONTENT.includes(c.slug) && !c.slug.startsWith('payload-'),
    )
    const slugs = personal.map((c) => c.slug)
    expect(slugs).toEqual(expect.arrayContaining(['users', 'event-registrations']))
    // The seed's example registrations exist, so a leak would show.
    expect((await t.payload.count({ collection: 'event-registrations' })).totalDocs).toBeGreaterThan(0)

    for (const collection of personal) {
      const list = await restGet(collection.slug)
      expect(list.status, `GET /api/${collection.slug}`).toBe(403)

      // Payload's GraphQL name of the collection's list query: `event-registrations` → `EventRegistrations`.
      const pluralName =
        (collection.graphQL && collection.graphQL.pluralName) ||
        collection.slug.replace(/(^|-)(\w)/g, (_m, _dash, c: string) => c.toUpperCase())
      const body = await graphql(`{ ${pluralName} { docs { id } } }`)
      expect(body.errors?.[0]?.extensions?.statusCode, `GraphQL ${pluralName}`).toBe(403)
      expect(body.data?.[pluralName as string] ?? null).toBeNull()

      const local = t.payload.find({ collection: collection.slug as CollectionSlug, overrideAccess: false })
      await expect(local).rejects.toThrow()
    }
  })

  it('never shows a draft to an anonymous reader: REST, GraphQL, Local API or the site', async () => {
    const draft = await t.payload.create({
      collection: 'posts',
      data: { title: 'Tajný koncept článku', category: 'news', excerpt: 'Ještě nevyšlo.', _status: 'draft' },
      draft: true,
    })
    expect(draft.slug).toBe('tajny-koncept-clanku')

    expect((await restGet(`posts/${draft.id}`)).status).toBe(404)
    expect((await restGet(`posts/${draft.id}?draft=true`)).status).toBe(404)
    const list = (await (await restGet('posts?where[slug][equals]=tajny-koncept-clanku&draft=true')).json()) as { docs: unknown[] }
    expect(list.docs).toHaveLength(0)
    expect((await restGet('posts/versions')).status).toBe(403)

    const gql = await graphql(`{ Posts(draft: true, where: { slug: { equals: "tajny-koncept-clanku" } }) { docs { id title } } }`)
    expect((gql.data?.Posts as { docs: unknown[] }).docs).toHaveLength(0)
    const one = await graphql(`{ Post(id: ${draft.id}, draft: true) { title } }`)
    expect(one.data?.Post ?? null).toBeNull()

    const local = await t.payload.find({ collection: 'posts', overrideAccess: false, draft: true, where: { id: { equals: draft.id } } })
    expect(local.docs).toHaveLength(0)

    const { getPostBySlug, getPosts } = await import('@/lib/blog/queries')
    expect(await getPostBySlug('tajny-koncept-clanku', 'cs')).toBeNull()
    expect((await getPosts('cs', { limit: 100 })).posts.map((p) => p.slug)).not.toContain('tajny-koncept-clanku')
    // Staff preview (draft mode) does see it.
    expect((await getPostBySlug('tajny-koncept-clanku', 'cs', { draft: true }))?.title).toBe('Tajný koncept článku')

    // A draft edit of a published space stays invisible until it is published.
    const { getSpaceBySlug } = await import('@/lib/spaces/queries')
    const published = await getSpaceBySlug('stenc', 'cs')
    const space = await t.payload.find({ collection: 'spaces', where: { slug: { equals: 'stenc' } } })
    await t.payload.update({ collection: 'spaces', id: space.docs[0].id, data: { tagline: 'Rozpracovaný podtitul' }, draft: true, locale: 'cs' })
    expect((await getSpaceBySlug('stenc', 'cs'))?.tagline).toBe(published?.tagline)
    expect((await getSpaceBySlug('stenc', 'cs', { draft: true }))?.tagline).toBe('Rozpracovaný podtitul')
    const anonymous = (await (await restGet(`spaces/${space.docs[0].id}?draft=true`)).json()) as { tagline?: string }
    expect(anonymous.tagline).toBe(published?.tagline)
  })

  it('shows a published edit to the site’s queries in both locales, falling back to Czech', async () => {
    const { getSpaceBySlug, getSpaces } = await import('@/lib/spaces/queries')
    const { docs } = await t.payload.find({ collection: 'spaces', where: { slug: { equals: 'otakar' } } })
    const id = docs[0].id
    await t.payload.update({ collection: 'spaces', id, locale: 'cs', data: { tagline: 'Nový podtitul Otakaru', _status: 'published' } })
    await t.payload.update({ collection: 'spaces', id, locale: 'en', data: { tagline: 'Otakar’s new tagline', _status: 'published' } })

    expect((await getSpaceBySlug('otakar', 'cs'))?.tagline).toBe('Nový podtitul Otakaru')
    expect((await getSpaceBySlug('otakar', 'en'))?.tagline).toBe('Otakar’s new tagline')
    expect((await getSpaces('en')).find((s) => s.id === id)?.tagline).toBe('Otakar’s new tagline')

    // Untranslated: the English reader gets the Czech text, also under the Czech slug.
    const post = await t.payload.create({
      collection: 'posts',
      locale: 'cs',
      data: { title: 'Jen česky psaný článek', category: 'blog', excerpt: 'Překlad zatím chybí.', _status: 'published' },
    })
    const { getPostBySlug, getPosts } = await import('@/lib/blog/queries')
    const en = await getPostBySlug('jen-cesky-psany-clanek', 'en')
    expect(en?.title).toBe('Jen česky psaný článek')
    expect(en?.excerpt).toBe('Překlad zatím chybí.')
    expect(en?.slugs).toEqual({ cs: 'jen-cesky-psany-clanek' })
    expect((await getPosts('en', { limit: 100 })).posts.find((p) => p.id === post.id)?.title).toBe('Jen česky psaný článek')
    // Staff see in the document which locale lacks text.
    await staffToken()
    const staff = (await t.payload.find({ collection: 'users', where: { email: { equals: `editor-${t.dialect}@hub1909.test` } } })).docs[0]
    const opened = await t.payload.findByID({ collection: 'posts', id: post.id, user: staff, overrideAccess: false })
    expect(opened.missingTranslations).toMatch(/^cs: Body · en: Title, Excerpt, Body$/)

    // Translated later: each locale has its own slug and text.
    await t.payload.update({ collection: 'posts', id: post.id, locale: 'en', data: { title: 'Written in English too' } })
    const translated = await getPostBySlug('written-in-english-too', 'en')
    expect(translated?.title).toBe('Written in English too')
    expect(translated?.slugs).toEqual({ cs: 'jen-cesky-psany-clanek', en: 'written-in-english-too' })
    expect((await getPostBySlug('jen-cesky-psany-clanek', 'cs'))?.title).toBe('Jen česky psaný článek')

    const { getPage } = await import('@/lib/pages/queries')
    const privacy = await getPage('privacy', 'en')
    expect(privacy?.title).toBe('Privacy policy')
    expect(privacy?.body?.root.children.length).toBeGreaterThan(3)
    const home = await getPage('home', 'cs')
    expect(home?.sections.map((s) => s.anchor)).toContain('hero')
  })

  it('transliterates slugs and keeps them unique per collection and locale', async () => {
    const created = await t.payload.create({
      collection: 'pages',
      data: { title: 'Členství a Žlutá Řeka', key: 'careers', _status: 'draft' },
      draft: true,
    }).catch((e: Error) => e)
    // `careers` exists (seeded): one page per key.
    expect(created).toBeInstanceOf(Error)

    const a = await t.payload.create({ collection: 'events', data: { title: 'Členství: Žlutá Řeka', startsAt: new Date().toISOString(), _status: 'published' } })
    expect(a.slug).toBe('clenstvi-zluta-reka')
    const clash = await t.payload
      .create({ collection: 'events', data: { title: 'Členství – žlutá řeka', startsAt: new Date().toISOString(), _status: 'published' } })
      .catch((e: Error) => e)
    expect(clash).toBeInstanceOf(Error)
    expect(String((clash as Error).message)).toMatch(/slug/i)

    // The same slug is fine in another collection.
    const post = await t.payload.create({ collection: 'posts', data: { title: 'Členství: Žlutá Řeka', category: 'news', _status: 'published' } })
    expect(post.slug).toBe('clenstvi-zluta-reka')
    // An editor's own slug is transliterated too.
    const custom = await t.payload.update({ collection: 'posts', id: post.id, data: { slug: 'Naše Členství' } })
    expect(custom.slug).toBe('nase-clenstvi')
  })

  it('refuses uploads of other types or over the size limit with a clear message', async () => {
    const token = await staffToken()
    const auth = { Authorization: `JWT ${token}` }
    const upload = (file: Blob, name: string) => {
      const form = new FormData()
      form.append('file', file, name)
      form.append('_payload', JSON.stringify({ alt: 'Test' }))
      return restPost('media', form, auth)
    }

    const text = await upload(new Blob(['not an image'], { type: 'text/plain' }), 'notes.txt')
    expect(text.status).toBe(400)
    expect(JSON.stringify(await text.json())).toMatch(/not allowed|invalid/i)

    const svg = await upload(
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }),
      'drawing.svg',
    )
    expect(svg.status).toBe(400)

    const huge = await upload(new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/png' }), 'huge.png')
    expect(huge.status).toBe(413)
    expect(JSON.stringify(await huge.json())).toMatch(/10 MB/)

    // A real image is accepted and gets its responsive sizes.
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#A8834A' } }).png().toBuffer()
    const ok = await upload(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'brass.png')
    expect(ok.status).toBe(201)
    const { doc } = (await ok.json()) as { doc: { sizes: { card: { width: number } } } }
    expect(doc.sizes.card.width).toBe(960)
  })
})
