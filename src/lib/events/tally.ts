import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '@/lib/content/relation'

import type { RegistrationStatus } from './status'

/**
 * An event's registrations counted: registered places per status (a confirmed one holds a seat),
 * how many of the confirmed arrived (the door's check-in), and the walk-ins, added at the door,
 * who hold no seat and are counted apart.
 */
export type Tally = Record<RegistrationStatus, number> & { arrived: number; walkIns: number }

/**
 * The tally of each event, from one read of the registrations' status, walk-in mark and check-in
 * time (never who they are): the one place that says what counts as what.
 */
export async function tallies(payload: Payload, eventIds: number[], req?: PayloadRequest): Promise<Map<number, Tally>> {
  const out = new Map<number, Tally>(eventIds.map((id) => [id, { confirmed: 0, waitlisted: 0, cancelled: 0, arrived: 0, walkIns: 0 }]))
  if (eventIds.length === 0) return out
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { event: { in: eventIds } },
    select: { event: true, status: true, walkIn: true, checkedInAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const doc of docs) {
    const tally = out.get(idOf(doc.event) ?? 0)
    if (!tally) continue
    if (doc.walkIn) {
      if (doc.status === 'confirmed') tally.walkIns++
      continue
    }
    tally[doc.status]++
    if (doc.status === 'confirmed' && doc.checkedInAt) tally.arrived++
  }
  return out
}

/** One event's tally. */
export async function tally(payload: Payload, eventId: number, req?: PayloadRequest): Promise<Tally> {
  return (await tallies(payload, [eventId], req)).get(eventId)!
}
