import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { TAGS } from '@/lib/content/tags'
import { MAIL_OUTBOX_TABLE } from '@/lib/mail/outbox'

/**
 * The registration's writes on PostgreSQL, where a burst meets them: each is one statement.
 *
 * Through Payload's adapter a new registration is eight round trips (begin, the insert and the
 * adapter's read-back, two mails, the cache's invalidation row, commit), each built anew by
 * Drizzle; under a burst they were most of the work of a post. Here the insert, its two mails and
 * the invalidation row are one statement of data-modifying CTEs: atomic by itself (all rows or
 * none), with the database's own checks (the unique indexes on event+seat and event+e-mail, the
 * enums, NOT NULL). Table and column names are the migrations' (src/migrations/postgres); the
 * integration tests on PostgreSQL run this path.
 *
 * Returns null on other databases: the caller writes through the adapter there.
 */

type Adapter = {
  name: string
  drizzle?: unknown
  execute?: (args: { db: unknown; sql: unknown }) => Promise<{ rows: Record<string, unknown>[] }>
}

function postgres(payload: Payload): (Adapter & { execute: NonNullable<Adapter['execute']> }) | null {
  const adapter = payload.db as unknown as Adapter
  return adapter.name === 'postgres' && adapter.execute && adapter.drizzle ? (adapter as Adapter & { execute: NonNullable<Adapter['execute']> }) : null
}

export type SeatRow = {
  id: number
  seat: number | null
  email: string
  status: string
  confirmedAt: string | null
  cancelledAt: string | null
  cancelTokenHash: string | null
}

const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString())

const seatRow = (r: Record<string, unknown>): SeatRow => ({
  id: Number(r.id),
  seat: r.seat == null ? null : Number(r.seat),
  email: String(r.email),
  status: String(r.status),
  confirmedAt: iso(r.confirmed_at),
  cancelledAt: iso(r.cancelled_at),
  cancelTokenHash: (r.cancel_token_hash as string | null) ?? null,
})

/** The seats taken in an event and this e-mail's registration there (one query), or null when not on PostgreSQL. */
export async function seatsAndEmailRows(payload: Payload, eventId: number, email: string): Promise<SeatRow[] | null> {
  const pg = postgres(payload)
  if (!pg) return null
  const { rows } = await pg.execute({
    db: pg.drizzle,
    sql: sql`SELECT id, seat, email, status, confirmed_at, cancelled_at, cancel_token_hash FROM event_registrations
      WHERE event_id = ${eventId} AND (seat IS NOT NULL OR email = ${email})`,
  })
  return rows.map(seatRow)
}

export type EventForSeats = { id: number; capacity: number | null; registrationOpen: boolean | null; cancelled: boolean | null; startsAt: string; endsAt: string | null }

/**
 * A published event as the seat logic needs it with its seats taken and this e-mail's registration
 * (one query, where a post would need two), or null when not on PostgreSQL. `event` is null when
 * no published event has the id.
 */
export async function eventWithSeatsRows(payload: Payload, eventId: number, email: string): Promise<{ event: EventForSeats | null; rows: SeatRow[] } | null> {
  const pg = postgres(payload)
  if (!pg) return null
  const { rows } = await pg.execute({
    db: pg.drizzle,
    sql: sql`SELECT e.capacity AS e_capacity, e.registration_open AS e_open, e.cancelled AS e_cancelled, e.starts_at AS e_starts, e.ends_at AS e_ends,
        r.id, r.seat, r.email, r.status, r.confirmed_at, r.cancelled_at, r.cancel_token_hash
      FROM events e LEFT JOIN event_registrations r ON r.event_id = e.id AND (r.seat IS NOT NULL OR r.email = ${email})
      WHERE e.id = ${eventId} AND e._status = 'published'`,
  })
  if (rows.length === 0) return { event: null, rows: [] }
  const first = rows[0]
  const event: EventForSeats = {
    id: eventId,
    capacity: first.e_capacity == null ? null : Number(first.e_capacity),
    registrationOpen: first.e_open == null ? null : Boolean(first.e_open),
    cancelled: first.e_cancelled == null ? null : Boolean(first.e_cancelled),
    startsAt: iso(first.e_starts) ?? '',
    endsAt: iso(first.e_ends),
  }
  return { event, rows: rows.filter((r) => r.id != null).map(seatRow) }
}

export type NewRegistration = {
  event: number
  status: 'confirmed' | 'waitlisted'
  seat: number | null
  firstName: string
  lastName: string
  email: string
  company: string
  locale: string
  confirmedAt: string | null
  cancelTokenHash: string
}

/**
 * Inserts a registration with the mails about it (`{ id }` as their params) and the invalidation
 * of the pages that show seats, in one statement. Returns the registration's id; 'taken' when the
 * seat or the e-mail was taken meanwhile (the unique indexes), and then nothing is stored; null
 * when not on PostgreSQL.
 *
 * A lost race is `ON CONFLICT DO NOTHING`, not an error: pg-pool ends the connection of any query
 * that fails (`client.release(err)` in `Pool.query`), so under a burst every lost seat cost a new
 * database session (a process forked by the server) until this.
 */
export async function insertRegistrationAtOnce(
  payload: Payload,
  row: NewRegistration,
  mails: readonly { key: string; template: string }[],
  now: Date,
): Promise<number | 'taken' | null> {
  const pg = postgres(payload)
  if (!pg) return null
  const at = now.toISOString()
  const mailValues = sql.join(
    mails.map((m) => sql`(${m.key}::varchar, ${m.template}::varchar)`),
    sql`, `,
  )
  const { rows } = await pg.execute({
    db: pg.drizzle,
    sql: sql`WITH r AS (
        INSERT INTO event_registrations (event_id, status, seat, first_name, last_name, email, company, locale, confirmed_at, cancelled_at, cancel_token_hash, updated_at, created_at)
        VALUES (${row.event}, ${row.status}, ${row.seat}, ${row.firstName}, ${row.lastName}, ${row.email}, ${row.company}, ${row.locale}, ${row.confirmedAt}, NULL, ${row.cancelTokenHash}, ${at}, ${at})
        ON CONFLICT DO NOTHING
        RETURNING id
      ), m AS (
        INSERT INTO ${sql.identifier(MAIL_OUTBOX_TABLE)} (key, template, params, status, attempts, available_at, updated_at, created_at)
        SELECT v.key, v.template, jsonb_build_object('id', r.id), 'pending'::enum_mail_outbox_status, 0, ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
        FROM r CROSS JOIN (VALUES ${mailValues}) AS v(key, template)
      ), c AS (
        INSERT INTO cache_invalidations (tag, updated_at, created_at) SELECT ${TAGS.registrations}::varchar, ${at}::timestamptz, ${at}::timestamptz FROM r
      )
      SELECT id FROM r`,
  })
  return rows.length ? Number(rows[0].id) : 'taken'
}
