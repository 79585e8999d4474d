import type { Payload } from 'payload'

import { MAIL_OUTBOX_TABLE as T } from './outbox'

/**
 * The outbox's own statements, one per step, each atomic on its own: no transaction is held while
 * a mail is rendered or handed to SMTP.
 *
 * - PostgreSQL: the claim is one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`, so any
 *   number of workers on any number of machines never claim one row twice; times are the
 *   database's clock.
 * - SQLite: writes are serialised by the database, so the same single `UPDATE … RETURNING` is
 *   atomic too (the embedded default runs one worker, but a second would be safe).
 *
 * A claim is a lease: `lease_until` passes, and a worker that died (kill -9, a lost machine) has its
 * rows claimed again by another. Every later step names the lease owner, so a worker whose lease
 * was taken over can no longer change the row.
 */

export type ClaimedMail = {
  id: number
  key: string
  template: string
  params: Record<string, unknown>
  /** Attempts including this one. */
  attempts: number
  createdAt: Date
}

export type OutboxStats = {
  /** Mails waiting to be sent (due or backing off). */
  pending: number
  /** Seconds the oldest pending mail has waited since it was queued (0 when none). */
  oldestPendingSec: number
  /** Seconds the oldest mail that is due and not leased has waited for a worker (0 when none). */
  oldestDueSec: number
  failed: number
}

type Row = Record<string, unknown>

interface Dialect {
  query(sql: string, args: unknown[]): Promise<Row[]>
  /** SQL for "now" and for "now + seconds" (a parameter). */
  now: string
  plus(param: string): string
  /** How to write "the rows of this id list" with one array parameter. */
  inIds(param: string): string
  ids(ids: number[]): unknown
  /** The claim's row lock (PostgreSQL) or nothing (SQLite serialises writers). */
  lock: string
  /** Seconds since a stored time. */
  ageSec(column: string): string
}

type PgPool = { query(text: string, values: unknown[]): Promise<{ rows: Row[] }> }
type LibsqlClient = { execute(stmt: { sql: string; args: unknown[] }): Promise<{ rows: Row[] }> }

/** PostgreSQL numbers its parameters ($1, $2, …); the statements below use `?` and are rewritten. */
const numbered = (sql: string) => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

function dialectOf(payload: Payload): Dialect {
  const db = payload.db as unknown as { name: string; pool?: PgPool; client?: LibsqlClient; drizzle?: unknown }
  if (db.name === 'postgres') {
    const pool = db.pool
    if (!pool) throw new Error('[outbox] the PostgreSQL pool is not connected')
    return {
      query: async (sql, args) => (await pool.query(numbered(sql), args)).rows,
      now: 'now()',
      plus: (p) => `now() + make_interval(secs => ${p}::double precision)`,
      inIds: (p) => `= ANY(${p}::int[])`,
      ids: (ids) => ids,
      lock: 'FOR UPDATE SKIP LOCKED',
      ageSec: (c) => `EXTRACT(EPOCH FROM (now() - ${c}))`,
    }
  }
  const client = db.client
  if (!client) throw new Error('[outbox] the SQLite client is not connected')
  // Payload stores SQLite dates as ISO-8601 text with milliseconds; so do these statements.
  const iso = (modifier: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now'${modifier})`
  return {
    query: async (sql, args) =>
      (await client.execute({ sql, args: args.map((a) => (a === undefined ? null : a)) })).rows,
    now: iso(''),
    plus: (p) => iso(`, '+' || ${p} || ' seconds'`),
    inIds: (p) => `IN (SELECT value FROM json_each(${p}))`,
    ids: (ids) => JSON.stringify(ids),
    lock: '',
    ageSec: (c) => `((julianday('now') - julianday(${c})) * 86400.0)`,
  }
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)))
const toParams = (v: unknown): Record<string, unknown> =>
  typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : ((v ?? {}) as Record<string, unknown>)

/** Claims up to `limit` due mails for `owner`, leased for `leaseSec`. */
export async function claimDueMail(payload: Payload, owner: string, limit: number, leaseSec: number): Promise<ClaimedMail[]> {
  const d = dialectOf(payload)
  const rows = await d.query(
    `UPDATE ${T} SET lease_owner = ?, lease_until = ${d.plus('?')}, attempts = attempts + 1, updated_at = ${d.now}
     WHERE id IN (
       SELECT id FROM ${T}
       WHERE status = 'pending' AND available_at <= ${d.now} AND (lease_until IS NULL OR lease_until < ${d.now})
       ORDER BY available_at, id
       LIMIT ?
       ${d.lock}
     )
     RETURNING id, key, template, params, attempts, created_at`,
    [owner, leaseSec, limit],
  )
  return rows
    .map((r) => ({
      id: Number(r.id),
      key: String(r.key),
      template: String(r.template),
      params: toParams(r.params),
      attempts: Number(r.attempts),
      createdAt: toDate(r.created_at),
    }))
    .sort((a, b) => a.id - b.id)
}

