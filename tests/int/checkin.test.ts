/**
 * Check-in at the door (issue 39): the signed code in the confirmation's QR, the door's endpoints as
 * staff reach them (idempotent, cancelled and waitlisted refused, walk-ins), the counts, the CSV
 * column and the no-show rate, on SQLite and PostgreSQL.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'
import { clearMailbox, readMailbox } from './mailbox'

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-checkin-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
delete process.env.SMTP_URL

type CheckIn = typeof import('@/lib/events/checkin')
let t: TestPayload
let ci: CheckIn
const auth = { manager: '', editor: '' }
let managerId = 0

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are what the tests assert
async function rest(method: 'GET' | 'POST', apiPath: string, who: string, body?: unknown): Promise<{ status: number; json: Record<string, any> }> {
  const url = new URL(`http://localhost:3000/api/${apiPath}`)
  const headers: Record<string, string> = { 'Accept-Language': 'cs', Authorization: `JWT ${who}` }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const handler = (method === 'GET' ? REST_GET : REST_POST)(Promise.resolve(t.config))
  const response = await handler(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), { params: Promise.resolve({ slug: url.pathname.slice(5).split('/') }) })
  const text = await response.text()
  try {
    return { status: response.status, json: JSON.parse(text) }
  } catch {
    return { status: response.status, json: { text } }
  }
}

async function account(role: 'admin' | 'communityManager' | 'editor') {
  const email = `${role}-checkin-${t.dialect}@hub1909.test`
  const password = `a long ${role} password 1909`
  // The first account is an administrator whatever it asks for (as Payload's first-register screen makes it).
  const user = await t.payload.create({ collection: 'users', data: (role === 'admin' ? { email, password } : { email, password, role }) as never })
  const { token } = await t.payload.login({ collection: 'users', data: { email, password } })
  return { token: token as string, id: user.id as number }
}

let n = 0
async function event(over: Record<string, unknown> = {}) {
  const startsAt = new Date(Date.now() + 2 * 3600_000).toISOString()
  return t.payload.create({
    collection: 'events',
    data: { title: `Snídaně ${++n}`, slug: `checkin-${n}-${Date.now()}`, startsAt, capacity: 3, registrationOpen: true, _status: 'published', ...over } as never,
    overrideAccess: true,
  })
}

async function person(eventId: number, over: Record<string, unknown> = {}) {
  const i = ++n
  return t.payload.create({
    collection: 'event-registrations',
    data: { event: eventId, firstName: 'Jana', lastName: `Nováková ${i}`, email: `jana${i}@example.cz`, company: 'Tiskárna s.r.o.', locale: 'cs', ...over } as never,
    overrideAccess: true,
  })
}

const code = (id: number) => ci.checkInCode(id, t.payload.secret)
const outboxCount = async () => (await t.payload.count({ collection: 'mail-outbox', overrideAccess: true })).totalDocs

beforeAll(async () => {
  t = await startTestPayload()
  ci = await import('@/lib/events/checkin')
  await account('admin')
  const manager = await account('communityManager')
  auth.manager = manager.token
  managerId = manager.id
  auth.editor = (await account('editor')).token
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

describe('check-in code', () => {
  it('names the registration, as the code or as the link in the QR, and refuses anything tampered with', async () => {
    const valid = code(42)
    expect(valid).not.toMatch(/jana|@/i)
    expect(ci.registrationOfCode(valid, t.payload.secret)).toBe(42)
    expect(ci.registrationOfCode(ci.checkInUrl('https://hub1909.cz', 42, t.payload.secret), t.payload.secret)).toBe(42)
    expect(ci.registrationOfCode(valid.replace(/^42/, '43'), t.payload.secret)).toBeNull()
    expect(ci.registrationOfCode(`${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`, t.payload.secret)).toBeNull()
    // The confirmation page's reference to the same registration is not a check-in code.
    const { confirmationRef } = await import('@/lib/events/registration')
    expect(ci.registrationOfCode(confirmationRef(42, t.payload.secret), t.payload.secret)).toBeNull()
    expect(ci.registrationOfCode(code(42), 'another secret')).toBeNull()
  })
})

describe('the door', () => {
  it('checks a confirmed person in once: a second scan keeps the first time', async () => {
    const e = await event()
    const p = await person(e.id)
    const first = await rest('POST', 'event-registrations/check-in', auth.manager, { event: e.id, code: code(p.id) })
    expect(first.status).toBe(200)
    expect(first.json.result).toBe('arrived')
    expect(first.json.person.lastName).toBe(p.lastName)
    expect(first.json.attendance).toMatchObject({ confirmed: 1, arrived: 1, walkIns: 0 })
    const again = await rest('POST', 'event-registrations/check-in', auth.manager, { event: e.id, id: p.id })
    expect(again.json.result).toBe('already')
    expect(again.json.person.checkedInAt).toBe(first.json.person.checkedInAt)
    expect(again.json.attendance.arrived).toBe(1)
  })

  it('shows a cancelled or waitlisted person as such and does not check them in; another event’s code says so', async () => {
    const e = await event({ capacity: 1 })
    const seated = await person(e.id)
    const waiting = await person(e.id, { status: 'waitlisted' })
    const gone = await person(e.id, { status: 'cancelled' })
    const elsewhere = await event({ title: 'Jiná akce' })
    const other = await person(elsewhere.id)
    const scan = (id: number) => rest('POST', 'event-registrations/check-in', auth.manager, { event: e.id, code: code(id) })
    expect((await scan(gone.id)).json.result).toBe('cancelled')
    expect((await scan(waiting.id)).json.result).toBe('waitlisted')
    const foreign = await scan(other.id)
    expect(foreign.json).toMatchObject({ result: 'other-event', eventTitle: 'Jiná akce' })
    expect((await rest('POST', 'event-registrations/check-in', auth.manager, { event: e.id, code: `${seated.id}.forged` })).json.result).toBe('unknown')
    for (const id of [gone.id, waiting.id, other.id]) {
      expect((await t.payload.findByID({ collection: 'event-registrations', id, overrideAccess: true })).checkedInAt ?? null).toBeNull()
    }
    const door = await rest('GET', `event-registrations/door?event=${e.id}`, auth.manager)
    expect(door.json.attendance).toMatchObject({ confirmed: 1, arrived: 0 })
    expect(door.json.people.map((p: { status: string }) => p.status).sort()).toEqual(['cancelled', 'confirmed', 'waitlisted'])
  })

  it('is for the roles that handle personal data only', async () => {
    const e = await event()
    const p = await person(e.id)
    expect((await rest('POST', 'event-registrations/check-in', auth.editor, { event: e.id, code: code(p.id) })).status).toBe(403)
    expect((await rest('GET', `event-registrations/door?event=${e.id}`, auth.editor)).status).toBe(403)
    expect((await rest('POST', 'event-registrations/walk-in', auth.editor, { event: e.id, firstName: 'A', lastName: 'B', email: 'a@b.cz', company: 'C' })).status).toBe(403)
    expect((await t.payload.findByID({ collection: 'event-registrations', id: p.id, overrideAccess: true })).checkedInAt ?? null).toBeNull()
  })

  it('finds people by name or company', async () => {
    const e = await event()
    await person(e.id, { firstName: 'Petr', lastName: 'Svoboda', company: 'Pekárna' })
    await person(e.id, { firstName: 'Eva', lastName: 'Dvořáková', company: 'Knihkupectví' })
    const found = await rest('GET', `event-registrations/door?event=${e.id}&q=svob`, auth.manager)
    expect(found.json.people.map((p: { lastName: string }) => p.lastName)).toEqual(['Svoboda'])
    expect((await rest('GET', `event-registrations/door?event=${e.id}&q=knih`, auth.manager)).json.people).toHaveLength(1)
  })

  it('adds a walk-in as arrived, without a seat and without mail, even when the event is full', async () => {
    const { tally } = await import('@/lib/events/tally')
    const e = await event({ capacity: 1 })
    await person(e.id)
    const mails = await outboxCount()
    const added = await rest('POST', 'event-registrations/walk-in', auth.manager, { event: e.id, firstName: 'Karel', lastName: 'Novák', email: 'Karel@Example.cz', company: 'Truhlárna' })
    expect(added.status).toBe(200)
    expect(added.json.result).toBe('arrived')
    expect(added.json.attendance).toMatchObject({ confirmed: 1, arrived: 0, walkIns: 1 })
    const doc = await t.payload.findByID({ collection: 'event-registrations', id: added.json.person.id, overrideAccess: true })
    expect(doc).toMatchObject({ status: 'confirmed', walkIn: true, email: 'karel@example.cz' })
    expect(doc.seat ?? null).toBeNull()
    expect(doc.checkedInAt).toBeTruthy()
    expect(await outboxCount()).toBe(mails)
    // The registered count (and so the site's seats left) is about the registered only.
    expect(await tally(t.payload, e.id)).toMatchObject({ confirmed: 1, walkIns: 1 })
    // The same walk-in added twice (two phones) stays one person, checked in once.
    const twice = await rest('POST', 'event-registrations/walk-in', auth.manager, { event: e.id, firstName: 'Karel', lastName: 'Novák', email: 'karel@example.cz', company: 'Truhlárna' })
    expect(twice.json.result).toBe('already')
    expect(twice.json.attendance.walkIns).toBe(1)
  })

  it('lets a cancelled person in as a walk-in (their registration becomes the walk-in, still without mail)', async () => {
    const e = await event()
    const gone = await person(e.id, { status: 'cancelled' })
    const mails = await outboxCount()
    const added = await rest('POST', 'event-registrations/walk-in', auth.manager, { event: e.id, firstName: gone.firstName, lastName: gone.lastName, email: gone.email, company: gone.company })
    expect(added.json).toMatchObject({ result: 'arrived', person: { id: gone.id, walkIn: true, status: 'confirmed' } })
    expect(await outboxCount()).toBe(mails)
  })
})

describe('counts and exports', () => {
  it('writes the check-in time in the CSV', async () => {
    const e = await event()
    const p = await person(e.id)
    await person(e.id)
    await ci.checkIn(t.payload, e.id, p.id)
    const csv = await rest('GET', `event-registrations/export.csv?event=${e.id}`, auth.manager)
    const lines = String(csv.json.text).trim().split(/\r\n/)
    const header = lines[0].replace('\uFEFF', '').split(';')
    const column = header.indexOf('Přišel/přišla')
    expect(column).toBeGreaterThan(0)
    const cells = lines.slice(1).map((l) => l.split(';')[column])
    expect(cells.filter((c) => /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/.test(c))).toHaveLength(1)
    expect(cells.filter((c) => c === '')).toHaveLength(1)
  })

  it('gives the no-show rate of a past event and over the last events at which check-in was used', async () => {
    const past = (days: number) => ({ startsAt: new Date(Date.now() - days * 86_400_000).toISOString(), capacity: 10 })
    const a = await event(past(400))
    const people = [await person(a.id), await person(a.id), await person(a.id), await person(a.id)]
    for (const p of people.slice(0, 3)) await ci.checkIn(t.payload, a.id, p.id)
    const unused = await event(past(401))
    await person(unused.id)
    const b = await event(past(402))
    const bPeople = [await person(b.id), await person(b.id)]
    await ci.checkIn(t.payload, b.id, bPeople[0].id)
    await ci.addWalkIn(t.payload, b.id, { firstName: 'W', lastName: 'Alk', email: 'walk@example.cz', company: 'X' })
    expect(ci.noShowRate(await ci.attendance(t.payload, a.id))).toBe(0.25)
    expect(ci.noShowRate(await ci.attendance(t.payload, unused.id))).toBeNull()
    expect(ci.noShowRate(await ci.attendance(t.payload, b.id))).toBe(0.5)
    // Only these three past events exist before now - 399 days: the rate over them counts a and b.
    const recent = await ci.recentNoShows(t.payload, new Date(Date.now() - 399 * 86_400_000))
    expect(recent).toEqual({ rate: 2 / 6, events: 2, confirmed: 6, arrived: 4 })
  })

  it('puts the check-in QR code in the confirmation mail, as an inline image with the check-in link', async () => {
    clearMailbox(mailDir)
    const { deliverDueMail } = await import('@/lib/mail/worker')
    await deliverDueMail(t.payload, 200)
    clearMailbox(mailDir)
    const e = await event()
    const manager = await t.payload.findByID({ collection: 'users', id: managerId, overrideAccess: true })
    const p = await t.payload.create({
      collection: 'event-registrations',
      data: { event: e.id, firstName: 'Olga', lastName: 'Malá', email: 'olga@example.cz', company: 'Kavárna', locale: 'cs' } as never,
      user: manager,
      overrideAccess: true,
    })
    await deliverDueMail(t.payload, 50)
    const mail = readMailbox(mailDir).find((m) => m.headers.to?.includes('olga@example.cz'))
    expect(mail).toBeTruthy()
    const cid = /<img src="cid:([^"]+)"/.exec(mail!.html)?.[1]
    expect(cid).toBe(`check-in-${p.id}@hub1909`)
    expect(mail!.text).toContain('U\u00a0vstupu ukažte QR kód')
    const { siteUrl } = await import('@/env')
    const png = await ci.qrPng(ci.checkInUrl(siteUrl(), p.id, t.payload.secret))
    const part = mail!.raw.split(/--[^\r\n]+\r?\n/).find((s) => s.includes(`<${cid}>`))!
    expect(part).toMatch(/content-type: image\/png/i)
    expect(Buffer.from(part.split(/\r?\n\r?\n/)[1].replace(/\s+/g, ''), 'base64').equals(png)).toBe(true)
  })
})
