import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
} from 'payload'

import { idOf } from '@/lib/content/relation'
import type { EventRegistration } from '@/payload-types'

import { freeSeats, loadEventForSeats, promoteFromWaitlist, visitorMailFor } from '@/lib/events/registration'
import { queueMail } from '@/lib/mail/outbox'


/**
 * Keeps a registration's seat in step with its status, whoever writes it (the site or staff in the
 * admin): only a confirmed registration holds a seat; cancelling frees it and spends the cancel
 * link; confirming by hand takes a free seat or is refused when there is none.
 */
const keepSeatInStep: CollectionBeforeChangeHook<EventRegistration> = async ({ data, operation, originalDoc, req }) => {
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
  // A registration staff add, or confirm by hand from the waitlist, is mailed as the site's own are:
  // the mail carries a new cancel link, whose hash is stored here (`mailStaffChange` queues the mail).
  // A walk-in (src/lib/events/checkin.ts) is at the door: no seat, no mail.
  const walkIn = Boolean(data.walkIn ?? previous?.walkIn)
  const added = operation === 'create' && status !== 'cancelled'
  const confirmedByHand = previous?.status === 'waitlisted' && status === 'confirmed' && !req.context.seatAssigned
  if (req.user && !walkIn && (added || confirmedByHand)) {
    const mail = visitorMailFor(req.payload)
    data.cancelTokenHash = mail.cancelTokenHash
    req.context.registrationMailKey = mail.key
  }
  if (status === 'confirmed' && !walkIn && !req.context.seatAssigned && (data.seat ?? previous?.seat ?? null) == null) {
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

/**
 * Tells the person what a signed-in staff member did: added → the confirmation or waitlist mail,
 * confirmed from the waitlist → "a seat is yours", cancelled → that it was cancelled. The site's own
 * writes (a visitor's form or cancel link, the seed) have no user and mail in their own step
 * (src/lib/events/registration.ts). Queued in the change's transaction: the mail exists exactly when the change does.
 */
const mailStaffChange: CollectionAfterChangeHook<EventRegistration> = async ({ doc, previousDoc, operation, req }) => {
  const key = typeof req.context.registrationMailKey === 'string' ? req.context.registrationMailKey : undefined
  delete req.context.registrationMailKey
  const params = { id: doc.id }
  if (key && operation === 'create') {
    await queueMail(req.payload, { template: 'registration-confirmation', params, key }, req)
  } else if (key && doc.status === 'confirmed') {
    await queueMail(req.payload, { template: 'registration-promoted', params, key }, req)
  } else if (req.user && operation === 'update' && doc.status === 'cancelled' && previousDoc?.status !== 'cancelled') {
    await queueMail(req.payload, { template: 'registration-cancelled', params }, req)
  }
  return doc
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
  // The mail first: promotion runs nested operations on the same request.
  afterChange: [mailStaffChange, promoteAfterCancel],
  afterDelete: [promoteAfterDelete],
}
