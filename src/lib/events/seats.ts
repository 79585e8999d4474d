import { cached } from '@/lib/content/cache'
import { TAGS } from '@/lib/content/tags'
import { payloadClient } from '@/lib/payload'

import { tallies } from './tally'

/**
 * Confirmed registrations per event (only they hold seats; waitlisted and cancelled ones do not).
 * A count per event id, never the registrations themselves: those are personal data.
 */
export async function readConfirmedCounts(eventIds: number[]): Promise<Record<number, number>> {
  const counted = await tallies(await payloadClient(), eventIds)
  return Object.fromEntries(eventIds.map((id) => [id, counted.get(id)!.confirmed]))
}

export const getConfirmedCounts: (eventIds: number[]) => Promise<Record<number, number>> = cached(
  readConfirmedCounts,
  [TAGS.registrations, TAGS.events],
)

/** Seats left, or null when the event has no capacity (unlimited). */
export function seatsLeftOf(capacity: number | null, confirmed: number): number | null {
  return capacity == null ? null : Math.max(0, capacity - confirmed)
}
