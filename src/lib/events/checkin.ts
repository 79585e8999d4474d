import type { Payload, PayloadRequest, Where } from 'payload'
import QRCode from 'qrcode'

import { idOf } from '@/lib/content/relation'
import type { EventRegistration } from '@/payload-types'

import { isUniqueViolation } from '../forms/submission'
import { signId, verifySignedId } from '../signedId'
import type { RegistrationStatus } from './status'
import { tallies, tally } from './tally'

const COLLECTION = 'event-registrations'
const PURPOSE = 'checkin'
/** The staff page at the door; the QR code is a link to it, so a phone's own camera app opens it too. */
export const CHECK_IN_PATH = '/admin/check-in'
/** Past events the no-show rate is taken over. */
export const NO_SHOW_EVENTS = 10

/** A registration's check-in code: its id, signed (nothing personal; src/lib/signedId.ts). */
export function checkInCode(id: number, secret: string): string {
  return signId(PURPOSE, id, secret)
}

/** What the QR code of a registration holds: the check-in page with its code. */
export function checkInUrl(website: string, id: number, secret: string): string {
  return `${website}${CHECK_IN_PATH}?code=${encodeURIComponent(checkInCode(id, secret))}`
}

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const

/** The QR code of a link, as a PNG for mail (an inline attachment) ... */
export const qrPng = (url: string): Promise<Buffer> => QRCode.toBuffer(url, { ...QR_OPTIONS, width: 240 })
/** ... and as SVG for the confirmation page. */
export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' })

/** The registration id a scanned text names (the link, or the code alone), or null when this site did not sign it. */
export function registrationOfCode(text: unknown, secret: string): number | null {
  if (typeof text !== 'string' || text.length > 500) return null
  let code: string | null = text.trim()
  if (/^https?:\/\//i.test(code)) {
    try {
      code = new URL(code).searchParams.get('code')
    } catch {
      return null
    }
  }
  const id = verifySignedId(PURPOSE, code, secret)
  return id !== null && /^\d{1,12}$/.test(id) ? Number(id) : null
}

export type DoorPerson = {
  id: number
  firstName: string
  lastName: string
  company: string
  status: RegistrationStatus
  walkIn: boolean
  checkedInAt: string | null
}

export type CheckInResult =
  | { result: 'arrived' | 'already' | 'cancelled' | 'waitlisted'; person: DoorPerson }
  /** The code is another event's (named so staff can send the person there). */
  | { result: 'other-event'; person: DoorPerson; eventTitle: string }
  | { result: 'unknown' }

const personOf = (doc: EventRegistration): DoorPerson => ({
  id: doc.id,
  firstName: doc.firstName,
  lastName: doc.lastName,
  company: doc.company,
  status: doc.status as RegistrationStatus,
  walkIn: Boolean(doc.walkIn),
  checkedInAt: doc.checkedInAt ?? null,
})

/**
 * Marks a registration of this event arrived. Twice is harmless: the first time stays and is
 * answered again. Only a confirmed registration is marked: a cancelled or waitlisted one is named as
 * such for staff to decide (a walk-in is how they let the person in).
 */
