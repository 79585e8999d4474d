import crypto from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { recordInvalidation } from '@/lib/cache/invalidations'
import { idOf } from '@/lib/content/relation'
import { TAGS } from '@/lib/content/tags'
import type { Event as EventDoc, EventRegistration } from '@/payload-types'

import { FORM_ERRORS, type SubmitResult } from '../forms/formState'
import { inTransaction, isUniqueViolation, onRollback, screenSubmission, type SubmissionMeta } from '../forms/submission'
import { newMailKey, queueMail, wakeOutboxWorker } from '../mail/outbox'
import { signId, verifySignedId } from '../signedId'
import { cancelTokenFor, hashCancelToken, looksLikeCancelToken } from './cancelToken'
import { eventWithSeatsRows, insertRegistrationAtOnce, type SeatRow, seatsAndEmailRows } from './registrationPg'
import { REGISTRATION_FIELDS, registrationSchema } from './schema'
import { acceptsRegistrations, type RegistrationStatus } from './status'

const COLLECTION = 'event-registrations'
/** Attempts at a free seat before giving up (each lost race means another visitor got that seat). */
const MAX_SEAT_ATTEMPTS = 60

export type RegistrationOutcome =
  | { outcome: 'confirmed'; id: number; seat: number | null }
  | { outcome: 'waitlisted'; id: number }
  /** This e-mail is already registered (or waitlisted) for this event: nothing new is stored. */
  | { outcome: 'already'; id: number; status: Exclude<RegistrationStatus, 'cancelled'> }
  /** No seat is free and the visitor did not ask for the waitlist: nothing is stored. */
  | { outcome: 'full' }
  /** Unknown, unpublished, cancelled or past event, or registration closed. */
  | { outcome: 'closed' }

type EventForSeats = Pick<EventDoc, 'id' | 'capacity' | 'registrationOpen' | 'cancelled' | 'startsAt' | 'endsAt'>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** After a lost race, either for the seat (try another) or for this e-mail (answered on the next round). */
const backOff = (attempt: number) => sleep(crypto.randomInt(5, 25 + attempt * 5))

/**
 * A visitor mail about a registration, keyed so that its cancel link is known now: the hash goes
 * into the registration in the same write, the token itself only into the mail.
 */
export function visitorMailFor(payload: Payload): { key: string; cancelTokenHash: string } {
  const key = newMailKey()
  return { key, cancelTokenHash: hashCancelToken(cancelTokenFor(key, payload.secret)) }
}

/*
 * The seat logic reads through the database adapter (`payload.db.find`): plain rows, no access
 * checks, hooks or field traversal. It runs several times for every registration under load and
 * needs a handful of columns, never a document as the API would show it.
 */

