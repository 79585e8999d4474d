import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

/**
 * A burst of submissions with failures injected on the way (the mail row cannot be written, seats
 * are raced for, input is invalid): every failed submission leaves nothing behind (no record without
 * its mails), every stored one has its mails, and afterwards no database connection is held or left
 * inside a transaction.
 */
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-failures-mail-'))
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

describe('a burst with injected failures', () => {
  it('stores each submission whole or not at all, and leaves the pool idle', async () => {
    const { submitContactRequest } = await import('@/lib/contact/submit')
    const { registerForEvent } = await import('@/lib/events/registration')
    const { issueFormToken } = await import('@/lib/forms/spamGuard')
    const token = () => issueFormToken(Date.now() - 10_000)
    const event = await t.payload.create({
      collection: 'events',
      data: { title: 'Závod o místa', slug: `race-${Date.now()}`, startsAt: new Date(Date.now() + 86_400_000 * 3).toISOString(), capacity: 5, registrationOpen: true, _status: 'published' },
      overrideAccess: true,
    })

    // Every third mail row cannot be written (a full disk, a dropped connection, a bug).
    const db = t.payload.db
    const create = db.create.bind(db)
    let outboxWrites = 0
    db.create = (async (args: Parameters<typeof db.create>[0]) => {
      if (args.collection === 'mail-outbox' && ++outboxWrites % 3 === 0) throw new Error('injected: the mail row could not be written')
      return create(args)
    }) as typeof db.create

    let n = 0
    const ip = () => `198.18.${(++n >> 8) & 255}.${n & 255}`
    try {
      const results = await Promise.all([
        ...Array.from({ length: 30 }, (_, i) =>
          registerForEvent(
            t.payload,
            { name: 'Jan', surname: `Závodník ${i}`, email: `race-${i}@example.com`, company: 'Firma', event: String(event.id), locale: 'cs', waitlist: i % 2 ? 'on' : '', formStartedAt: token() },
            { ip: ip() },
          ),
        ),
        ...Array.from({ length: 20 }, (_, i) =>
          submitContactRequest(t.payload, { name: 'Eva', surname: `Nová ${i}`, email: `burst-${i}@example.com`, topic: 'membership', consent: 'on', formStartedAt: token() }, { ip: ip() }),
        ),
        ...Array.from({ length: 10 }, (_, i) =>
          submitContactRequest(t.payload, { name: '', email: `bad-${i}`, topic: 'nonsense', formStartedAt: token() }, { ip: ip() }),
        ),
      ])
      const statuses = results.map((r) => (r.ok ? 'ok' : r.status))
      // some writes failed on purpose, and they said so; none was a crash of the whole burst
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0)
      expect(statuses.filter((s) => s === 400)).toHaveLength(10)
      expect(statuses.filter((s) => s === 'ok').length).toBeGreaterThan(0)
    } finally {
      db.create = create
    }

    // Whole or not at all: every stored record has its two mails, and there is no other mail.
    const outbox = (await t.payload.find({ collection: 'mail-outbox', pagination: false, overrideAccess: true })).docs
    const mailsFor = (template: string, id: number) => outbox.filter((m) => m.template === template && (m.params as { id?: number }).id === id)
    const registrations = (await t.payload.find({ collection: 'event-registrations', where: { event: { equals: event.id } }, pagination: false, overrideAccess: true })).docs
    for (const r of registrations) {
      expect(mailsFor('registration-confirmation', r.id), r.email).toHaveLength(1)
      expect(mailsFor('registration-staff', r.id), r.email).toHaveLength(1)
    }
    expect(registrations.filter((r) => r.status === 'confirmed').length).toBeLessThanOrEqual(5)
    const requests = (await t.payload.find({ collection: 'contact-requests', pagination: false, overrideAccess: true })).docs
    for (const r of requests) {
      expect(mailsFor('contact-staff', r.id), r.email).toHaveLength(1)
      expect(mailsFor('contact-confirmation', r.id), r.email).toHaveLength(1)
    }
    expect(outbox).toHaveLength(2 * (registrations.length + requests.length))

    if (t.dialect === 'postgres') {
      // The pool is idle again (the adapter keeps one connection of its own checked out)…
      const pool = (t.payload.db as unknown as { pool: { totalCount: number; idleCount: number; waitingCount: number } }).pool
      expect(pool.waitingCount).toBe(0)
      expect(pool.totalCount - pool.idleCount).toBeLessThanOrEqual(1)
      // …and the server has no session of this database inside a transaction.
      const client = new pg.Client({ connectionString: t.databaseUrl })
      await client.connect()
      try {
        const { rows } = await client.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
        )
        expect(rows[0].n).toBe(0)
      } finally {
        await client.end()
      }
    }
  })
})