export async function checkIn(payload: Payload, eventId: number, registrationId: number, req?: PayloadRequest): Promise<CheckInResult> {
  const doc = await payload.findByID({ collection: COLLECTION, id: registrationId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!doc) return { result: 'unknown' }
  const person = personOf(doc)
  const ofEvent = idOf(doc.event)
  if (ofEvent !== eventId) {
    const event = ofEvent == null ? null : await payload.findByID({ collection: 'events', id: ofEvent, depth: 0, draft: true, overrideAccess: true, disableErrors: true, req })
    return { result: 'other-event', person, eventTitle: event?.title ?? '' }
  }
  if (person.status !== 'confirmed') return { result: person.status, person }
  if (person.checkedInAt) return { result: 'already', person }
  // Only a row not yet checked in is written: two phones scanning the same person keep one time.
  const at = new Date().toISOString()
  const { docs } = await payload.update({
    collection: COLLECTION,
    where: { and: [{ id: { equals: registrationId } }, { checkedInAt: { exists: false } }] },
    data: { checkedInAt: at },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (docs[0]) return { result: 'arrived', person: personOf(docs[0]) }
  const now = await payload.findByID({ collection: COLLECTION, id: registrationId, depth: 0, overrideAccess: true, req })
  return { result: 'already', person: personOf(now) }
}

/** An event's registrations for the door, by surname; `search` narrows them to a name or company. */
export async function doorList(payload: Payload, eventId: number, search = '', req?: PayloadRequest): Promise<DoorPerson[]> {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 4)
  const where: Where = {
    and: [
      { event: { equals: eventId } },
      ...words.map((w): Where => ({ or: ['firstName', 'lastName', 'company'].map((f): Where => ({ [f]: { like: w } })) })),
    ],
  }
  const { docs } = await payload.find({ collection: COLLECTION, where, sort: ['lastName', 'firstName'], limit: 500, depth: 0, overrideAccess: true, req })
  return docs.map(personOf)
}

type WalkInPerson = { firstName: string; lastName: string; email: string; company: string }

/**
 * Someone at the door without a place: a registration marked arrived at once, with no seat and no
 * mail. Walk-ins are counted as arrived but never take one of the seats (1…capacity), so nobody
 * registered loses a place to them, and the site's "seats left" stays about the registered. A
 * person whose e-mail is already registered (cancelled or waitlisted) becomes that walk-in; a
 * confirmed one is simply checked in.
 */
export async function addWalkIn(payload: Payload, eventId: number, person: WalkInPerson, req?: PayloadRequest): Promise<CheckInResult> {
  const data = { ...person, event: eventId, status: 'confirmed' as const, seat: null, walkIn: true, checkedInAt: new Date().toISOString() }
  const existing = async () =>
    (
      await payload.find({
        collection: COLLECTION,
        where: { and: [{ event: { equals: eventId } }, { email: { equals: person.email } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
    ).docs[0]
  const found = await existing()
  if (found?.status === 'confirmed') return checkIn(payload, eventId, found.id, req)
  try {
    const doc = found
      ? await payload.update({ collection: COLLECTION, id: found.id, data, depth: 0, overrideAccess: true, req })
      : await payload.create({ collection: COLLECTION, data, depth: 0, overrideAccess: true, req })
    return { result: 'arrived', person: personOf(doc) }
  } catch (error) {
    // Added by another phone a moment ago.
    const again = isUniqueViolation(error) ? await existing() : null
    if (!again) throw error
    return checkIn(payload, eventId, again.id, req)
  }
}

export type Attendance = { eventId: number; confirmed: number; arrived: number; walkIns: number }

/** An event's attendance, as the door page shows it: registered places confirmed, how many came, and the walk-ins. */
export async function attendance(payload: Payload, eventId: number, req?: PayloadRequest): Promise<Attendance> {
  const { confirmed, arrived, walkIns } = await tally(payload, eventId, req)
  return { eventId, confirmed, arrived, walkIns }
}

/**
 * The share of registered places nobody came to, or null when the door's check-in was not used
 * at the event (nobody checked in: no figure rather than a false 100 %).
 */
export function noShowRate(a: Pick<Attendance, 'confirmed' | 'arrived' | 'walkIns'>): number | null {
  return a.confirmed === 0 || a.arrived + a.walkIns === 0 ? null : (a.confirmed - a.arrived) / a.confirmed
}

/** The no-show rate over the last `NO_SHOW_EVENTS` past events at which check-in was used, with their counts. */
export async function recentNoShows(payload: Payload, now = new Date(), req?: PayloadRequest): Promise<{ rate: number | null; events: number; confirmed: number; arrived: number }> {
  const { docs } = await payload.find({
    collection: 'events',
    where: { startsAt: { less_than: now.toISOString() } },
    sort: '-startsAt',
    limit: NO_SHOW_EVENTS * 3,
    depth: 0,
    draft: true,
    overrideAccess: true,
    select: { startsAt: true },
    req,
  })
  const counted = await tallies(payload, docs.map((e) => e.id), req)
  const used = docs.map((e) => counted.get(e.id)!).filter((a) => noShowRate(a) !== null).slice(0, NO_SHOW_EVENTS)
  const confirmed = used.reduce((n, a) => n + a.confirmed, 0)
  const arrived = used.reduce((n, a) => n + a.arrived, 0)
  return { rate: confirmed ? (confirmed - arrived) / confirmed : null, events: used.length, confirmed, arrived }
}