/** Who a rendered mail is addressed to and its subject, as staff read them in the outbox. */
export type Envelope = { recipient: string; subject: string }

/** The server accepted the mail: it is never sent again. */
export async function markSent(payload: Payload, mail: ClaimedMail, owner: string, messageId: string, envelope: Envelope): Promise<boolean> {
  const d = dialectOf(payload)
  const rows = await d.query(
    `UPDATE ${T} SET status = 'sent', sent_at = ${d.now}, message_id = ?, recipient = ?, subject = ?, lease_owner = NULL,
       lease_until = NULL, last_error = NULL, updated_at = ${d.now}
     WHERE id = ? AND lease_owner = ? RETURNING id`,
    [messageId, envelope.recipient, envelope.subject, mail.id, owner],
  )
  return rows.length === 1
}

/** The template found nothing (left) to send, e.g. the registration was deleted meanwhile. */
export async function markSkipped(payload: Payload, mail: ClaimedMail, owner: string): Promise<void> {
  const d = dialectOf(payload)
  await d.query(
    `UPDATE ${T} SET status = 'skipped', lease_owner = NULL, lease_until = NULL, updated_at = ${d.now}
     WHERE id = ? AND lease_owner = ?`,
    [mail.id, owner],
  )
}

/** A failed attempt: due again after `delaySec`, or given up for good (`delaySec` null). */
export async function markFailed(
  payload: Payload,
  mail: ClaimedMail,
  owner: string,
  error: string,
  delaySec: number | null,
  envelope: Envelope | null = null,
): Promise<void> {
  const d = dialectOf(payload)
  const message = error.slice(0, 2000)
  // Kept when the mail was never rendered (its template failed first).
  const noted = 'recipient = COALESCE(?, recipient), subject = COALESCE(?, subject)'
  const addressed = [envelope?.recipient ?? null, envelope?.subject ?? null]
  if (delaySec == null) {
    await d.query(
      `UPDATE ${T} SET status = 'failed', last_error = ?, ${noted}, lease_owner = NULL, lease_until = NULL, updated_at = ${d.now}
       WHERE id = ? AND lease_owner = ?`,
      [message, ...addressed, mail.id, owner],
    )
    return
  }
  await d.query(
    `UPDATE ${T} SET available_at = ${d.plus('?')}, last_error = ?, ${noted}, lease_owner = NULL, lease_until = NULL,
       updated_at = ${d.now}
     WHERE id = ? AND lease_owner = ?`,
    [delaySec, message, ...addressed, mail.id, owner],
  )
}

/** Gives back claimed mails that were not attempted (a stopping worker); the attempt is not counted. */
export async function releaseClaims(payload: Payload, ids: number[], owner: string): Promise<void> {
  if (ids.length === 0) return
  const d = dialectOf(payload)
  await d.query(
    `UPDATE ${T} SET lease_owner = NULL, lease_until = NULL, attempts = attempts - 1, updated_at = ${d.now}
     WHERE id ${d.inIds('?')} AND lease_owner = ?`,
    [d.ids(ids), owner],
  )
}

/** What the health check reports about the outbox. */
export async function outboxStats(payload: Payload): Promise<OutboxStats> {
  const d = dialectOf(payload)
  const [row] = await d.query(
    `SELECT
       COUNT(*) AS pending,
       COALESCE(MAX(${d.ageSec('created_at')}), 0) AS oldest_pending,
       COALESCE(MAX(CASE WHEN available_at <= ${d.now} AND (lease_until IS NULL OR lease_until < ${d.now})
                         THEN ${d.ageSec('available_at')} END), 0) AS oldest_due,
       (SELECT COUNT(*) FROM ${T} WHERE status = 'failed') AS failed
     FROM ${T} WHERE status = 'pending'`,
    [],
  )
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSec: Math.max(0, Math.round(Number(row?.oldest_pending ?? 0))),
    oldestDueSec: Math.max(0, Math.round(Number(row?.oldest_due ?? 0))),
    failed: Number(row?.failed ?? 0),
  }
}

/** Extends the leases a live worker holds (its heartbeat), so only a dead worker's leases run out. */
export async function renewLeases(payload: Payload, ids: number[], owner: string, leaseSec: number): Promise<void> {
  if (ids.length === 0) return
  const d = dialectOf(payload)
  await d.query(
    `UPDATE ${T} SET lease_until = ${d.plus('?')} WHERE id ${d.inIds('?')} AND lease_owner = ?`,
    [leaseSec, d.ids(ids), owner],
  )
}
