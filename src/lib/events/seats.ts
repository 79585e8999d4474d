import { cached } from '@/lib/content/cache'
import { TAGS } from '@/lib/content/tags'
import { payloadClient } from '@/lib/payload'

/**
 * Confirmed registrations per event (only they hold seats; waitlisted and cancelled ones do not).
 * A count per event id, never the registrations themselves: those are personal data.
 */
export async function readConfirmedCounts(eventIds: number[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = Object.fromEntries(eventIds.map((id) => [id, 0]))
  if (eventIds.length === 0) return counts
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'event-registrations',
    // Walk-ins (added at the door) take no seat.
    where: { and: [{ event: { in: eventIds } }, { status: { equals: 'confirmed' } }, { walkIn: { not_equals: true } }] },
    select: { event: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const doc of docs) {
    const id = typeof doc.event === 'object' ? doc.event.id : doc.event
    counts[id] = (counts[id] ?? 0) + 1
  }
  return counts
}

export const getConfirmedCounts: (eventIds: number[]) => Promise<Record<number, number>> = cached(
  readConfirmedCounts,
  [TAGS.registrations, TAGS.events],
)

/** Seats left, or null when the event has no capacity (unlimited). */
export function seatsLeftOf(capacity: number | null, confirmed: number): number | null {
  return capacity == null ? null : Math.max(0, capacity - confirmed)
}
