/**
 * Personal data kept only as long as the privacy policy says, and exported or erased per person
 * (issue 36): the retention sweep on SQLite and PostgreSQL, and the administrator's export and
 * erasure through Payload's REST handlers as the admin's page calls them.
 */
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { subjectHash } from '@/lib/privacy/personalData'
import { sweepExpired } from '@/lib/privacy/retention'

import { startTestPayload, type TestPayload } from './harness'

let t: TestPayload
const auth = { admin: '', communityManager: '' }
let adminId: number

const PERSON = 'eva.svobodova@example.cz'
const OTHER = 'karel.novy@example.cz'
const DAY = 86_400_000

async function login(role: keyof typeof auth) {
  const email = `${role}-privacy-${t.dialect}@hub1909.test`
  const password = `a long ${role} password 1909`
  const user = await t.payload.create({ collection: 'users', data: { email, password, role } })
  auth[role] = (await t.payload.login({ collection: 'users', data: { email, password } })).token as string
  return user.id as number
}

/** A record as it would be after `ageMs` (Payload sets createdAt itself on create). */
async function age(collection: 'contact-requests' | 'event-registrations' | 'mail-outbox' | 'newsletter-subscribers', id: number, ageMs: number, extra: Record<string, unknown> = {}) {
  await t.payload.db.updateOne({ collection, id, data: { createdAt: new Date(Date.now() - ageMs).toISOString(), ...extra } })
}

const contact = (email: string) =>
  t.payload.create({ collection: 'contact-requests', data: { name: 'Eva', surname: 'Svobodová', email, topic: 'membership', consent: true, locale: 'cs' } as never })
const outbox = (email: string, key: string, status: 'sent' | 'pending') =>
  t.payload.create({ collection: 'mail-outbox', data: { key, recipient: `Eva Svobodová <${email}>`, subject: 'Potvrzení', template: 'contact-confirmation', params: {}, status, availableAt: new Date().toISOString() } as never })
const subscriber = (email: string, status: 'pending' | 'confirmed' | 'unsubscribed') =>
  t.payload.create({ collection: 'newsletter-subscribers', data: { email, name: 'Eva', status, locale: 'cs', consent: true } as never })

async function event(capacity: number, inDays: number) {
  const doc = await t.payload.create({
    collection: 'events',
    data: { title: `Akce ${capacity}/${inDays}`, startsAt: new Date(Date.now() + inDays * DAY).toISOString(), capacity, registrationOpen: true, _status: 'published' },
  })
  return doc.id as number
}
const registration = (eventId: number, email: string, status: 'confirmed' | 'waitlisted' = 'confirmed') =>
  t.payload.create({ collection: 'event-registrations', data: { event: eventId, firstName: 'Eva', lastName: 'Svobodová', email, company: 'Svobodová s.r.o.', locale: 'cs', consent: true, status } as never })

const exists = async (collection: 'contact-requests' | 'event-registrations' | 'mail-outbox' | 'newsletter-subscribers', id: number) =>
  Boolean(await t.payload.findByID({ collection, id, overrideAccess: true, disableErrors: true }))

function rest(method: 'GET' | 'POST', path: string, who: string, body?: URLSearchParams, language = 'cs') {
  const url = new URL(`http://localhost:3000/api/${path}`)
  const headers: Record<string, string> = { Authorization: `JWT ${who}`, 'Accept-Language': language, Origin: 'http://localhost:3000' }
  if (body) headers['Content-Type'] = 'application/x-www-form-urlencoded'
  const handler = (method === 'GET' ? REST_GET : REST_POST)(Promise.resolve(t.config))
  return handler(new Request(url, { method, headers, body }), { params: Promise.resolve({ slug: url.pathname.slice(5).split('/') }) })
}

beforeAll(async () => {
  t = await startTestPayload()
  adminId = await login('admin')
  await login('communityManager')
})

afterAll(async () => {
  await t?.cleanup()
})

