import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { eventEnd } from '@/lib/events/ics'
import { MAIL_OUTBOX, queueMail } from '@/lib/mail/outbox'
import type { Event } from '@/payload-types'

import { changesCalendar } from './sequence'

/** What people planned their day by: a change of these is mailed to them. */
const TOLD_FIELDS = ['startsAt', 'endsAt', 'space', 'placeText'] as const

/** The event as it was published before this save (drafts in between do not count), or null. */
async function previousPublished(req: PayloadRequest, doc: Event): Promise<Record<string, unknown> | null> {
  const { docs } = await req.payload.findVersions({
    collection: 'events',
    where: { and: [{ parent: { equals: doc.id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 2,
    depth: 0,
    locale: req.locale ?? undefined,
    overrideAccess: true,
    req,
  })
  // The newest published version is the one this save wrote.
  const before = docs.find((v) => v.version.updatedAt !== doc.updatedAt)
  return before ? (before.version as unknown as Record<string, unknown>) : null
}

/**
 * When staff publish an event's cancellation, or (unless they untick "tell registrants") a new time
 * or place of an event still to come, every confirmed and waitlisted person gets one mail
 * (src/lib/events/mail.ts). Queued in the save's transaction; the key names the event's calendar
 * revision and the person, so a retried save queues nothing twice.
 */
export const tellRegistrants: CollectionAfterChangeHook<Event> = async ({ doc, data, operation, req }) => {
  if (operation !== 'update' || doc._status !== 'published' || eventEnd(doc.startsAt, doc.endsAt) <= new Date()) return doc
  const before = await previousPublished(req, doc)
  if (!before) return doc
  const cancelled = Boolean(doc.cancelled) && !before.cancelled
  const changed = !doc.cancelled && data.tellRegistrants !== false && changesCalendar(doc as unknown as Record<string, unknown>, before, TOLD_FIELDS)
  if (!cancelled && !changed) return doc
  const { docs: people } = await req.payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: doc.id } }, { status: { in: ['confirmed', 'waitlisted'] } }] },
    select: { status: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const sequence = Number(doc.sequence ?? 0)
  for (const person of people) {
    const key = `event-${doc.id}-${sequence}-${person.id}`
    const queued = await req.payload.db.findOne({ collection: MAIL_OUTBOX, where: { key: { equals: key } }, req })
    if (queued) continue
    await queueMail(req.payload, { template: cancelled ? 'event-cancelled' : 'event-changed', params: { id: person.id, sequence }, key }, req)
  }
  return doc
}
