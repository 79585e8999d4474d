/** The life of a registration; a confirmed one holds a seat whenever the event has a capacity. */
export const REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** An event is past once it has ended (or started, when it has no end). */
export function hasEnded(event: { startsAt: string; endsAt?: string | null }, now: Date): boolean {
  return new Date(event.endsAt ?? event.startsAt).getTime() < now.getTime()
}

/** The state of an event's registration as the detail page shows it. */
export type RegistrationState = 'open' | 'full' | 'closed' | 'past' | 'cancelled'

/** Whether a visitor may register at all: published, not called off, open and not over. */
export function acceptsRegistrations(
  event: { startsAt: string; endsAt?: string | null; registrationOpen?: boolean | null; cancelled?: boolean | null },
  now: Date,
): boolean {
  return Boolean(event.registrationOpen) && !event.cancelled && !hasEnded(event, now)
}

export function registrationState(
  event: { startsAt: string; endsAt?: string | null; registrationOpen?: boolean | null; capacity?: number | null; cancelled?: boolean | null },
  confirmed: number,
  now: Date,
): RegistrationState {
  // A cancelled event says so, over or not: it did not take place.
  if (event.cancelled) return 'cancelled'
  if (hasEnded(event, now)) return 'past'
  if (!event.registrationOpen) return 'closed'
  if (event.capacity != null && confirmed >= event.capacity) return 'full'
  return 'open'
}