describe('retention', () => {
  it('removes what is past its retention period, keeps the rest and mail in flight, and records it once', async () => {
    const oldContact = await contact(OTHER)
    await age('contact-requests', oldContact.id as number, 25 * 30 * DAY)
    const freshContact = await contact(OTHER)
    const past = await event(10, -800)
    const oldRegistration = await registration(past, OTHER)
    await age('event-registrations', oldRegistration.id as number, 800 * DAY)
    const oldSent = await outbox(OTHER, `old-sent-${t.dialect}`, 'sent')
    await age('mail-outbox', oldSent.id as number, 800 * DAY)
    const oldPending = await outbox(OTHER, `old-pending-${t.dialect}`, 'pending')
    await age('mail-outbox', oldPending.id as number, 800 * DAY)
    const unsubscribed = await subscriber('odhlaseny@example.cz', 'unsubscribed')
    await age('newsletter-subscribers', unsubscribed.id as number, 2 * DAY, { unsubscribedAt: new Date(Date.now() - DAY).toISOString() })
    const unconfirmed = await subscriber('nepotvrzeny@example.cz', 'pending')
    await age('newsletter-subscribers', unconfirmed.id as number, 31 * DAY)
    const waiting = await subscriber('ceka@example.cz', 'pending')
    const confirmed = await subscriber('odebira@example.cz', 'confirmed')
    await age('newsletter-subscribers', confirmed.id as number, 900 * DAY)

    const counts = await sweepExpired(t.payload)
    expect(counts).toEqual({ 'contact-requests': 1, 'event-space-enquiries': 0, 'event-registrations': 1, 'mail-outbox': 1, 'newsletter-subscribers': 2 })
    expect(await exists('contact-requests', oldContact.id as number)).toBe(false)
    expect(await exists('contact-requests', freshContact.id as number)).toBe(true)
    expect(await exists('event-registrations', oldRegistration.id as number)).toBe(false)
    expect(await exists('mail-outbox', oldSent.id as number)).toBe(false)
    expect(await exists('mail-outbox', oldPending.id as number)).toBe(true)
    expect(await exists('newsletter-subscribers', unsubscribed.id as number)).toBe(false)
    expect(await exists('newsletter-subscribers', unconfirmed.id as number)).toBe(false)
    expect(await exists('newsletter-subscribers', waiting.id as number)).toBe(true)
    expect(await exists('newsletter-subscribers', confirmed.id as number)).toBe(true)

    const log = await t.payload.find({ collection: 'privacy-log', where: { action: { equals: 'retention' } }, overrideAccess: true })
    expect(log.docs.map((d) => d.counts)).toEqual([counts])
    // A second sweep (another instance, a restart) finds nothing and records nothing.
    expect(Object.values(await sweepExpired(t.payload)).every((n) => n === 0)).toBe(true)
    expect((await t.payload.count({ collection: 'privacy-log', where: { action: { equals: 'retention' } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('follows the periods an administrator sets in Site settings', async () => {
    const kept = await contact(OTHER)
    await age('contact-requests', kept.id as number, 200 * DAY)
    expect((await sweepExpired(t.payload))['contact-requests']).toBe(0)
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: {
        membersLoginUrl: 'https://members.hub1909.test',
        address: { street: 'Husova 240/5', postalCode: '110 00', city: 'Praha 1' },
        contact: { email: 'info@hub1909.test' },
        company: { name: 'HUB 1909 s.r.o.' },
        retention: { formsMonths: 6 },
      } as never,
    })
    expect((await sweepExpired(t.payload))['contact-requests']).toBe(1)
    expect(await exists('contact-requests', kept.id as number)).toBe(false)
  })
})

describe("one person's data", () => {
  it('exports everything held about an address to an administrator only, without secrets, and logs it by a hash', async () => {
    const future = await event(5, 14)
    const mine = [await contact(PERSON), await registration(future, PERSON), await outbox(PERSON, `mine-${t.dialect}`, 'sent'), await subscriber(PERSON, 'confirmed')]
    await contact(OTHER)

    expect((await rest('GET', `privacy-log/export?email=${PERSON}`, auth.communityManager)).status).toBe(403)
    expect((await rest('GET', 'privacy-log/export?email=nope', auth.admin)).status).toBe(400)

    const json = await rest('GET', `privacy-log/export?format=json&email=${encodeURIComponent(PERSON.toUpperCase())}`, auth.admin)
    expect(json.status).toBe(200)
    expect(json.headers.get('content-disposition')).toContain('attachment')
    const body = (await json.json()) as { email: string; records: Record<string, { id: number; email?: string }[]> }
    expect(body.email).toBe(PERSON)
    expect(Object.values(body.records).flat()).toHaveLength(mine.length)
    expect(body.records['event-registrations']![0]!.email).toBe(PERSON)
    const text = JSON.stringify(body)
    expect(text).not.toContain(OTHER)
    expect(text).not.toMatch(/tokenHash|cancelTokenHash/)

    const csv = await rest('GET', `privacy-log/export?format=csv&email=${PERSON}`, auth.admin)
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Sbírka;ID;Pole;Hodnota')
    expect(lines).toContain(`event-registrations;${mine[1]!.id};email;${PERSON}`)

    const log = await t.payload.find({ collection: 'privacy-log', where: { action: { equals: 'export' } }, overrideAccess: true, depth: 0 })
    expect(log.docs).toHaveLength(2)
    expect(log.docs[0]!.subject).toBe(subjectHash(PERSON))
    expect(log.docs[0]!.user).toBe(adminId)
    expect(JSON.stringify(log.docs)).not.toContain(PERSON)
  })

  it('erases it only when the address is typed twice, gives a freed seat to the waitlist, and logs who did it', async () => {
    const full = await event(1, 21)
    const seat = await registration(full, PERSON)
    const next = await registration(full, OTHER, 'waitlisted')
    const before = await t.payload.find({ collection: 'contact-requests', where: { email: { equals: PERSON } }, overrideAccess: true })
    expect(before.totalDocs).toBeGreaterThan(0)

    const refused = await rest('POST', 'privacy-log/erase', auth.communityManager, new URLSearchParams({ email: PERSON, confirm: PERSON }))
    expect(refused.status).toBe(403)
    const unconfirmed = await rest('POST', 'privacy-log/erase', auth.admin, new URLSearchParams({ email: PERSON, confirm: 'jina@example.cz' }))
    expect(unconfirmed.status).toBe(303)
    expect(unconfirmed.headers.get('location')).toMatch(/\/admin\/personal-data\?email=.*&unconfirmed=1$/)
    expect(await exists('event-registrations', seat.id as number)).toBe(true)

    const erased = await rest('POST', 'privacy-log/erase', auth.admin, new URLSearchParams({ email: PERSON, confirm: ` ${PERSON.toUpperCase()} ` }))
    expect(erased.status).toBe(303)
    const location = new URL(erased.headers.get('location')!)
    expect(location.pathname).toBe('/admin/personal-data')
    expect(Number(location.searchParams.get('erased'))).toBe(5) // a contact request, 2 registrations, a mail, a subscription
    for (const collection of ['contact-requests', 'event-registrations', 'newsletter-subscribers'] as const) {
      expect((await t.payload.count({ collection, where: { email: { equals: PERSON } }, overrideAccess: true })).totalDocs, collection).toBe(0)
    }
    expect((await t.payload.count({ collection: 'mail-outbox', where: { recipient: { like: PERSON } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await t.payload.count({ collection: 'contact-requests', where: { email: { equals: OTHER } }, overrideAccess: true })).totalDocs).toBeGreaterThan(0)
    // The seat the erased person held went to the first on the waitlist.
    expect((await t.payload.findByID({ collection: 'event-registrations', id: next.id, overrideAccess: true })).status).toBe('confirmed')

    const log = await t.payload.find({ collection: 'privacy-log', where: { action: { equals: 'erasure' } }, overrideAccess: true, depth: 0 })
    expect(log.docs).toHaveLength(1)
    expect(log.docs[0]).toMatchObject({ subject: subjectHash(PERSON), user: adminId })
    expect(Object.values(log.docs[0]!.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(5)
    // Administrators read the log; nobody writes it through the API.
    expect((await rest('GET', 'privacy-log', auth.admin)).status).toBe(200)
    expect((await rest('GET', 'privacy-log', auth.communityManager)).status).toBe(403)
  })
})
