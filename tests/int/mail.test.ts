import net from 'node:net'

import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

/**
 * The mail outbox against a real SMTP server that goes down, comes back, refuses, and is shared by
 * several workers at once: every stored submission's mail arrives exactly once.
 */
type Received = { messageId: string; to: string[]; data: string }
const received: Received[] = []
let server: SMTPServer | undefined
let port = 0
/** What the server answers to RCPT TO for an address: undefined accepts. */
let refuse: ((address: string) => { code: number; message: string } | undefined) | undefined
/** How long the server takes to accept a message. */
let acceptDelayMs = 0

function startSmtp(onPort = 0): Promise<number> {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Stopping drops the clients' open (pooled) connections at once, as a crashed server would.
    closeTimeout: 50,
    onRcptTo(address, _session, callback) {
      const refusal = refuse?.(address.address)
      if (!refusal) return callback()
      const error = new Error(refusal.message) as Error & { responseCode: number }
      error.responseCode = refusal.code
      callback(error)
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString('utf8')
        setTimeout(() => {
          received.push({
            messageId: /^message-id:\s*(\S+)/im.exec(data)?.[1] ?? '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          })
          callback()
        }, acceptDelayMs)
      })
    },
  })
  return new Promise((resolve, reject) => {
    server!.once('error', reject)
    server!.listen(onPort, '127.0.0.1', () => resolve((server!.server.address() as net.AddressInfo).port))
  })
}

const stopSmtp = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

let t: TestPayload
let ip = 0

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

beforeEach(() => {
  received.length = 0
  refuse = undefined
  acceptDelayMs = 0
})

type OutboxRow = {
  id: number
  key: string
  status: string
  attempts: number
  messageId?: string | null
  lastError?: string | null
  leaseOwner?: string | null
  recipient?: string | null
  subject?: string | null
}
const rows = async (): Promise<OutboxRow[]> =>
  (await t.payload.find({ collection: 'mail-outbox', pagination: false, sort: 'id', overrideAccess: true })).docs as unknown as OutboxRow[]
const pending = async () => (await rows()).filter((r) => r.status === 'pending')

async function contact(email: string) {
  const { submitContactRequest } = await import('@/lib/contact/submit')
  const { issueFormToken } = await import('@/lib/forms/spamGuard')
  const result = await submitContactRequest(
    t.payload,
    { name: 'Eva', surname: 'Dvořáková', email, topic: 'meetingRoom', consent: 'on', locale: 'en', formStartedAt: issueFormToken(Date.now() - 5000) },
    { ip: `198.51.100.${++ip % 250}` },
  )
  expect(result.ok).toBe(true)
  return result
}

async function drain(workers = 1, rounds = 40) {
  const { OutboxWorker } = await import('@/lib/mail/worker')
  const pool = Array.from({ length: workers }, () => new OutboxWorker(t.payload))
  for (let i = 0; i < rounds && (await pending()).length > 0; i++) {
    await Promise.all(pool.map((w) => w.deliverDue(7)))
    if ((await pending()).length > 0) await sleep(100)
  }
}

