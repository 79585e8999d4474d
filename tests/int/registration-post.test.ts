/**
 * The registration form posted without JavaScript to its fast path (src/lib/events/formPost.ts),
 * as the browser sends it: multipart, with the visitor's address and the page's origin. What the
 * visitor meets is the answer's status and where it sends them; what staff meet is what is stored.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-post-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
delete process.env.SMTP_URL

let t: TestPayload
let handle: typeof import('@/lib/events/formPost').handleRegistrationPost
let issueFormToken: typeof import('@/lib/forms/spamGuard').issueFormToken
let confirmationRef: typeof import('@/lib/events/registration').confirmationRef

beforeAll(async () => {
  t = await startTestPayload()
  handle = (await import('@/lib/events/formPost')).handleRegistrationPost
  issueFormToken = (await import('@/lib/forms/spamGuard')).issueFormToken
  confirmationRef = (await import('@/lib/events/registration')).confirmationRef
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

let n = 0
async function createEvent(capacity: number, over: Record<string, unknown> = {}) {
  const i = ++n
  const startsAt = new Date(Date.now() + 9 * 24 * 3600_000).toISOString()
  return t.payload.create({
    collection: 'events',
    data: { title: `Rychlá cesta ${i}`, slug: `fast-path-${i}-${Date.now()}`, startsAt, capacity, registrationOpen: true, tags: ['networking'], _status: 'published', ...over },
    overrideAccess: true,
  })
}

const ORIGIN = 'http://hub.test'
let ip = 0

function post(eventId: number | string, fields: Record<string, string> = {}, init: { page?: string; origin?: string | null; body?: BodyInit; contentType?: string } = {}) {
  const data = new FormData()
  const values: Record<string, string> = {
    $ACTION_REF_1: '',
    '$ACTION_1:0': '{"id":"x","bound":"$@1"}',
    formName: 'registration',
    locale: 'cs',
    formStartedAt: issueFormToken(Date.now() - 10_000),
    website: '',
    event: String(eventId),
    name: 'Jana',
    surname: 'Nováková',
    email: `jana.${++ip}.${Date.now()}@example.com`,
    company: 'Tiskárna s.r.o.',
    ...fields,
  }
  for (const [k, v] of Object.entries(values)) data.append(k, v)
  const page = init.page ?? '/akce/x'
  const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${(ip >> 8) & 255}.${ip & 255}`, host: 'hub.test' }
  if (init.origin !== null) headers.origin = init.origin ?? ORIGIN
  if (init.contentType) headers['content-type'] = init.contentType
  const request = new Request(`${ORIGIN}/api/forms/registration?page=${encodeURIComponent(page)}`, { method: 'POST', body: init.body ?? data, headers })
  return { request, email: values.email }
}

async function stored(eventId: number) {
  const { docs } = await t.payload.find({ collection: 'event-registrations', where: { event: { equals: eventId } }, pagination: false, depth: 0, overrideAccess: true })
  return docs
}

describe('the registration form without JavaScript', () => {
  it('confirms with a 303 to the confirmation page, and sends a visitor of a full event back to its capacity message', async () => {
    const event = await createEvent(1)
    const page = `/akce/${event.slug}`
    const first = post(event.id, {}, { page })
    const confirmed = await handle(t.payload, first.request)
    expect(confirmed.status).toBe(303)
    const [registration] = await stored(event.id)
    expect([registration.email, registration.status]).toEqual([first.email, 'confirmed'])
    // The confirmation page's address names the stored registration, signed.
    expect(confirmed.headers.get('location')).toBe(`/registration-confirm?status=confirmed&ref=${confirmationRef(registration.id, t.payload.secret)}`)
    expect(await stored(event.id)).toHaveLength(1)

    const second = await handle(t.payload, post(event.id, {}, { page }).request)
    expect(second.status).toBe(303)
    expect(second.headers.get('location')).toBe(`${page}?registration=full#registration`)
    expect(await stored(event.id)).toHaveLength(1)

    const waitlisted = await handle(t.payload, post(event.id, { waitlist: 'on', locale: 'en' }, { page: `/en/events/${event.slug}` }).request)
    expect(waitlisted.status).toBe(303)
    const onWaitlist = (await stored(event.id)).find((r) => r.status === 'waitlisted')!
    expect(waitlisted.headers.get('location')).toBe(`/en/registration-confirm?status=waitlisted&ref=${confirmationRef(onWaitlist.id, t.payload.secret)}`)
    expect((await stored(event.id)).map((r) => r.status).sort()).toEqual(['confirmed', 'waitlisted'])
  })

  it('sends the same post on to the page (307) when the form must show errors or "already registered", storing nothing new', async () => {
    const event = await createEvent(5)
    const page = `/akce/${event.slug}`
    const invalid = await handle(t.payload, post(event.id, { surname: '', email: 'not-an-email' }, { page }).request)
    expect(invalid.status).toBe(307)
    expect(invalid.headers.get('location')).toBe(page)
    expect(await stored(event.id)).toHaveLength(0)

    const bot = await handle(t.payload, post(event.id, { website: 'https://spam.example' }, { page }).request)
    expect(bot.status).toBe(307)
    expect(await stored(event.id)).toHaveLength(0)

    const once = post(event.id, {}, { page })
    expect((await handle(t.payload, once.request)).status).toBe(303)
    const again = await handle(t.payload, post(event.id, { email: once.email }, { page }).request)
    expect(again.status).toBe(307)
    expect(await stored(event.id)).toHaveLength(1)
  })

  it('refuses a post from another site, a body that is not a form and an oversized one, storing nothing', async () => {
    const event = await createEvent(5)
    const page = `/akce/${event.slug}`
    const foreign = await handle(t.payload, post(event.id, {}, { page, origin: 'https://evil.example' }).request)
    expect(foreign.status).toBe(403)
    const json = await handle(t.payload, post(event.id, {}, { page, body: '{"event":1}', contentType: 'application/json' }).request)
    expect(json.status).toBe(400)
    expect(await json.text()).toContain('formulář se nepodařilo odeslat')
    const huge = await handle(t.payload, post(event.id, { company: 'x'.repeat(70_000) }, { page }).request)
    expect(huge.status).toBe(413)
    expect(await stored(event.id)).toHaveLength(0)
    // A flood from one address: 429 with Retry-After and the message in the visitor's language.
    const flooder = { 'x-forwarded-for': '10.99.99.99' }
    let flooded: Response | undefined
    for (let i = 0; i < 12 && flooded?.status !== 429; i++) {
      const { request } = post(event.id, {}, { page })
      flooded = await handle(t.payload, new Request(request, { headers: { ...Object.fromEntries(request.headers), ...flooder } }))
    }
    expect(flooded?.status).toBe(429)
    expect(Number(flooded?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await flooded?.text()).toContain('Příliš mnoho pokusů')
    // The site's own address (SITE_URL) behind a proxy that does not pass the host on.
    const previous = process.env.SITE_URL
    process.env.SITE_URL = 'https://hub1909.example'
    try {
      expect((await handle(t.payload, post(event.id, {}, { page, origin: 'https://hub1909.example' }).request)).status).toBe(303)
    } finally {
      if (previous === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = previous
    }
    // Without an Origin header (an old browser, a script) the post is judged by its content.
    expect((await handle(t.payload, post(event.id, {}, { page, origin: null }).request)).status).toBe(303)
  })

  it('never redirects to another site, whatever the page parameter says', async () => {
    const event = await createEvent(1)
    expect((await handle(t.payload, post(event.id).request)).status).toBe(303) // the one seat
    for (const page of ['//evil.example/akce', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const answer = await handle(t.payload, post(event.id, {}, { page }).request)
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/akce?registration=full#registration')
    }
  })

  it('sends a visitor of a closed event back to the event page', async () => {
    const event = await createEvent(5, { registrationOpen: false })
    const answer = await handle(t.payload, post(event.id, {}, { page: `/akce/${event.slug}` }).request)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`/akce/${event.slug}#registration`)
    expect(await stored(event.id)).toHaveLength(0)
  })
})

// Only the PostgreSQL project runs this: SQLite has no connection pool.
const onPostgres: typeof describe = process.env.TEST_DB === 'postgres' ? describe : ((() => undefined) as unknown as typeof describe)

onPostgres('the fast path on PostgreSQL', () => {
  it('keeps its database connections through a burst of lost seat races', async () => {
    // pg-pool ends the connection of every query that fails: a lost race must not be an error.
    const admin = new pg.Client({ connectionString: t.databaseUrl })
    await admin.connect()
    // A session's count is published by the backends within about a second.
    const sessions = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await admin.query('SELECT pg_stat_force_next_flush()')
      return Number((await admin.query('SELECT sessions FROM pg_stat_database WHERE datname = current_database()')).rows[0].sessions)
    }
    try {
      const event = await createEvent(10)
      await handle(t.payload, post(event.id).request) // the pool is open
      const before = await sessions()
      const answers = await Promise.all(Array.from({ length: 120 }, () => handle(t.payload, post(event.id, { waitlist: 'on' }).request)))
      expect(answers.every((a) => a.status === 303)).toBe(true)
      const rows = await stored(event.id)
      expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(10)
      expect(rows).toHaveLength(121)
      // At most the pool's own size of new sessions (DATABASE_POOL_MAX, 10), not one per lost race.
      expect((await sessions()) - before).toBeLessThanOrEqual(10)
    } finally {
      await admin.end()
    }
  })
})