/** A published event as the seat logic needs it, or null. */
export async function loadEventForSeats(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<EventForSeats | null> {
  const { docs } = await payload.db.find<EventForSeats>({
    collection: 'events',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    pagination: false,
    select: { capacity: true, registrationOpen: true, cancelled: true, startsAt: true, endsAt: true },
    req,
  })
  return docs[0] ?? null
}

/** The seats 1…capacity that no confirmed registration holds at this moment. */
export async function freeSeats(
  payload: Payload,
  eventId: number,
  capacity: number,
  req?: PayloadRequest,
): Promise<number[]> {
  const { docs } = await payload.db.find<Pick<EventRegistration, 'seat'>>({
    collection: COLLECTION,
    where: { and: [{ event: { equals: eventId } }, { seat: { exists: true } }] },
    select: { seat: true },
    pagination: false,
    req,
  })
  const taken = new Set(docs.map((d) => d.seat))
  const free: number[] = []
  for (let seat = 1; seat <= capacity; seat++) if (!taken.has(seat)) free.push(seat)
  return free
}

/**
 * A random free seat rather than the lowest: concurrent visitors then mostly aim at different seats,
 * so a flood fills the event in a few rounds instead of one seat per round.
 */
const pick = (seats: number[]) => seats[crypto.randomInt(seats.length)]

/** This e-mail's registration for the event, and what a failed re-registration puts back. */
type ExistingRegistration = Pick<EventRegistration, 'id' | 'status'> & {
  before: Pick<EventRegistration, 'status' | 'seat' | 'confirmedAt' | 'cancelledAt' | 'cancelTokenHash'>
}

/**
 * What the seat decision needs, in one read: this e-mail's registration for the event (if any) and
 * the seats taken right now.
 */
async function seatsAndEmail(
  payload: Payload,
  eventId: number,
  email: string,
  read?: SeatRow[],
): Promise<{ existing: ExistingRegistration | null; taken: Set<number> }> {
  const docs = read ?? (await seatsAndEmailRows(payload, eventId, email)) ?? (await seatsAndEmailThroughAdapter(payload, eventId, email))
  const taken = new Set<number>()
  let existing: ExistingRegistration | null = null
  for (const doc of docs) {
    if (doc.seat != null) taken.add(doc.seat)
    if (doc.email === email) {
      const { id, status, seat, confirmedAt, cancelledAt, cancelTokenHash } = doc
      existing = { id, status: status as RegistrationStatus, before: { status: status as RegistrationStatus, seat, confirmedAt, cancelledAt, cancelTokenHash } }
    }
  }
  return { existing, taken }
}

async function seatsAndEmailThroughAdapter(payload: Payload, eventId: number, email: string): Promise<SeatRow[]> {
  const { docs } = await payload.db.find<Pick<EventRegistration, 'id' | 'seat' | 'email' | 'status' | 'confirmedAt' | 'cancelledAt' | 'cancelTokenHash'>>({
    collection: COLLECTION,
    where: {
      and: [{ event: { equals: eventId } }, { or: [{ seat: { exists: true } }, { email: { equals: email } }] }],
    },
    select: { seat: true, email: true, status: true, confirmedAt: true, cancelledAt: true, cancelTokenHash: true },
    pagination: false,
  })
  return docs.map((d) => ({ ...d, status: d.status ?? 'confirmed', seat: d.seat ?? null, confirmedAt: d.confirmedAt ?? null, cancelledAt: d.cancelledAt ?? null, cancelTokenHash: d.cancelTokenHash ?? null }))
}

type Person = { firstName: string; lastName: string; email: string; company: string; locale: Locale }

/**
 * Stores one registration: confirmed on a free seat, or waitlisted when none is free (and the
 * visitor asked for it). The seat check and the insert are one atomic database step: the insert
 * names a seat that was free a moment ago, and the unique index on (event, seat) refuses it when
 * someone else took it meanwhile, in this process or another; then the next free seat is tried.
 * The visitor's mail and the staff notification are stored in the same atomic step: on PostgreSQL
 * one statement (src/lib/events/registrationPg.ts), elsewhere a transaction through the adapter.
 */
export async function placeRegistration(
  payload: Payload,
  event: EventForSeats,
  person: Person,
  options: { waitlist: boolean; now?: Date; seats?: SeatRow[] },
): Promise<RegistrationOutcome> {
  const now = options.now ?? new Date()
  for (let attempt = 0; attempt < MAX_SEAT_ATTEMPTS; attempt++) {
    // The first round may use the seats read with the event (`seats`), later rounds read again.
    const { existing, taken } = await seatsAndEmail(payload, event.id, person.email, attempt === 0 ? options.seats : undefined)
    if (existing && existing.status !== 'cancelled') {
      return { outcome: 'already', id: existing.id, status: existing.status as 'confirmed' | 'waitlisted' }
    }
    let seat: number | null = null
    let status: 'confirmed' | 'waitlisted' = 'confirmed'
    if (event.capacity != null) {
      const free: number[] = []
      for (let s = 1; s <= event.capacity; s++) if (!taken.has(s)) free.push(s)
      if (free.length > 0) seat = pick(free)
      else if (options.waitlist) status = 'waitlisted'
      else return { outcome: 'full' }
    }
    const done = (id: number): RegistrationOutcome => (status === 'confirmed' ? { outcome: 'confirmed', id, seat } : { outcome: 'waitlisted', id })
    const mail = visitorMailFor(payload)
    const data = {
      ...person,
      event: event.id,
      status,
      seat,
      confirmedAt: status === 'confirmed' ? now.toISOString() : null,
      cancelledAt: null,
      cancelTokenHash: mail.cancelTokenHash,
    }
    try {
      if (!existing) {
        const mails = [
          { key: mail.key, template: 'registration-confirmation' },
          { key: newMailKey(), template: 'registration-staff' },
        ]
        const id = await insertRegistrationAtOnce(payload, data, mails, now)
        if (typeof id === 'number') {
          wakeOutboxWorker()
          return done(id)
        }
        if (id === 'taken') {
          await backOff(attempt)
          continue
        }
      }
      const id = await inTransaction(payload, async (req) => {
        // Through the database adapter: the data is validated (the form's schema, the database's
        // constraints), the seat is chosen here, and the CMS hooks (staff edits) have nothing to do.
        const doc = existing
          ? await payload.db.updateOne({ collection: COLLECTION, id: existing.id, data, req, returning: true })
          : await payload.db.create({ collection: COLLECTION, data, req })
        onRollback(req, () =>
          existing
            ? payload.db.updateOne({ collection: COLLECTION, id: existing.id, data: existing.before, returning: false })
            : payload.db.deleteOne({ collection: COLLECTION, where: { id: { equals: doc.id } }, returning: false }),
        )
        await queueMail(payload, { template: 'registration-confirmation', params: { id: doc.id }, key: mail.key }, req)
        await queueMail(payload, { template: 'registration-staff', params: { id: doc.id } }, req)
        // Seats left are shown on the event's pages.
        await recordInvalidation(payload, [TAGS.registrations], req)
        return doc.id
      })
      return done(id)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      await backOff(attempt)
    }
  }
  throw new Error(`[events] no seat decision for event ${event.id} after ${MAX_SEAT_ATTEMPTS} attempts`)
}

/**
 * A registration from the site's form: screened (schema, spam guard), then placed. The event must
 * be published, open for registration and not over.
 */
export async function registerForEvent(
  payload: Payload,
  input: FormData | Record<string, unknown>,
  meta: SubmissionMeta = {},
): Promise<SubmitResult<RegistrationOutcome & { eventId: number; locale: Locale }>> {
  const screened = await screenSubmission('registration', registrationSchema, REGISTRATION_FIELDS, input, meta)
  if (!screened.ok) return screened
  const { data, locale } = screened.value
  const now = new Date(meta.now ?? Date.now())
  try {
    const read = await eventWithSeatsRows(payload, data.event, data.email)
    const event = read ? read.event : await loadEventForSeats(payload, data.event)
    if (!event || !acceptsRegistrations(event, now)) {
      return { ok: true, value: { outcome: 'closed', eventId: data.event, locale } }
    }
    const outcome = await placeRegistration(
      payload,
      event,
      { firstName: data.name, lastName: data.surname, email: data.email, company: data.company, locale },
      { waitlist: data.waitlist, now, seats: read?.rows },
    )
    return { ok: true, value: { ...outcome, eventId: event.id, locale } }
  } catch (error) {
    payload.logger.error({ msg: '[events] the registration could not be stored', err: error })
    return { ok: false, status: 503, formError: FORM_ERRORS.failed }
  }
}

/**
 * Gives a freed seat to the first on the waitlist (oldest first) and queues their mail. Called by
 * the collection's hooks when staff cancel or delete a confirmed registration, and after a visitor
 * cancels through the link. Returns the promoted registration's id, or null.
 */
export async function promoteFromWaitlist(
  payload: Payload,
  eventId: number,
  req?: PayloadRequest,
): Promise<number | null> {
  const event = await loadEventForSeats(payload, eventId, req)
  // A cancelled event gives no seat away: nobody is told a seat has freed up at an event that will not
  // take place, or that has begun (a registration removed afterwards, e.g. by an erasure).
  if (!event || event.capacity == null || event.cancelled || new Date(event.startsAt) <= new Date()) return null
  for (let attempt = 0; attempt < 5; attempt++) {
    const free = await freeSeats(payload, eventId, event.capacity, req)
    if (free.length === 0) return null
    const { docs } = await payload.find({
      collection: COLLECTION,
      where: { and: [{ event: { equals: eventId } }, { status: { equals: 'waitlisted' } }] },
      sort: ['createdAt', 'id'],
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const next = docs[0]
    if (!next) return null
    // The seat is chosen here: the staff hook must not pick another (restored afterwards).
    const context = req?.context ?? {}
    const before = context.seatAssigned
    context.seatAssigned = true
    const mail = visitorMailFor(payload)
    try {
      await payload.update({
        collection: COLLECTION,
        id: next.id,
        data: {
          status: 'confirmed',
          seat: Math.min(...free),
          confirmedAt: new Date().toISOString(),
          cancelTokenHash: mail.cancelTokenHash,
        },
        overrideAccess: true,
        depth: 0,
        context,
        req,
      })
      await queueMail(payload, { template: 'registration-promoted', params: { id: next.id }, key: mail.key }, req)
      return next.id
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    } finally {
      context.seatAssigned = before
    }
  }
  return null
}

/** The registration a cancel link names (still active), with its event's id, or null. */
export async function findByCancelToken(
  payload: Payload,
  token: unknown,
): Promise<{ id: number; eventId: number; status: RegistrationStatus } | null> {
  if (!looksLikeCancelToken(token)) return null
  const where: Where = {
    and: [{ cancelTokenHash: { equals: hashCancelToken(token) } }, { status: { not_equals: 'cancelled' } }],
  }
  const { docs } = await payload.find({ collection: COLLECTION, where, limit: 1, depth: 0, overrideAccess: true })
  const doc = docs[0]
  const eventId = doc ? idOf(doc.event) : null
  return doc && eventId != null ? { id: doc.id, eventId, status: doc.status as RegistrationStatus } : null
}

/**
 * Cancels the registration a cancel link names: the token works once (its hash is cleared), the
 * seat is freed and goes to the first on the waitlist (the collection's hooks do that).
 */
export async function cancelByToken(
  payload: Payload,
  token: unknown,
): Promise<{ ok: true; eventId: number } | { ok: false }> {
  const found = await findByCancelToken(payload, token)
  if (!found) return { ok: false }
  await inTransaction(payload, (req) =>
    payload.update({
      collection: COLLECTION,
      id: found.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
      depth: 0,
      req,
    }),
  )
  return { ok: true, eventId: found.eventId }
}

const CONFIRMATION_REF = 'registration-confirmation'

/**
 * The reference the confirmation page's address carries after a registration (`?ref=`): the
 * registration's id, signed. It names one registration and proves the site sent the visitor there;
 * the page shows that registration's state and its event, never the person.
 */
export function confirmationRef(id: number, secret: string): string {
  return signId(CONFIRMATION_REF, id, secret)
}

export type Confirmation = {
  id: number
  status: RegistrationStatus
  /** The place in the waitlist's queue, when waitlisted. */
  position: number | null
  event: Pick<EventDoc, 'id' | 'title' | 'slug' | 'startsAt' | 'endsAt' | 'cancelled'>
}

/**
 * The registration a confirmation reference names, with its (published) event in this locale, or
 * null: no reference, a forged one, a registration or event that is no longer there.
 */
export async function findConfirmation(payload: Payload, ref: unknown, locale: Locale): Promise<Confirmation | null> {
  const id = verifySignedId(CONFIRMATION_REF, ref, payload.secret)
  if (id === null || !/^\d{1,12}$/.test(id)) return null
  const registration = await payload.findByID({
    collection: COLLECTION,
    id: Number(id),
    depth: 0,
    select: { status: true, event: true, createdAt: true },
    overrideAccess: true,
    disableErrors: true,
  })
  const eventId = idOf(registration?.event)
  if (!registration || eventId == null) return null
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: [{ id: { equals: eventId } }, { _status: { equals: 'published' } }] },
    select: { title: true, slug: true, startsAt: true, endsAt: true, cancelled: true },
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const event = docs[0]
  return event ? { id: registration.id, status: registration.status as RegistrationStatus, position: await waitlistPosition(payload, registration), event } : null
}

/**
 * A waitlisted registration's place in the queue (1 = next to get a seat), in the order
 * `promoteFromWaitlist` gives seats away; null for any other status.
 */
export async function waitlistPosition(
  payload: Payload,
  registration: Pick<EventRegistration, 'id' | 'event' | 'status' | 'createdAt'>,
  req?: PayloadRequest,
): Promise<number | null> {
  const eventId = idOf(registration.event)
  if (registration.status !== 'waitlisted' || eventId == null) return null
  const { totalDocs } = await payload.count({
    collection: COLLECTION,
    where: {
      and: [
        { event: { equals: eventId } },
        { status: { equals: 'waitlisted' } },
        {
          or: [
            { createdAt: { less_than: registration.createdAt } },
            { and: [{ createdAt: { equals: registration.createdAt } }, { id: { less_than: registration.id } }] },
          ],
        },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs + 1
}
