import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'
import { readMailbox } from './mailbox'

/**
 * Hostile input at every form entry point (contact, newsletter, confirmation link, unsubscribe):
 * never a server error, never a record from an invalid submission.
 */
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-fuzz-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
delete process.env.SMTP_URL

let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload()
})
afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

// A small deterministic generator, so that a failure can be replayed.
let seed = 1909
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]

const NASTY: readonly unknown[] = [
  '',
  ' ',
  'x'.repeat(100_000),
  'é'.repeat(5_000),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE contact_requests; --",
  '{"$gt": ""}',
  '\u0000\u0000\u0000',
  '\uD800\uDC00\uD800',
  '\uDFFF',
  '\u202Egnp.exe',
  '\u200B\u200D\uFEFF',
  '🏢'.repeat(300),
  '%00%0d%0aBcc: victim@example.com',
  'a@b.c\r\nBcc: victim@example.com',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe]).toString('latin1'),
  12345,
  -1,
  true,
  null,
  undefined,
  ['a', 'b'],
  { nested: { deeper: 'x' } },
  new Blob(['file']),
]

const CONTACT_FIELDS = ['name', 'surname', 'fullName', 'email', 'phone', 'wantsContact', 'topic', 'company', 'expectations', 'consent', 'from', 'referrer', 'locale', 'website', 'formStartedAt']
const NEWSLETTER_FIELDS = ['name', 'surname', 'email', 'from', 'referrer', 'locale', 'website', 'formStartedAt']

type Lib = {
  contact: typeof import('@/lib/contact/submit').submitContactRequest
  subscribe: typeof import('@/lib/newsletter/subscribe').subscribeToNewsletter
  confirm: typeof import('@/lib/newsletter/subscribe').confirmNewsletterSubscription
  token: typeof import('@/lib/forms/spamGuard').issueFormToken
  route: typeof import('@/app/api/newsletter/unsubscribe/route')
}
const load = async (): Promise<Lib> => ({
  contact: (await import('@/lib/contact/submit')).submitContactRequest,
  subscribe: (await import('@/lib/newsletter/subscribe')).subscribeToNewsletter,
  confirm: (await import('@/lib/newsletter/subscribe')).confirmNewsletterSubscription,
  token: (await import('@/lib/forms/spamGuard')).issueFormToken,
  route: await import('@/app/api/newsletter/unsubscribe/route'),
})

const counts = async () => ({
  contact: (await t.payload.count({ collection: 'contact-requests', overrideAccess: true })).totalDocs,
  subscribers: (await t.payload.count({ collection: 'newsletter-subscribers', overrideAccess: true })).totalDocs,
  jobs: (await t.payload.count({ collection: 'mail-outbox', where: { status: { equals: 'pending' } }, overrideAccess: true })).totalDocs,
})

/** A random hostile submission that always breaks at least one rule (so it must not be stored). */
function hostile(fields: string[], lib: Lib, valid: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...valid, formStartedAt: lib.token(Date.now() - 10_000) }
  const n = 1 + Math.floor(rand() * 4)
  for (let i = 0; i < n; i++) input[pick(fields)] = pick(NASTY)
  // make sure it is invalid: an e-mail that can never pass
  input.email = pick(['', 'not an e-mail', '<a@b.c>', 'x'.repeat(300) + '@example.com', 'a@b.c\r\nBcc: v@x.y', null, 42])
  return input
}

function toFormData(record: Record<string, unknown>): FormData {
  const fd = new FormData()
  for (const [k, v] of Object.entries(record)) {
    if (v instanceof Blob) fd.append(k, v, 'x.bin')
    else if (v !== undefined && v !== null && typeof v !== 'object') fd.append(k, String(v))
  }
  return fd
}

let ip = 0
const meta = () => ({ ip: `192.0.2.${++ip % 250}`, pageUrl: pick(['http://localhost:3000/kontakt?from=<script>', 'not a url', '', null]) })

describe('fuzz: form entry points', () => {
  it('never fails and never stores an invalid contact or newsletter submission', async () => {
    const lib = await load()
    const before = await counts()
    const validContact = { name: 'A', surname: 'B', topic: 'membership', consent: 'on' }
    const validNewsletter = { name: 'A', surname: 'B' }
    for (let i = 0; i < 120; i++) {
      const contact = hostile(CONTACT_FIELDS, lib, validContact)
      const newsletter = hostile(NEWSLETTER_FIELDS, lib, validNewsletter)
      for (const [fn, input] of [
        [lib.contact, contact],
        [lib.contact, toFormData(contact)],
        [lib.subscribe, newsletter],
        [lib.subscribe, toFormData(newsletter)],
      ] as const) {
        const result = await fn(t.payload, input as Record<string, unknown>, meta())
        expect(result.ok, JSON.stringify(input).slice(0, 300)).toBe(false)
        if (!result.ok) expect([400, 413, 429]).toContain(result.status)
      }
    }
    // whole bodies of garbage, including bytes that are not UTF-8, as a browser would post them
    for (const body of [
      Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe, 0xc3, 0x28, 0x26, 0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xa0]),
      Buffer.from('email=' + '%FF'.repeat(10_000)),
      Buffer.from('&&&===&&&'),
      Buffer.alloc(200_000, 0x41),
    ]) {
      const fd = await new Request('http://localhost/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body,
      }).formData()
      for (const fn of [lib.contact, lib.subscribe]) {
        const result = await fn(t.payload, fd, meta())
        expect(result.ok).toBe(false)
      }
    }
    expect(await counts()).toEqual(before)
  })

  it('stores hostile but valid text verbatim and escapes it in every mail', async () => {
    const lib = await load()
    const { deliverDueMail: runMailQueue } = await import('@/lib/mail/worker')
    for (const text of ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '\u0000x\uD800', '\u202Egnp.exe 🏢', "'; DROP TABLE x; --"]) {
      const result = await lib.contact(
        t.payload,
        {
          name: text,
          surname: text,
          email: `fuzz.${++ip}@example.com`,
          topic: 'membership',
          consent: 'on',
          company: text,
          expectations: text,
          from: text,
          referrer: text,
          formStartedAt: lib.token(Date.now() - 10_000),
        },
        meta(),
      )
      expect(result.ok, text).toBe(true)
    }
    await runMailQueue(t.payload, 100)
    const mails = readMailbox(mailDir)
    expect(mails.length).toBe(10)
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script>|<img src=x/)
      expect(mail.headers.bcc).toBeUndefined()
    }
  })

  it('answers hostile confirmation tokens and unsubscribe links without an error', async () => {
    const lib = await load()
    for (const token of NASTY) {
      expect(['invalid']).toContain(await lib.confirm(t.payload, token))
    }
    // already percent-encoded, including bytes that are not UTF-8
    for (const s of ['', '1', '1.', '.x', '1.' + 'A'.repeat(32), "1'--.x", 'x'.repeat(10_000), '%00', '%ED%A0%80', '%FF%FE', '1.%3Cscript%3E']) {
      const url = `http://localhost:3000/api/newsletter/unsubscribe?s=${s}&lang=${s}`
      const get = await lib.route.GET(new Request(url))
      expect(get.status).toBe(400)
      const post = await lib.route.POST(new Request(url, { method: 'POST', body: 'List-Unsubscribe=One-Click' }))
      expect(post.status).toBe(400)
    }
    const big = await lib.route.POST(
      new Request('http://localhost:3000/api/newsletter/unsubscribe?s=1.x', {
        method: 'POST',
        headers: { 'Content-Length': '10000000' },
        body: 'x'.repeat(10_000),
      }),
    )
    expect(big.status).toBeLessThan(500)
  })
})
