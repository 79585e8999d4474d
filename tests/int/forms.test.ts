import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'
import { clearMailbox, readMailbox } from './mailbox'

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
delete process.env.SMTP_URL

let t: TestPayload
let ipCounter = 0
const nextIp = () => `203.0.113.${++ipCounter}`

type Lib = {
  submitContactRequest: typeof import('@/lib/contact/submit').submitContactRequest
  subscribe: typeof import('@/lib/newsletter/subscribe').subscribeToNewsletter
  confirm: typeof import('@/lib/newsletter/subscribe').confirmNewsletterSubscription
  issueFormToken: typeof import('@/lib/forms/spamGuard').issueFormToken
  runMailQueue: typeof import('@/lib/mail/worker').deliverDueMail
}
let lib: Lib

beforeAll(async () => {
  t = await startTestPayload()
  const contact = await import('@/lib/contact/submit')
  const newsletter = await import('@/lib/newsletter/subscribe')
  const guard = await import('@/lib/forms/spamGuard')
  const worker = await import('@/lib/mail/worker')
  lib = {
    submitContactRequest: contact.submitContactRequest,
    subscribe: newsletter.subscribeToNewsletter,
    confirm: newsletter.confirmNewsletterSubscription,
    issueFormToken: guard.issueFormToken,
    runMailQueue: worker.deliverDueMail,
  }
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

beforeEach(() => clearMailbox(mailDir))

const contactInput = (over: Record<string, string> = {}) => ({
  name: 'Jana',
  surname: 'Nováková',
  email: `jana.${Math.random().toString(36).slice(2)}@example.com`,
  phone: '777 123 456',
  wantsContact: 'on',
  topic: 'membership',
  company: 'Tiskárna s.r.o.',
  expectations: 'Klidné místo <script>alert(1)</script> & kafe',
  consent: 'on',
  locale: 'cs',
  formStartedAt: lib.issueFormToken(Date.now() - 10_000),
  ...over,
})

const count = async (collection: 'contact-requests' | 'newsletter-subscribers') =>
  (await t.payload.count({ collection, overrideAccess: true })).totalDocs

const tokenFrom = (text: string) => /[?&]token=([A-Za-z0-9_-]{43})/.exec(text)?.[1]

describe('contact form', () => {
  it('keeps what the visitor expects from membership only when membership is the topic', async () => {
    const result = await lib.submitContactRequest(t.payload, contactInput({ topic: 'rentSpace' }), { ip: nextIp() })
    expect(result.ok).toBe(true)
    const id = result.ok ? result.value.id : 0
    const stored = await t.payload.findByID({ collection: 'contact-requests', id, overrideAccess: true })
    expect(stored.topic).toBe('rentSpace')
    expect(stored.expectations ?? '').toBe('')
    // Its mail goes now: the next test counts the mail of its own request.
    await lib.runMailQueue(t.payload)
  })

  it('stores a valid request with its origin and sends the staff notification and the confirmation', async () => {
    const before = await count('contact-requests')
    const input = contactInput({ from: '', referrer: 'https://www.google.com/' })
    const result = await lib.submitContactRequest(t.payload, input, {
      ip: nextIp(),
      pageUrl: 'http://localhost:3000/kontakt?from=menu',
    })
    expect(result.ok).toBe(true)
    expect(await count('contact-requests')).toBe(before + 1)
    const id = result.ok ? result.value.id : 0
    const stored = (await t.payload.findByID({ collection: 'contact-requests', id, overrideAccess: true })) as unknown as Record<string, unknown>
    expect(stored).toMatchObject({
      email: input.email,
      phone: '+420777123456',
      topic: 'membership',
      wantsContact: true,
      from: 'menu',
      referrer: 'https://www.google.com/',
      locale: 'cs',
      expectations: 'Klidné místo <script>alert(1)</script> & kafe',
    })
    expect(stored.consentVersion).toBeTruthy()
    expect(stored.consentAt).toBeTruthy()

    await lib.runMailQueue(t.payload)
    const mails = readMailbox(mailDir)
    expect(mails).toHaveLength(2)
    const staff = mails.find((m) => !m.headers.to.includes(input.email))!
    const visitor = mails.find((m) => m.headers.to.includes(input.email))!
    const { houseFor } = await import('@/lib/mail/settings')
    const house = await houseFor(t.payload, 'cs')
    expect(house.staffEmail).toMatch(/@/)
    expect(staff.headers.to).toContain(house.staffEmail)
    expect(staff.headers['reply-to']).toContain(input.email)
    expect(staff.headers.subject).toContain('Členství')
    expect(staff.text).toContain('+420777123456')
    expect(staff.text).toContain('menu')
    // markup arrives as text: escaped in HTML, verbatim in plain text
    expect(staff.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(staff.html).not.toContain('<script>')
    expect(visitor.headers.subject).toContain('Děkujeme')
    expect(visitor.text).toContain('HUB 1909')
    expect(visitor.html).toContain('<html lang="cs">')
    // no mail is left waiting
    expect((await t.payload.count({ collection: 'mail-outbox', where: { status: { equals: 'pending' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('writes the confirmation in English for an English visitor and accepts one "Name and Surname" field', async () => {
    const input = contactInput({ locale: 'en', fullName: 'John Ronald Smith', name: '', surname: '' })
    const result = await lib.submitContactRequest(t.payload, { ...input, name: undefined, surname: undefined }, { ip: nextIp() })
    expect(result.ok).toBe(true)
    const id = result.ok ? result.value.id : 0
    const stored = await t.payload.findByID({ collection: 'contact-requests', id, overrideAccess: true })
    expect(stored).toMatchObject({ name: 'John', surname: 'Ronald Smith', locale: 'en' })
    await lib.runMailQueue(t.payload)
    const visitor = readMailbox(mailDir).find((m) => m.headers.to.includes(input.email))!
    expect(visitor.headers.subject).toContain('Thank you')
  })

  it('answers field errors as message keys and stores nothing', async () => {
    const before = await count('contact-requests')
    const result = await lib.submitContactRequest(
      t.payload,
      contactInput({ name: '', email: 'not-an-email', phone: 'call me', topic: 'pizza', consent: '' }),
      { ip: nextIp() },
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.status).toBe(400)
    expect(result.fieldErrors).toMatchObject({
      name: ['forms.errors.name'],
      email: ['forms.errors.email'],
      phone: ['forms.errors.phone'],
      topic: ['forms.errors.choice'],
      consent: ['forms.errors.consent'],
    })
    expect(await count('contact-requests')).toBe(before)
  })

  it('refuses the honeypot, a form sent too fast, a forged timestamp and too many requests with 429', async () => {
    const before = await count('contact-requests')
    const honeypot = await lib.submitContactRequest(t.payload, contactInput({ website: 'http://spam.example' }), { ip: nextIp() })
    expect(honeypot).toMatchObject({ ok: false, status: 429, formError: 'forms.refused' })
    const fast = await lib.submitContactRequest(t.payload, contactInput({ formStartedAt: lib.issueFormToken() }), { ip: nextIp() })
    expect(fast).toMatchObject({ ok: false, status: 429, formError: 'forms.refused' })
    const forged = await lib.submitContactRequest(t.payload, contactInput({ formStartedAt: `${Date.now() - 60_000}.forged` }), { ip: nextIp() })
    expect(forged).toMatchObject({ ok: false, status: 429 })
    expect(await count('contact-requests')).toBe(before)

    const ip = nextIp()
    const results = []
    for (let i = 0; i < 6; i++) results.push(await lib.submitContactRequest(t.payload, contactInput(), { ip }))
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true)
    expect(results[5]).toMatchObject({ ok: false, status: 429, formError: 'forms.rateLimited' })
    expect(results[5].ok === false && results[5].retryAfterSec).toBeGreaterThan(0)
    expect(await count('contact-requests')).toBe(before + 5)

    // per e-mail as well, whatever the IP
    const email = 'same.person@example.com'
    const byEmail = []
    for (let i = 0; i < 4; i++) byEmail.push(await lib.submitContactRequest(t.payload, contactInput({ email }), { ip: nextIp() }))
    expect(byEmail.map((r) => r.ok)).toEqual([true, true, true, false])
    await lib.runMailQueue(t.payload, 100)
  })
})

describe('newsletter double opt-in', () => {
  const newsletterInput = (email: string, over: Record<string, string> = {}) => ({
    name: 'Petr',
    surname: 'Svoboda',
    email,
    locale: 'en',
    formStartedAt: lib.issueFormToken(Date.now() - 10_000),
    ...over,
  })

  it('mails a single-use link that confirms once, with a one-click unsubscribe; the link fails when reused', async () => {
    const email = 'petr.svoboda@example.com'
    const first = await lib.subscribe(t.payload, newsletterInput(email), { ip: nextIp(), pageUrl: 'http://localhost:3000/en?from=footer' })
    expect(first).toEqual({ ok: true, value: { outcome: 'pending' } })
    const { docs } = await t.payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ status: 'pending', locale: 'en', from: 'footer' })

    await lib.runMailQueue(t.payload)
    const mail = readMailbox(mailDir).find((m) => m.headers.to.includes(email))!
    expect(mail).toBeTruthy()
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?s=.+>$/)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain('http://localhost:3000/en/newsletter-subscription?token=')
    const token = tokenFrom(mail.text)!
    expect(token).toBeTruthy()
    // only the hash is stored
    const raw = JSON.stringify(await t.payload.find({ collection: 'newsletter-subscribers', overrideAccess: true, showHiddenFields: true }))
    expect(raw).not.toContain(token)

    expect(await lib.confirm(t.payload, token)).toBe('confirmed')
    // reused (a reload, a second click): recognised, changes nothing
    expect(await lib.confirm(t.payload, token)).toBe('used')
    const after = await t.payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })
    expect(after.docs[0]).toMatchObject({ status: 'confirmed' })
    expect(after.docs[0].confirmedAt).toBeTruthy()

    // subscribing again while confirmed says so and sends nothing
    clearMailbox(mailDir)
    expect(await lib.subscribe(t.payload, newsletterInput(email), { ip: nextIp() })).toEqual({ ok: true, value: { outcome: 'already' } })
    await lib.runMailQueue(t.payload)
    expect(readMailbox(mailDir)).toHaveLength(0)

    // one-click unsubscribe through the route handler, without logging in
    const { POST, GET } = await import('@/app/api/newsletter/unsubscribe/route')
    const url = mail.headers['list-unsubscribe'].slice(1, -1)
    const page = await GET(new Request(url))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<form method="post"')
    const res = await POST(
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(res.status).toBe(200)
    const gone = await t.payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })
    expect(gone.docs[0]).toMatchObject({ status: 'unsubscribed' })
    // the old confirmation link cannot subscribe the address again
    expect(await lib.confirm(t.payload, token)).toBe('invalid')
    const forged = await POST(new Request(url.replace(/s=[^&]+/, 's=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), { method: 'POST' }))
    expect(forged.status).toBe(400)
  })

  it('re-sends while pending (the newest link works) and refuses an expired link', async () => {
    const email = 'pending.person@example.com'
    expect(await lib.subscribe(t.payload, newsletterInput(email, { locale: 'cs' }), { ip: nextIp() })).toMatchObject({ value: { outcome: 'pending' } })
    await lib.runMailQueue(t.payload)
    const firstMail = readMailbox(mailDir).find((m) => m.headers.to.includes(email))!
    const firstToken = tokenFrom(firstMail.text)!
    expect(firstMail.text).toContain('http://localhost:3000/newsletter-subscription?token=')

    clearMailbox(mailDir)
    expect(await lib.subscribe(t.payload, newsletterInput(email, { locale: 'cs' }), { ip: nextIp() })).toMatchObject({ value: { outcome: 'resent' } })
    await lib.runMailQueue(t.payload)
    const secondToken = tokenFrom(readMailbox(mailDir)[0].text)!
    expect(secondToken).not.toBe(firstToken)
    expect(await lib.confirm(t.payload, firstToken)).toBe('invalid')

    const in73Hours = Date.now() + 73 * 60 * 60 * 1000
    expect(await lib.confirm(t.payload, secondToken, in73Hours)).toBe('expired')
    expect(await lib.confirm(t.payload, 'x'.repeat(43))).toBe('invalid')
    expect(await lib.confirm(t.payload, undefined)).toBe('invalid')
    const { docs } = await t.payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs[0]).toMatchObject({ status: 'pending' })
    // within 72 hours it still works
    expect(await lib.confirm(t.payload, secondToken)).toBe('confirmed')
  })

  it('rate-limits re-sending to one address', async () => {
    const email = 'resend.limit@example.com'
    const outcomes = []
    for (let i = 0; i < 4; i++) outcomes.push(await lib.subscribe(t.payload, newsletterInput(email), { ip: nextIp() }))
    expect(outcomes.slice(0, 3).every((o) => o.ok)).toBe(true)
    expect(outcomes[3]).toMatchObject({ ok: false, status: 429, formError: 'forms.rateLimited' })
  })
})

describe('personal data', () => {
  const rest = (p: string, headers: Record<string, string> = {}) =>
    REST_GET(Promise.resolve(t.config))(new Request(`http://localhost:3000/api/${p}`, { headers }), {
      params: Promise.resolve({ slug: p.split('?')[0].split('/') }),
    })
  const graphql = (query: string) =>
    GRAPHQL_POST(Promise.resolve(t.config))(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
    )

  it('is not readable anonymously through REST, GraphQL or the CSV export; staff export confirmed subscribers', async () => {
    expect(await count('contact-requests')).toBeGreaterThan(0)
    for (const p of ['contact-requests', 'newsletter-subscribers', 'newsletter-subscribers/export.csv', 'mail-outbox']) {
      const res = await rest(p)
      expect(res.status, p).toBeGreaterThanOrEqual(401)
      expect(await res.text()).not.toContain('@example.com')
    }
    const gql = await graphql('{ ContactRequests { docs { email } } NewsletterSubscribers { docs { email } } }')
    const body = (await gql.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
    expect(body.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(body)).not.toContain('@example.com')

    const email = `staff-${t.dialect}@hub1909.test`
    await t.payload.create({ collection: 'users', data: { email, password: 'a long staff password', role: 'communityManager' } })
    const { token } = await t.payload.login({ collection: 'users', data: { email, password: 'a long staff password' } })
    const csv = await rest('newsletter-subscribers/export.csv', { Authorization: `JWT ${token}` })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const text = await csv.text()
    expect(text).toContain('pending.person@example.com')
    expect(text).not.toContain('resend.limit@example.com')
    // the token hash never leaves the server, not even for staff
    const list = await rest('newsletter-subscribers', { Authorization: `JWT ${token}` })
    expect(list.status).toBe(200)
    expect(await list.text()).not.toContain('tokenHash')
  })
})
