import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

/**
 * What a form accepts, the database accepts: every limit is defined once (LIMITS) and counted the
 * same way by the form's schema and the CMS's collection (UTF-16 units, an emoji is two). A text at
 * its limit is stored as typed; one unit more is a field error and nothing is stored; hidden fields
 * the visitor never typed are cut to fit; an id that is no database id is refused.
 */
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-limits-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
delete process.env.SMTP_URL

let t: TestPayload
let ip = 0
const nextIp = () => `203.0.113.${++ip % 250}`

beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

const { LIMITS } = await import('@/lib/forms/limits')
/** Exactly `units` UTF-16 units, most of them emoji (two units each). */
const atLimit = (units: number) => (units % 2 ? 'x' : '') + '😀'.repeat(Math.floor(units / 2))
const overLimit = (units: number) => atLimit(units) + 'y'

async function token() {
  const { issueFormToken } = await import('@/lib/forms/spamGuard')
  return issueFormToken(Date.now() - 10_000)
}

async function event(capacity = 5) {
  return t.payload.create({
    collection: 'events',
    data: {
      title: 'Limity',
      slug: `limits-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      capacity,
      registrationOpen: true,
      _status: 'published',
    },
    overrideAccess: true,
  })
}

describe('form limits, counted as the database counts them', () => {
  it('stores a contact request whose every text is at its limit, emoji included, and refuses one unit more', async () => {
    const { submitContactRequest } = await import('@/lib/contact/submit')
    const email = `limits-${Date.now()}@example.com`
    const input = {
      name: atLimit(LIMITS.name),
      surname: atLimit(LIMITS.name),
      email,
      phone: '+420 777 123 456',
      topic: 'membership',
      company: atLimit(LIMITS.company),
      expectations: atLimit(LIMITS.longText),
      consent: 'on',
      from: 'x'.repeat(500),
      referrer: `https://example.com/${'r'.repeat(3000)}`,
      formStartedAt: await token(),
    }
    const ok = await submitContactRequest(t.payload, input, { ip: nextIp() })
    expect(ok).toMatchObject({ ok: true })
    const stored = await t.payload.findByID({ collection: 'contact-requests', id: ok.ok ? ok.value.id : 0, overrideAccess: true })
    expect(stored).toMatchObject({ name: input.name, surname: input.surname, company: input.company, expectations: input.expectations })
    // hidden fields are cut to the field's limit, never an error
    expect(stored.from).toBe('x'.repeat(LIMITS.short))
    expect(stored.referrer?.length).toBe(LIMITS.url)

    for (const field of ['name', 'surname', 'company', 'expectations'] as const) {
      const limit = field === 'company' ? LIMITS.company : field === 'expectations' ? LIMITS.longText : LIMITS.name
      const before = (await t.payload.count({ collection: 'contact-requests', overrideAccess: true })).totalDocs
      const refused = await submitContactRequest(t.payload, { ...input, [field]: overLimit(limit), formStartedAt: await token() }, { ip: nextIp() })
      expect(refused, field).toMatchObject({ ok: false, status: 400, fieldErrors: { [field]: ['forms.errors.tooLong'] } })
      expect((await t.payload.count({ collection: 'contact-requests', overrideAccess: true })).totalDocs).toBe(before)
    }
  })

  it('cuts a hidden `from` without splitting a character in two', async () => {
    const { subscribeToNewsletter } = await import('@/lib/newsletter/subscribe')
    const email = `from-${Date.now()}@example.com`
    const from = 'a' + '😀'.repeat(40) // 81 units: the 60th unit is the first half of an emoji
    const result = await subscribeToNewsletter(t.payload, { name: 'Eva', surname: 'Nová', email, from, formStartedAt: await token() }, { ip: nextIp() })
    expect(result).toMatchObject({ ok: true })
    const { docs } = await t.payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs[0].from).toBe('a' + '😀'.repeat(29))
    expect(docs[0].from?.isWellFormed()).toBe(true)
  })

  it('registers a visitor whose name is 50 emoji, and refuses 51 with the field error', async () => {
    const { registerForEvent } = await import('@/lib/events/registration')
    const e = await event()
    const base = { surname: 'Nová', company: 'Firma', event: String(e.id), locale: 'cs' }
    const ok = await registerForEvent(t.payload, { ...base, name: '😀'.repeat(50), email: `emoji-${Date.now()}@example.com`, formStartedAt: await token() }, { ip: nextIp() })
    expect(ok).toMatchObject({ ok: true, value: { outcome: 'confirmed' } })
    const refused = await registerForEvent(t.payload, { ...base, name: '😀'.repeat(51), email: `emoji2-${Date.now()}@example.com`, formStartedAt: await token() }, { ip: nextIp() })
    expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { name: ['forms.errors.tooLong'] } })
  })

  it('answers an event id that is no database id as an invalid form, never a server error', async () => {
    const { registerForEvent } = await import('@/lib/events/registration')
    for (const id of ['999999999999', '2147483648', '0', 'x']) {
      const result = await registerForEvent(
        t.payload,
        { name: 'Jan', surname: 'Novák', company: 'Firma', email: `id-${id}@example.com`, event: id, locale: 'cs', formStartedAt: await token() },
        { ip: nextIp() },
      )
      expect(result, id).toMatchObject({ ok: false, status: 400 })
    }
    // a well-formed id of no event: registration closed, nothing stored
    const unknown = await registerForEvent(
      t.payload,
      { name: 'Jan', surname: 'Novák', company: 'Firma', email: 'unknown-event@example.com', event: '2147483647', locale: 'cs', formStartedAt: await token() },
      { ip: nextIp() },
    )
    expect(unknown).toMatchObject({ ok: true, value: { outcome: 'closed' } })
  })

  it('recognises the unique violation the database raises when two visitors take one seat', async () => {
    const { isUniqueViolation } = await import('@/lib/forms/submission')
    const e = await event(1)
    const data = (email: string) => ({ event: e.id, status: 'confirmed', seat: 1, firstName: 'A', lastName: 'B', email, company: 'C', locale: 'cs' })
    await t.payload.db.create({ collection: 'event-registrations', data: data('seat-1@example.com') })
    const error = await t.payload.db.create({ collection: 'event-registrations', data: data('seat-2@example.com') }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).not.toBeNull()
    expect(isUniqueViolation(error)).toBe(true)
  })
})
