import net from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

/**
 * The outbox against a real SMTP server that goes down and comes back: the submission is stored at
 * once, the mail waits in the queue and leaves when the server answers again.
 */
type Received = { from: string; to: string[]; data: string }
const received: Received[] = []
let server: SMTPServer | undefined
let port = 0

function startSmtp(onPort = 0): Promise<number> {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    server!.once('error', reject)
    server!.listen(onPort, '127.0.0.1', () => resolve((server!.server.address() as net.AddressInfo).port))
  })
}

const stopSmtp = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))

let t: TestPayload

beforeAll(async () => {
  port = await startSmtp()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.MAIL_FROM = 'HUB 1909 <noreply@hub1909.test>'
  process.env.MAIL_RETRY_DELAY_MS = '300'
  process.env.JOBS_AUTORUN = '0'
  t = await startTestPayload()
})

afterAll(async () => {
  await stopSmtp()
  await t?.cleanup()
  delete process.env.SMTP_URL
})

const jobsLeft = async () => (await t.payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs

describe('mail outbox over SMTP', () => {
  it('sends through SMTP when it is up', async () => {
    const { submitContactRequest } = await import('@/lib/contact/submit')
    const { issueFormToken } = await import('@/lib/forms/spamGuard')
    const { runMailQueue } = await import('@/lib/mail/outbox')
    const result = await submitContactRequest(
      t.payload,
      {
        name: 'Eva',
        surname: 'Dvořáková',
        email: 'eva@example.com',
        topic: 'meetingRoom',
        consent: 'on',
        locale: 'en',
        formStartedAt: issueFormToken(Date.now() - 5000),
      },
      { ip: '198.51.100.1' },
    )
    expect(result.ok).toBe(true)
    await runMailQueue(t.payload)
    expect(received).toHaveLength(2)
    expect(received.flatMap((r) => r.to)).toContain('eva@example.com')
    expect(received.every((r) => r.from === 'noreply@hub1909.test')).toBe(true)
    expect(await jobsLeft()).toBe(0)
  })

  it('keeps the request when SMTP is down and delivers it with retries once SMTP is back', async () => {
    const { submitContactRequest } = await import('@/lib/contact/submit')
    const { issueFormToken } = await import('@/lib/forms/spamGuard')
    const { runMailQueue } = await import('@/lib/mail/outbox')
    received.length = 0
    await stopSmtp()

    const result = await submitContactRequest(
      t.payload,
      {
        name: 'Karel',
        surname: 'Novák',
        email: 'karel@example.com',
        topic: 'rentSpace',
        consent: 'on',
        formStartedAt: issueFormToken(Date.now() - 5000),
      },
      { ip: '198.51.100.2' },
    )
    expect(result.ok).toBe(true)
    const id = result.ok ? result.value.id : 0
    expect(await t.payload.findByID({ collection: 'contact-requests', id, overrideAccess: true })).toMatchObject({
      email: 'karel@example.com',
    })

    // first attempt fails: the jobs stay queued with a back-off
    await runMailQueue(t.payload)
    expect(received).toHaveLength(0)
    expect(await jobsLeft()).toBe(2)
    const { docs } = await t.payload.find({ collection: 'payload-jobs', overrideAccess: true })
    expect(docs.every((j) => (j.totalTried ?? 0) >= 1 && !j.completedAt && j.waitUntil)).toBe(true)

    // still down on a second attempt (after the first back-off)
    await new Promise((r) => setTimeout(r, 400))
    await runMailQueue(t.payload)
    expect(received).toHaveLength(0)

    // the server comes back on the same port; after the (doubled) back-off the mail goes out
    await startSmtp(port)
    for (let i = 0; i < 20 && received.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 300))
      await runMailQueue(t.payload)
    }
    expect(received).toHaveLength(2)
    expect(received.flatMap((r) => r.to)).toContain('karel@example.com')
    expect(await jobsLeft()).toBe(0)
  })
})