describe('mail outbox over SMTP', () => {
  it('sends through SMTP with a Message-ID derived from the mail key, and marks the mail sent', async () => {
    await contact('eva@example.com')
    await drain()
    expect(received).toHaveLength(2)
    expect(received.flatMap((r) => r.to)).toContain('eva@example.com')
    const sent = (await rows()).slice(-2)
    expect(sent.every((r) => r.status === 'sent')).toBe(true)
    expect(new Set(received.map((r) => r.messageId))).toEqual(new Set(sent.map((r) => `<${r.key}@hub1909.test>`)))
    // Staff read whom each mail went to and what it was about, and find it by the address.
    const toVisitor = sent.find((r) => r.recipient?.includes('eva@example.com'))
    expect(toVisitor?.recipient).toBe('Eva Dvořáková <eva@example.com>')
    expect(toVisitor?.subject).toMatch(/^Thank you for your message/)
    expect(sent.every((r) => r.recipient && r.subject)).toBe(true)
    const found = await t.payload.find({ collection: 'mail-outbox', where: { recipient: { like: 'eva@example' } }, overrideAccess: true })
    expect(found.docs.map((d) => d.id)).toEqual([toVisitor!.id])
  })

  it('keeps the request when SMTP is down and delivers each mail once, with the same Message-ID, when it is back', async () => {
    await stopSmtp()
    const result = await contact('karel@example.com')
    const id = result.ok ? (result.value as { id: number }).id : 0
    expect(await t.payload.findByID({ collection: 'contact-requests', id, overrideAccess: true })).toMatchObject({ email: 'karel@example.com' })

    const { deliverDueMail } = await import('@/lib/mail/worker')
    expect(await deliverDueMail(t.payload)).toMatchObject({ sent: 0, retrying: 2 })
    const waiting = await pending()
    expect(waiting).toHaveLength(2)
    expect(waiting.every((r) => r.attempts === 1 && r.lastError && !r.leaseOwner)).toBe(true)
    // The failed attempt already tells staff whom the waiting mail is for.
    expect(waiting.map((r) => r.recipient)).toContain('Eva Dvořáková <karel@example.com>')
    // backing off: not due again at once
    expect(await deliverDueMail(t.payload)).toMatchObject({ sent: 0, retrying: 0 })

    await sleep(500)
    expect(await deliverDueMail(t.payload)).toMatchObject({ sent: 0, retrying: 2 })
    await startSmtp(port)
    await drain(1, 60)
    expect(received).toHaveLength(2)
    expect(received.flatMap((r) => r.to)).toContain('karel@example.com')
    expect(new Set(received.map((r) => r.messageId))).toEqual(new Set(waiting.map((r) => `<${r.key}@hub1909.test>`)))
    expect(await pending()).toHaveLength(0)
  })

  it('lets three workers share one outbox without sending any mail twice', async () => {
    for (let i = 0; i < 20; i++) await contact(`crowd-${i}@example.com`)
    await drain(3)
    expect(received).toHaveLength(40)
    expect(new Set(received.map((r) => r.messageId)).size).toBe(40)
    expect(await pending()).toHaveLength(0)
  })

  it('gives up at once on a permanent refusal (5xx), and staff can queue the mail again', async () => {
    refuse = (address) => (address === 'nobody@example.com' ? { code: 550, message: 'No such user' } : undefined)
    await contact('nobody@example.com')
    await drain()
    const failed = (await rows()).filter((r) => r.status === 'failed')
    expect(failed).toHaveLength(1)
    expect(failed[0].lastError).toContain('No such user')
    expect(received.flatMap((r) => r.to)).not.toContain('nobody@example.com')

    refuse = undefined
    // what the admin does when staff set the status back to "Pending"
    await t.payload.update({ collection: 'mail-outbox', id: failed[0].id, data: { status: 'pending' }, overrideAccess: true })
    await drain()
    expect(received.flatMap((r) => r.to)).toContain('nobody@example.com')
    expect((await rows()).find((r) => r.id === failed[0].id)?.status).toBe('sent')
  })

  it('takes over the mail of a worker that died once its lease runs out, and never before', async () => {
    const { claimDueMail } = await import('@/lib/mail/outboxStore')
    const { deliverDueMail } = await import('@/lib/mail/worker')
    await contact('orphan@example.com')
    // a worker claims the two mails for one second, then "dies" without sending them
    const claimed = await claimDueMail(t.payload, 'dead-worker', 10, 1)
    expect(claimed).toHaveLength(2)
    expect(await deliverDueMail(t.payload)).toMatchObject({ sent: 0 })
    await sleep(1300)
    expect(await deliverDueMail(t.payload)).toMatchObject({ sent: 2 })
    expect(received.filter((r) => r.to.includes('orphan@example.com'))).toHaveLength(1)
  })

  it('on stop, finishes the mail in flight and gives back the mail it claimed but did not start', async () => {
    const { OutboxWorker } = await import('@/lib/mail/worker')
    for (let i = 0; i < 6; i++) await contact(`stop-${i}@example.com`)
    const worker = new OutboxWorker(t.payload, { concurrency: 1 })
    // a slow server: each mail takes 300 ms, so the worker stops with most of its claim unsent
    acceptDelayMs = 300
    worker.start()
    await sleep(450)
    await worker.stop(5000)
    acceptDelayMs = 0
    const after = await rows()
    const sentNow = after.filter((r) => r.status === 'sent' && received.some((m) => m.messageId === `<${r.key}@hub1909.test>`))
    expect(sentNow.length).toBeGreaterThanOrEqual(1)
    expect(sentNow.length).toBeLessThan(12)
    // nothing is left leased by the stopped worker, and what it did not send is still waiting
    expect(after.filter((r) => r.leaseOwner === worker.owner)).toHaveLength(0)
    const left = await pending()
    expect(left.length).toBe(12 - sentNow.length)
    expect(left.every((r) => r.attempts === 0)).toBe(true)
    await drain()
    expect(new Set(received.map((r) => r.messageId)).size).toBe(12)
    expect(received).toHaveLength(12)
  })
})
