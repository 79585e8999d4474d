import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'
import { clearMailbox, readMailbox } from './mailbox'

/**
 * Who the site's mail is from, and where its links lead, on a server with neither MAIL_FROM nor
 * SITE_URL set and serving on PORT 3200: the sender is the house's name and address from Site
 * settings (never `no-reply@localhost.localdomain`), and every link is absolute on port 3200.
 */
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-sender-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
process.env.PORT = '3200'
delete process.env.SMTP_URL
delete process.env.MAIL_FROM
delete process.env.SITE_URL

const HOUSE = { name: 'Tiskarna 1909', email: 'dum@hub1909.test' }

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
  await t.payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: {
      brandName: HOUSE.name,
      address: { street: 'Husova 5', postalCode: '110 00', city: 'Praha' },
      contact: { email: HOUSE.email },
      company: { name: 'HUB 1909 s.r.o.' },
      membersLoginUrl: 'https://members.hub1909.test',
    },
  })
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
  delete process.env.MAIL_FROM
})

beforeEach(() => {
  clearMailbox(mailDir)
  delete process.env.MAIL_FROM
})

async function registerAndSend(email: string) {
  const { registerForEvent } = await import('@/lib/events/registration')
  const { issueFormToken } = await import('@/lib/forms/spamGuard')
  const { deliverDueMail } = await import('@/lib/mail/worker')
  const startsAt = new Date(Date.now() + 7 * 24 * 3600_000).toISOString()
  const event = await t.payload.create({
    collection: 'events',
    data: { title: 'Snídaně', slug: `snidane-${Date.now()}`, startsAt, capacity: 10, registrationOpen: true, _status: 'published' },
    overrideAccess: true,
  })
  const form = { name: 'Jana', surname: 'Nováková', email, company: 'Tiskárna', event: String(event.id), locale: 'en', formStartedAt: issueFormToken(Date.now() - 10_000) }
  const result = await registerForEvent(t.payload, form, { ip: `192.0.2.${Math.floor(Math.random() * 250)}` })
  expect(result.ok).toBe(true)
  await deliverDueMail(t.payload, 20)
  const mail = readMailbox(mailDir).find((m) => m.headers.to?.includes(email))
  expect(mail, `a mail to ${email}`).toBeDefined()
  return { mail: mail!, event }
}

describe('mail sender and links without MAIL_FROM and SITE_URL', () => {
  it("sends the registration mail from the house in Site settings, with an absolute cancel link on the server's port", async () => {
    const { mail, event } = await registerAndSend('jana@example.com')
    expect(mail.headers.from).toBe(`${HOUSE.name} <${HOUSE.email}>`)
    expect(mail.raw).not.toContain('localhost.localdomain')
    const cancel = /http:\/\/localhost:3200\/en\/registration-confirm\?cancel=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0]
    expect(cancel, mail.text).toBeDefined()
    // The HTML part makes it a link, not only text to copy.
    expect(mail.html).toContain(`<a href="${cancel}"`)
    expect(mail.text).toContain(`http://localhost:3200/en/events/${event.slug}`)
    expect(mail.raw).not.toContain('localhost:3000')
  })

  it('uses MAIL_FROM when it is set', async () => {
    process.env.MAIL_FROM = 'Recepce <recepce@hub1909.test>'
    const { mail } = await registerAndSend('petr@example.com')
    expect(mail.headers.from).toBe('Recepce <recepce@hub1909.test>')
  })

  it("gives Payload's own mail (a staff password reset) the house as sender and a link on the server's port", async () => {
    const email = 'staff-reset@hub1909.test'
    await t.payload.create({ collection: 'users', data: { email, password: 'a long staff password 1909', name: 'Staff' } as never, overrideAccess: true })
    await t.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false })
    const mail = readMailbox(mailDir).find((m) => m.headers.to?.includes(email))
    expect(mail, 'the reset mail').toBeDefined()
    expect(mail!.headers.from).toMatch(new RegExp(`^"?${HOUSE.name}"? <${HOUSE.email.replace('.', '\\.')}>$`))
    expect(mail!.raw).toMatch(/http:\/\/localhost:3200\/admin\/reset\//)
  })
})
