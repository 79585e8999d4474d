import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'
import type { EventMessage } from '@/payload-types'

import { clearMailbox, readMailbox, type Mail } from './mailbox'

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-events-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
delete process.env.SMTP_URL

type Registration = typeof import('@/lib/events/registration')
let t: TestPayload
let reg: Registration
let issueFormToken: typeof import('@/lib/forms/spamGuard').issueFormToken
let runMailQueue: typeof import('@/lib/mail/worker').deliverDueMail

let ipCounter = 0
/** A fresh documentation-range address per submission: the flood must not meet the rate limits. */
const nextIp = () => {
  const n = ++ipCounter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

beforeAll(async () => {
  t = await startTestPayload()
  reg = await import('@/lib/events/registration')
  issueFormToken = (await import('@/lib/forms/spamGuard')).issueFormToken
  runMailQueue = (await import('@/lib/mail/worker')).deliverDueMail
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

beforeEach(() => clearMailbox(mailDir))

let eventCounter = 0
async function createEvent(over: Record<string, unknown> = {}) {
  const n = ++eventCounter
  const startsAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString()
  const doc = await t.payload.create({
    collection: 'events',
    data: {
      title: `Networking, workshop; a "night" ${n}`,
      slug: `test-event-${n}-${Date.now()}`,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 2 * 3600_000).toISOString(),
      capacity: 50,
      registrationOpen: true,
      tags: ['networking'],
      _status: 'published',
      ...over,
    },
    overrideAccess: true,
  })
  return doc
}

const form = (eventId: number, over: Record<string, string> = {}) => ({
  name: 'Jana',
  surname: 'Nováková',
  email: `jana.${Math.random().toString(36).slice(2)}@example.com`,
  company: 'Tiskárna s.r.o.',
  event: String(eventId),
  locale: 'cs',
  formStartedAt: issueFormToken(Date.now() - 10_000),
  ...over,
})

async function registrations(eventId: number) {
  const { docs } = await t.payload.find({
    collection: 'event-registrations',
    where: { event: { equals: eventId } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** The `.ics` attached to a mail, decoded. */
function icsOf(mail: Mail): string | null {
  const part = mail.raw.split(/\r?\n--/).find((p) => /content-type:\s*text\/calendar/i.test(p))
  if (!part) return null
  const [head, ...body] = part.split(/\r?\n\r?\n/)
  const raw = body.join('\n\n').replace(/\r?\n--[\s\S]*$/, '')
  return /base64/i.test(head) ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8') : raw
}

const cancelTokenOf = (text: string) => /[?&]cancel=([A-Za-z0-9_-]{43})/.exec(text)?.[1]

const itOnPostgres: typeof it = process.env.TEST_DB === 'postgres' ? it : ((() => undefined) as unknown as typeof it)

describe('event registration: capacity', () => {
  it('200 parallel registrations for 50 seats confirm exactly 50 and waitlist the rest, none lost or doubled', async () => {
    const event = await createEvent({ capacity: 50 })
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        reg.registerForEvent(t.payload, form(event.id, { email: `flood-${i}@example.com`, waitlist: 'on' }), { ip: nextIp() }),
      ),
    )
    const outcomes = results.map((r) => (r.ok ? r.value.outcome : `error:${r.status}`))
    expect(outcomes.filter((o) => o === 'confirmed')).toHaveLength(50)
    expect(outcomes.filter((o) => o === 'waitlisted')).toHaveLength(150)

    const rows = await registrations(event.id)
    expect(rows).toHaveLength(200)
    expect(new Set(rows.map((r) => r.email)).size).toBe(200)
    const confirmed = rows.filter((r) => r.status === 'confirmed')
    expect(confirmed).toHaveLength(50)
    expect(new Set(confirmed.map((r) => r.seat)).size).toBe(50)
    expect(confirmed.every((r) => r.seat != null && r.seat >= 1 && r.seat <= 50)).toBe(true)
    expect(rows.filter((r) => r.status === 'waitlisted').every((r) => r.seat == null)).toBe(true)
    expect(await (await import('@/lib/events/tally')).tally(t.payload, event.id)).toEqual({ confirmed: 50, waitlisted: 150, cancelled: 0, arrived: 0, walkIns: 0 })
  })

  it('answers "full" and stores nothing when no seat is free and the visitor did not ask for the waitlist', async () => {
    const event = await createEvent({ capacity: 1 })
    const first = await reg.registerForEvent(t.payload, form(event.id), { ip: nextIp() })
    expect(first.ok && first.value.outcome).toBe('confirmed')
    const second = await reg.registerForEvent(t.payload, form(event.id), { ip: nextIp() })
    expect(second.ok && second.value.outcome).toBe('full')
    expect(await registrations(event.id)).toHaveLength(1)
  })

  it('refuses closed, past and unknown events', async () => {
    const closed = await createEvent({ registrationOpen: false })
    const past = await createEvent({
      startsAt: new Date(Date.now() - 48 * 3600_000).toISOString(),
      endsAt: new Date(Date.now() - 46 * 3600_000).toISOString(),
    })
    for (const id of [closed.id, past.id, 999_999]) {
      const result = await reg.registerForEvent(t.payload, form(id), { ip: nextIp() })
      expect(result.ok && result.value.outcome).toBe('closed')
      expect(await registrations(id)).toHaveLength(0)
    }
  })

  // Only on PostgreSQL: several app processes on one SQLite file are not a supported setup.
  itOnPostgres('confirms exactly `capacity` when two separate app processes flood one PostgreSQL database', async () => {
    const event = await createEvent({ capacity: 40 })
    // Each process boots its own Payload (its own connection pool), then both flood at one signal.
    const start = (prefix: string) => {
      const child = spawn(process.execPath, ['--conditions=production', 'node_modules/payload/bin.js', 'run', 'tests/int/events-flood.ts'], {
        cwd: process.cwd(),
        env: { ...process.env, DATABASE_URL: t.databaseUrl, EVENT_ID: String(event.id), COUNT: '60', PREFIX: prefix },
        stdio: ['pipe', 'pipe', 'pipe'],
      })
      let out = ''
      let err = ''
      let onReady: () => void = () => undefined
      const ready = new Promise<void>((resolve) => (onReady = resolve))
      child.stdout.on('data', (d) => {
        out += d
        if (out.includes('READY')) onReady()
      })
      child.stderr.on('data', (d) => (err += d))
      const done = new Promise<string[]>((resolve, reject) => {
        child.on('exit', (code) => {
          const line = out.trim().split('\n').findLast((l) => l.startsWith('['))
          if (code === 0 && line) resolve(JSON.parse(line) as string[])
          else reject(new Error(`flood process ${prefix} exited ${code}: ${err.slice(-2000)} ${out.slice(-2000)}`))
        })
      })
      done.catch(() => onReady())
      return { child, ready, done }
    }
    const processes = [start('a'), start('b')]
    await Promise.all(processes.map((p) => p.ready))
    for (const p of processes) p.child.stdin.write('GO\n')
    const [a, b] = await Promise.all(processes.map((p) => p.done))
    const all = [...a, ...b]
    expect(all).toHaveLength(120)
    expect(all.filter((o) => o === 'confirmed')).toHaveLength(40)
    expect(all.filter((o) => o === 'waitlisted')).toHaveLength(80)
    const rows = await registrations(event.id)
    expect(rows).toHaveLength(120)
    const seats = rows.filter((r) => r.status === 'confirmed').map((r) => r.seat)
    expect(new Set(seats).size).toBe(40)
  }, 300_000)
})

describe('event registration: one per e-mail', () => {
  it('answers a second registration with the same e-mail kindly and stores no duplicate', async () => {
    const event = await createEvent({ capacity: 10 })
    const first = await reg.registerForEvent(t.payload, form(event.id, { email: 'Same@Example.com' }), { ip: nextIp() })
    expect(first.ok && first.value.outcome).toBe('confirmed')
    const again = await reg.registerForEvent(t.payload, form(event.id, { email: 'same@example.com ', name: 'Jiná' }), { ip: nextIp() })
    expect(again.ok && again.value).toMatchObject({ outcome: 'already', status: 'confirmed' })
    // Both at once: still one.
    const both = await Promise.all(
      [0, 1, 2].map(() => reg.registerForEvent(t.payload, form(event.id, { email: 'twice@example.com' }), { ip: nextIp() })),
    )
    const outcomes = both.map((r) => (r.ok ? r.value.outcome : 'error')).sort()
    expect(outcomes).toEqual(['already', 'already', 'confirmed'])
    const rows = await registrations(event.id)
    expect(rows.map((r) => r.email).sort()).toEqual(['same@example.com', 'twice@example.com'])
  })

  it("the confirmation reference names the registration and its event, and nothing else", async () => {
    const event = await createEvent({ capacity: 1 })
    const first = await reg.registerForEvent(t.payload, form(event.id), { ip: nextIp() })
    const second = await reg.registerForEvent(t.payload, form(event.id, { waitlist: 'on' }), { ip: nextIp() })
    if (!first.ok || first.value.outcome !== 'confirmed' || !second.ok || second.value.outcome !== 'waitlisted') throw new Error('unexpected outcomes')
    const ref = reg.confirmationRef(first.value.id, t.payload.secret)
    expect(ref).toMatch(/^\d+\.[\w-]{32}$/)
    const found = await reg.findConfirmation(t.payload, ref, 'cs')
    expect(found).toMatchObject({ status: 'confirmed', event: { id: event.id, title: event.title, slug: event.slug, startsAt: event.startsAt } })
    // Only the event's title and date and the registration's state: no name, no e-mail.
    expect(JSON.stringify(found)).not.toMatch(/Jana|Nováková|example\.com/)
    expect(found?.position).toBeNull()
    expect(await reg.findConfirmation(t.payload, reg.confirmationRef(second.value.id, t.payload.secret), 'en')).toMatchObject({ status: 'waitlisted', position: 1 })
    // Forged, borrowed from another id, signed with another secret, of another purpose, absent.
    for (const forged of [
      `${first.value.id}.${'A'.repeat(32)}`,
      ref.replace(/^\d+/, String(second.value.id)),
      reg.confirmationRef(first.value.id, 'another-secret-0123456789abcdef'),
      (await import('@/lib/newsletter/tokens')).unsubscribeToken(first.value.id, t.payload.secret),
      reg.confirmationRef(99_999_999, t.payload.secret),
      String(first.value.id),
      undefined,
      ['x'],
    ]) {
      expect(await reg.findConfirmation(t.payload, forged, 'cs'), String(forged)).toBeNull()
    }
  })

  it('returns the field errors with the spec messages and stores nothing', async () => {
    const event = await createEvent()
    const result = await reg.registerForEvent(
      t.payload,
      form(event.id, { name: ' ', surname: '', email: 'not-an-email', company: '' }),
      { ip: nextIp() },
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.fieldErrors).toEqual({
      name: ['forms.errors.name'],
      surname: ['forms.errors.surname'],
      email: ['forms.errors.email'],
      company: ['forms.errors.company'],
    })
    expect(await registrations(event.id)).toHaveLength(0)
  })

  it('refuses a bot that fills in the honeypot', async () => {
    const event = await createEvent()
    const result = await reg.registerForEvent(t.payload, form(event.id, { website: 'http://spam.example' }), { ip: nextIp() })
    expect(result.ok).toBe(false)
    expect(await registrations(event.id)).toHaveLength(0)
  })
})

describe('event registration: mail, cancel link and waitlist promotion', () => {
  // The earlier floods queued hundreds of mails: start from an empty outbox.
  beforeAll(async () => {
    await t.payload.db.deleteMany({ collection: 'mail-outbox', where: { id: { exists: true } } })
  })

  it('mails the confirmation with the .ics, cancels once by the link and promotes the first on the waitlist', async () => {
    const event = await createEvent({ capacity: 1, title: 'Snídaně, networking; a\\b' })
    const first = await reg.registerForEvent(t.payload, form(event.id, { email: 'first@example.com', locale: 'en' }), { ip: nextIp() })
    const second = await reg.registerForEvent(t.payload, form(event.id, { email: 'second@example.com', waitlist: 'on' }), { ip: nextIp() })
    const third = await reg.registerForEvent(t.payload, form(event.id, { email: 'third@example.com', waitlist: 'on' }), { ip: nextIp() })
    expect([first, second, third].map((r) => r.ok && r.value.outcome)).toEqual(['confirmed', 'waitlisted', 'waitlisted'])

    await runMailQueue(t.payload, 50)
    const mails = readMailbox(mailDir)
    const toFirst = mails.find((m) => m.headers.to?.includes('first@example.com'))
    expect(toFirst?.headers.subject).toContain('Registration confirmed')
    const ics = toFirst ? icsOf(toFirst) : null
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain('DTSTART;TZID=Europe/Prague:')
    expect(ics).toContain('SUMMARY:Snídaně\\, networking\\; a\\\\b')
    const toSecond = mails.find((m) => m.headers.to?.includes('second@example.com'))
    expect(toSecond?.headers.subject).toContain('čekací listině')
    expect(toSecond && icsOf(toSecond)).toBeNull()
    expect(mails.filter((m) => /Nová registrace|Nový zájemce/.test(m.headers.subject ?? ''))).toHaveLength(3)

    // The stored hash is not the token.
    const token = cancelTokenOf(toFirst?.text ?? '')
    expect(token).toBeTruthy()
    const stored = (await registrations(event.id)).find((r) => r.email === 'first@example.com')
    expect(stored?.cancelTokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored?.cancelTokenHash).not.toContain(token!)

    clearMailbox(mailDir)
    expect(await reg.cancelByToken(t.payload, token)).toEqual({ ok: true, eventId: event.id })
    expect(await reg.cancelByToken(t.payload, token)).toEqual({ ok: false })

    const rows = await registrations(event.id)
    const by = (email: string) => rows.find((r) => r.email === email)
    expect(by('first@example.com')).toMatchObject({ status: 'cancelled', seat: null, cancelTokenHash: null })
    expect(by('second@example.com')).toMatchObject({ status: 'confirmed', seat: 1 })
    expect(by('third@example.com')).toMatchObject({ status: 'waitlisted', seat: null })

    await runMailQueue(t.payload, 50)
    const promoted = readMailbox(mailDir).find((m) => m.headers.to?.includes('second@example.com'))
    expect(promoted?.headers.subject).toContain('Uvolnilo se pro vás místo')
    expect(promoted && icsOf(promoted)).toContain('BEGIN:VCALENDAR')
  })

  it('promotes the first on the waitlist when staff cancel or delete a confirmed registration', async () => {
    const event = await createEvent({ capacity: 2 })
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      await reg.registerForEvent(t.payload, form(event.id, { email, waitlist: 'on' }), { ip: nextIp() })
    }
    let rows = await registrations(event.id)
    const a = rows.find((r) => r.email === 'a@example.com')!
    const b = rows.find((r) => r.email === 'b@example.com')!
    await t.payload.update({ collection: 'event-registrations', id: a.id, data: { status: 'cancelled' }, overrideAccess: true })
    rows = await registrations(event.id)
    expect(rows.find((r) => r.email === 'c@example.com')).toMatchObject({ status: 'confirmed' })
    expect(rows.find((r) => r.email === 'd@example.com')).toMatchObject({ status: 'waitlisted' })

    await t.payload.delete({ collection: 'event-registrations', id: b.id, overrideAccess: true })
    rows = await registrations(event.id)
    expect(rows.find((r) => r.email === 'd@example.com')).toMatchObject({ status: 'confirmed' })
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(2)

    // Staff cannot confirm beyond the capacity by hand.
    await expect(
      t.payload.update({ collection: 'event-registrations', id: a.id, data: { status: 'confirmed' }, overrideAccess: true }),
    ).rejects.toThrow()
    // A visitor who cancelled may register again (the same row comes back).
    const again = await reg.registerForEvent(t.payload, form(event.id, { email: 'a@example.com', waitlist: 'on' }), { ip: nextIp() })
    expect(again.ok && again.value.outcome).toBe('waitlisted')
    expect((await registrations(event.id)).filter((r) => r.email === 'a@example.com')).toHaveLength(1)
  })

  it('mails what a community manager does by hand: an added registration, a confirmation from the waitlist, a cancellation', async () => {
    const manager = await t.payload.create({
      collection: 'users',
      data: { email: `cm-events-${t.dialect}@hub1909.test`, password: 'a long community password 1909', role: 'communityManager' },
      overrideAccess: true,
    })
    const asStaff = { user: manager, overrideAccess: false } as const
    const event = await createEvent({ capacity: 1, title: 'Ranní káva' })
    const person = (email: string, locale: 'cs' | 'en', status: 'confirmed' | 'waitlisted') =>
      t.payload.create({
        collection: 'event-registrations',
        data: { event: event.id, firstName: 'Petr', lastName: 'Dvořák', email, company: 'Dvořák s.r.o.', locale, status },
        ...asStaff,
      })
    const phoned = await person('phoned@example.com', 'cs', 'confirmed')
    await person('waiting@example.com', 'en', 'waitlisted')
    const third = await person('third@example.com', 'cs', 'waitlisted')
    await runMailQueue(t.payload, 50)
    let mails = readMailbox(mailDir)
    const to = (email: string) => mails.filter((m) => m.headers.to?.includes(email))
    expect(to('phoned@example.com').map((m) => m.headers.subject)).toEqual(['Registrace potvrzena: Ranní káva'])
    expect(icsOf(to('phoned@example.com')[0])).toContain('BEGIN:VEVENT')
    // The cancel link in the mail works (its hash was stored with the registration).
    const phonedToken = cancelTokenOf(to('phoned@example.com')[0].text ?? '')
    expect(await reg.findByCancelToken(t.payload, phonedToken)).toMatchObject({ id: phoned.id })
    expect(to('waiting@example.com').map((m) => m.headers.subject)).toEqual(['You are on the waitlist: Ranní káva'])
    expect(to('waiting@example.com')[0].text).toContain('1st in line')
    expect(to('third@example.com')[0].text).toMatch(/2\.\sv\spořadí/)
    // Staff see the same position.
    const read = await t.payload.findByID({ collection: 'event-registrations', id: third.id, ...asStaff })
    expect(read.waitlistPosition).toBe(2)

    // Cancelling the confirmed one tells them, and gives the seat to the first waiting (one mail each).
    clearMailbox(mailDir)
    await t.payload.update({ collection: 'event-registrations', id: phoned.id, data: { status: 'cancelled' }, ...asStaff })
    await runMailQueue(t.payload, 50)
    mails = readMailbox(mailDir)
    expect(to('phoned@example.com').map((m) => m.headers.subject)).toEqual(['Registrace zrušena: Ranní káva'])
    expect(to('phoned@example.com')[0].text).not.toMatch(/[?&]cancel=/)
    expect(to('waiting@example.com').map((m) => m.headers.subject)).toEqual(['A seat has freed up for you: Ranní káva'])
    expect(to('third@example.com')).toEqual([])
    expect(await reg.findByCancelToken(t.payload, phonedToken)).toBeNull()

    // Confirming by hand from the waitlist (the capacity raised) tells that person too, once.
    clearMailbox(mailDir)
    await t.payload.update({ collection: 'events', id: event.id, data: { capacity: 2 }, overrideAccess: true })
    await t.payload.update({ collection: 'event-registrations', id: third.id, data: { status: 'confirmed' }, ...asStaff })
    await runMailQueue(t.payload, 50)
    mails = readMailbox(mailDir)
    expect(mails.map((m) => m.headers.subject)).toEqual(['Uvolnilo se pro vás místo: Ranní káva'])
    expect(cancelTokenOf(mails[0].text ?? '')).toBeTruthy()

    // A visitor cancelling through their own link is not mailed about it.
    clearMailbox(mailDir)
    expect(await reg.cancelByToken(t.payload, cancelTokenOf(mails[0].text ?? ''))).toEqual({ ok: true, eventId: event.id })
    await runMailQueue(t.payload, 50)
    expect(readMailbox(mailDir)).toEqual([])
  })
})

describe('an event changed or cancelled: everyone registered is told once', () => {
  it('mails a new time or place once per person when published, not for drafts or other edits, and a cancellation with METHOD:CANCEL', async () => {
    const manager = await t.payload.create({
      collection: 'users',
      data: { email: `cm-change-${t.dialect}@hub1909.test`, password: 'a long community password 1909', role: 'communityManager' },
      overrideAccess: true,
    })
    const asStaff = { user: manager, overrideAccess: false } as const
    const event = await createEvent({ capacity: 2, title: 'Večer s investory' })
    for (const [email, locale] of [['one@example.com', 'cs'], ['two@example.com', 'en'], ['three@example.com', 'cs'], ['gone@example.com', 'cs']]) {
      await reg.registerForEvent(t.payload, form(event.id, { email, locale, waitlist: 'on' }), { ip: nextIp() })
    }
    const gone = (await registrations(event.id)).find((r) => r.email === 'gone@example.com')!
    await t.payload.update({ collection: 'event-registrations', id: gone.id, data: { status: 'cancelled' }, overrideAccess: true })
    await runMailQueue(t.payload, 50)
    clearMailbox(mailDir)
    const save = async (data: Record<string, unknown>, draft = false) => {
      await t.payload.update({ collection: 'events', id: event.id, data: { ...data, _status: draft ? 'draft' : 'published' }, draft, ...asStaff })
      await runMailQueue(t.payload, 50)
      const mails = readMailbox(mailDir)
      clearMailbox(mailDir)
      return mails
    }
    const later = (hours: number) => new Date(Date.parse(event.startsAt) + hours * 3600_000).toISOString()

    // Another edit tells nobody.
    expect(await save({ excerpt: 'Nový perex' })).toEqual([])
    // A new start: one mail each to the two confirmed and the one waiting, in their language.
    let mails = await save({ startsAt: later(1), endsAt: later(3) })
    expect(mails.map((m) => `${m.headers.to?.match(/<(.+)>/)?.[1]}: ${m.headers.subject}`).sort()).toEqual([
      'one@example.com: Změna akce: Večer s investory',
      'three@example.com: Změna akce: Večer s investory',
      'two@example.com: Event changed: Večer s investory',
    ])
    const one = mails.find((m) => m.headers.to?.includes('one@example.com'))!
    expect(icsOf(one)).toContain('METHOD:PUBLISH')
    expect(icsOf(one)).toContain('SEQUENCE:1')
    // The one waiting has no seat, so no calendar entry.
    expect(icsOf(mails.find((m) => m.headers.to?.includes('three@example.com'))!)).toBeNull()

    // A draft with a new place tells nobody; publishing it does.
    expect(await save({ placeText: 'Terasa' }, true)).toEqual([])
    mails = await save({})
    expect(mails).toHaveLength(3)
    expect(mails.every((m) => /Změna akce|Event changed/.test(m.headers.subject ?? ''))).toBe(true)

    // A title edit before the change's mail goes out (say, during an SMTP outage) does not hold it
    // back; two changes before it goes out send only the newer one.
    await t.payload.update({ collection: 'events', id: event.id, data: { startsAt: later(2), endsAt: later(5), _status: 'published' }, ...asStaff })
    expect(await save({ title: 'Večer s investory a investorkami' })).toHaveLength(3)
    await t.payload.update({ collection: 'events', id: event.id, data: { placeText: 'Sál', _status: 'published' }, ...asStaff })
    mails = await save({ placeText: 'Knihovna' })
    expect(mails).toHaveLength(3)
    expect(mails.every((m) => m.text?.includes('Knihovna'))).toBe(true)
    await t.payload.update({ collection: 'events', id: event.id, data: { title: 'Večer s investory', _status: 'published' }, ...asStaff })

    // Staff may choose not to tell for a change.
    expect(await save({ endsAt: later(4), tellRegistrants: false })).toEqual([])

    // The cancellation: always told, and calendars remove the entry.
    mails = await save({ cancelled: true })
    expect(mails.map((m) => m.headers.subject).sort()).toEqual(['Akce zrušena: Večer s investory', 'Akce zrušena: Večer s investory', 'Event cancelled: Večer s investory'])
    const cancel = icsOf(mails.find((m) => m.headers.to?.includes('two@example.com'))!)
    expect(cancel).toContain('METHOD:CANCEL')
    expect(cancel).toContain('STATUS:CANCELLED')
    expect(cancel).toMatch(/ORGANIZER;CN=[^:]+:mailto:\S+@/)
    // Saving the cancelled event again tells nobody again.
    expect(await save({ excerpt: 'Akce se nekoná.' })).toEqual([])
  })
})

describe('reminders a day before', () => {
  it('remind each confirmed person exactly once, with the calendar entry and the cancel link of their confirmation', async () => {
    const { queueDueReminders } = await import('@/lib/events/reminders')
    await t.payload.db.deleteMany({ collection: 'mail-outbox', where: { id: { exists: true } } })
    const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString()
    const due = await createEvent({ capacity: 2, title: 'Snídaně pro nové členy', startsAt: inHours(25), endsAt: inHours(27) })
    const off = await createEvent({ title: 'Bez připomínky', startsAt: inHours(25), endsAt: inHours(26), remind: false })
    const later = await createEvent({ title: 'Za dva dny', startsAt: inHours(49), endsAt: inHours(50) })
    for (const [event, email, locale] of [
      [due, 'early@example.com', 'cs'],
      [due, 'bird@example.com', 'en'],
      [due, 'waiting@example.com', 'cs'],
      [off, 'off@example.com', 'cs'],
      [later, 'later@example.com', 'cs'],
    ] as const) {
      await reg.registerForEvent(t.payload, form(event.id, { email, locale, waitlist: 'on' }), { ip: nextIp() })
    }
    await runMailQueue(t.payload, 50)
    const confirmation = readMailbox(mailDir).find((m) => m.headers.to?.includes('early@example.com'))!
    clearMailbox(mailDir)

    // Two hours from now the first event is 23 hours away: two workers look at once, and again later.
    const at = new Date(Date.now() + 2 * 3600_000)
    const [a, b] = await Promise.all([queueDueReminders(t.payload, at), queueDueReminders(t.payload, at)])
    expect(a + b).toBe(2)
    expect(await queueDueReminders(t.payload, at)).toBe(0)
    await runMailQueue(t.payload, 50)
    const mails = readMailbox(mailDir)
    expect(mails.map((m) => `${m.headers.to?.match(/<(.+)>/)?.[1]}: ${m.headers.subject}`).sort()).toEqual([
      'bird@example.com: Reminder: Snídaně pro nové členy',
      'early@example.com: Připomínka: Snídaně pro nové členy',
    ])
    const early = mails.find((m) => m.headers.to?.includes('early@example.com'))!
    expect(icsOf(early)).toContain('BEGIN:VEVENT')
    const { houseFor } = await import('@/lib/mail/settings')
    expect(early.text).toContain(`Adresa: ${(await houseFor(t.payload, 'cs')).address}`)
    // The same cancel link as in the confirmation, and it frees the seat.
    const token = cancelTokenOf(early.text ?? '')
    expect(token).toBe(cancelTokenOf(confirmation.text ?? ''))
    expect(await reg.cancelByToken(t.payload, token)).toEqual({ ok: true, eventId: due.id })
  })
})

describe('messages to registrants written in the CMS', () => {
  it('mail each chosen person once, in their language, and keep a record nobody can change', async () => {
    const asStaff = {
      user: await t.payload.create({
        collection: 'users',
        data: { email: `cm-message-${t.dialect}@hub1909.test`, password: 'a long community password 1909', role: 'communityManager' },
        overrideAccess: true,
      }),
      overrideAccess: false,
    } as const
    const event = await createEvent({ capacity: 2, title: 'Snídaně s architektem' })
    for (const [email, locale] of [['jana@example.com', 'cs'], ['john@example.com', 'en'], ['wait-en@example.com', 'en'], ['wait-cs@example.com', 'cs'], ['gone@example.com', 'cs']]) {
      await reg.registerForEvent(t.payload, form(event.id, { email, locale, waitlist: 'on' }), { ip: nextIp() })
    }
    const people = await registrations(event.id)
    const id = (email: string) => people.find((r) => r.email === email)!.id
    await t.payload.update({ collection: 'event-registrations', id: id('gone@example.com'), data: { status: 'cancelled' }, overrideAccess: true })
    await runMailQueue(t.payload, 50)
    const confirmation = readMailbox(mailDir).find((m) => m.headers.to?.includes('jana@example.com'))!
    clearMailbox(mailDir)

    type Draft = Partial<Omit<EventMessage, 'id' | 'event'>>
    const send = (data: Draft) => t.payload.create({ collection: 'event-messages', data: { event: event.id, audience: 'confirmed', subjectCs: '', textCs: '', ...data }, ...asStaff })
    /** Two workers deliver at once, then again: what arrived, counted by Message-ID. */
    const deliver = async () => {
      await Promise.all([runMailQueue(t.payload, 50), runMailQueue(t.payload, 50)])
      await runMailQueue(t.payload, 50)
      const mails = readMailbox(mailDir)
      clearMailbox(mailDir)
      expect(new Set(mails.map((m) => m.headers['message-id'])).size).toBe(mails.length)
      return mails
    }
    const to = (mails: Mail[]) => mails.map((m) => `${m.headers.to?.match(/<(.+)>/)?.[1]}: ${m.headers.subject}`).sort()

    // To the confirmed, in both languages; what a request says about sending is not taken.
    const before = new Date().toISOString()
    const first = await send({
      audience: 'confirmed',
      subjectCs: 'Změna menu',
      textCs: 'Místo croissantů budou vafle a k nim i káva.\n\nTěšíme se na vás v 9 hodin.',
      subjectEn: 'A new menu',
      textEn: 'Waffles instead of croissants.\n\nSee you at 9.',
      recipients: 99,
      sentAt: '2000-01-01T00:00:00.000Z',
    })
    expect(first).toMatchObject({ recipients: 2, sentBy: expect.objectContaining({ id: asStaff.user.id }) })
    expect(first.sentAt! >= before).toBe(true)
    const mails = await deliver()
    expect(to(mails)).toEqual(['jana@example.com: Změna menu', 'john@example.com: A new menu'])
    expect(mails.map((m) => m.headers['message-id']).sort()).toEqual([`message-${first.id}-${id('jana@example.com')}`, `message-${first.id}-${id('john@example.com')}`].map((key) => expect.stringContaining(`<${key}@`)))
    const jana = mails.find((m) => m.headers.to?.includes('jana@example.com'))!
    // Staff's paragraphs with Czech typography, the event's details, and the link that cancels.
    expect(jana.text).toContain('Místo croissantů budou vafle a\u00a0k\u00a0nim i\u00a0káva.\n\nTěšíme se na vás v\u00a09\u00a0hodin.')
    expect(jana.text).toContain('Akce: Snídaně s architektem')
    expect(jana.html).toContain('<p style="margin:0 0 16px;">Těšíme se na vás v\u00a09\u00a0hodin.</p>')
    expect(cancelTokenOf(jana.text)).toBe(cancelTokenOf(confirmation.text))
    expect(mails.find((m) => m.headers.to?.includes('john@example.com'))!.text).toContain('Waffles instead of croissants.\n\nSee you at 9.')

    // To the waitlist, in Czech only: everyone gets the Czech text.
    const second = await send({ audience: 'waitlisted', subjectCs: 'Stále čekáte', textCs: 'Dáme vědět, až se uvolní místo.' })
    expect(second.recipients).toBe(2)
    expect(to(await deliver())).toEqual(['wait-cs@example.com: Stále čekáte', 'wait-en@example.com: Stále čekáte'])

    // To everyone: a person who cancels before the mail goes out gets only the cancellation.
    const third = await send({ audience: 'both', subjectCs: 'Parkování', textCs: 'Parkovat lze ve dvoře.', subjectEn: 'Parking', textEn: 'Park in the courtyard.' })
    expect(third.recipients).toBe(4)
    await t.payload.update({ collection: 'event-registrations', id: id('wait-cs@example.com'), data: { status: 'cancelled' }, ...asStaff })
    expect(to(await deliver())).toEqual([
      'jana@example.com: Parkování',
      'john@example.com: Parking',
      'wait-cs@example.com: Registrace zrušena: Snídaně s architektem',
      'wait-en@example.com: Parking',
    ])

    // The record: listed on the event (published and in its draft), and nobody changes or deletes it.
    for (const draft of [false, true]) {
      const read = await t.payload.findByID({ collection: 'events', id: event.id, draft, ...asStaff })
      expect(read.messages?.docs?.map((m) => (typeof m === 'object' ? m.id : m))).toEqual([third.id, second.id, first.id])
    }
    await t.payload.update({ collection: 'events', id: event.id, data: { excerpt: 'Nový perex', _status: 'draft' }, draft: true, ...asStaff })
    await t.payload.update({ collection: 'events', id: event.id, data: { _status: 'published' }, ...asStaff })
    await expect(t.payload.update({ collection: 'event-messages', id: first.id, data: { subjectCs: 'Jiný předmět' }, ...asStaff })).rejects.toThrow()
    await expect(t.payload.delete({ collection: 'event-messages', id: first.id, ...asStaff })).rejects.toThrow()
    expect(await t.payload.findByID({ collection: 'event-messages', id: first.id, depth: 0, ...asStaff })).toMatchObject({ subjectCs: 'Změna menu', recipients: 2 })
    // An editor neither reads nor writes them, nor sees them on the event.
    const editor = await t.payload.create({
      collection: 'users',
      data: { email: `editor-message-${t.dialect}@hub1909.test`, password: 'a long editor password 1909', role: 'editor' },
      overrideAccess: true,
    })
    await expect(t.payload.find({ collection: 'event-messages', user: editor, overrideAccess: false })).rejects.toThrow()
    await expect(t.payload.create({ collection: 'event-messages', data: { event: event.id, audience: 'confirmed', subjectCs: 'x', textCs: 'y' }, user: editor, overrideAccess: false })).rejects.toThrow()
    expect((await t.payload.findByID({ collection: 'events', id: event.id, user: editor, overrideAccess: false })).messages).toBeUndefined()

    // Nobody to write to, or half an English version: refused, nothing stored or sent.
    const empty = await createEvent({ title: 'Bez přihlášených' })
    await expect(t.payload.create({ collection: 'event-messages', data: { event: empty.id, audience: 'confirmed', subjectCs: 'Ahoj', textCs: 'Nikdo tu není.' }, ...asStaff })).rejects.toThrow(/není nikdo|Nobody/)
    await expect(send({ subjectCs: 'Ahoj', textCs: 'Text', subjectEn: 'Hello' })).rejects.toThrow()
    expect((await t.payload.count({ collection: 'event-messages', overrideAccess: true })).totalDocs).toBe(3)
    expect(await deliver()).toEqual([])

    // Once its registrations are gone, the event can be deleted, and its messages go with it.
    await t.payload.delete({ collection: 'event-registrations', where: { event: { equals: event.id } }, overrideAccess: true })
    await t.payload.delete({ collection: 'events', id: event.id, ...asStaff })
    expect((await t.payload.count({ collection: 'event-messages', overrideAccess: true })).totalDocs).toBe(0)
  })
})
