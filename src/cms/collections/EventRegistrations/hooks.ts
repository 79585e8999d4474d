import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
} from 'payload'

import type { EventRegistration } from '@/payload-types'

import { freeSeats, loadEventForSeats, promoteFromWaitlist } from '@/lib/events/registration'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

/**
 * Keeps a registration's seat in step with its status, whoever writes it (the site or staff in the
 * admin): only a confirmed registration holds a seat; cancelling frees it and spends the cancel
 * link; confirming by hand takes a free seat or is refused when there is none.
 */
const keepSeatInStep: CollectionBeforeChangeHook<EventRegistration> = async ({ data, originalDoc, req }) => {
  const previous = originalDoc
  const status = data.status ?? previous?.status ?? 'confirmed'
  const now = new Date().toISOString()
  if (status !== 'confirmed') data.seat = null
  if (status === 'cancelled' && previous?.status !== 'cancelled') {
    data.cancelledAt = now
    data.cancelTokenHash = null
  }
  if (status === 'confirmed' && previous?.status !== 'confirmed') {
    data.confirmedAt ??= now
    data.cancelledAt = null
  }
  if (status === 'confirmed' && !req.context.seatAssigned && (data.seat ?? previous?.seat ?? null) == null) {
    const eventId = idOf(data.event ?? previous?.event)
    const event = eventId == null ? null : await loadEventForSeats(req.payload, eventId, req)
    if (event?.capacity != null) {
      const free = await freeSeats(req.payload, event.id, event.capacity, req)
      if (free.length === 0) {
        throw new ValidationError({
          collection: 'event-registrations',
          errors: [
            {
              path: 'status',
              message: 'Akce je plná: žádné volné místo. / The event is full: no free seat.',
            },
          ],
        })
      }
      data.seat = Math.min(...free)
    }
  }
  return data
}

const promoteAfterCancel: CollectionAfterChangeHook<EventRegistration> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.status === 'confirmed' && doc.status !== 'confirmed') {
    const eventId = idOf(doc.event)
    if (eventId != null) await promoteFromWaitlist(req.payload, eventId, req)
  }
  return doc
}

const promoteAfterDelete: CollectionAfterDeleteHook<EventRegistration> = async ({ doc, req }) => {
  if (doc.status === 'confirmed') {
    const eventId = idOf(doc.event)
    if (eventId != null) await promoteFromWaitlist(req.payload, eventId, req)
  }
  return doc
}

export const registrationHooks = {
  beforeChange: [keepSeatInStep],
  afterChange: [promoteAfterCancel],
  afterDelete: [promoteAfterDelete],
}
