import type { Payload } from 'payload'

import { isUniqueViolation } from '../forms/submission'
import { MAIL_OUTBOX, queueMail } from '../mail/outbox'

/** How long before an event its reminder goes out. */
export const REMIND_BEFORE_MS = 24 * 3600_000
/** How often the processes that run jobs look for reminders due. */
export const REMINDERS_EVERY_MS = 5 * 60_000

/** The outbox key of one person's reminder of one event: the outbox's unique key makes it one mail. */
export const reminderKey = (eventId: number, registrationId: number) => `reminder-${eventId}-${registrationId}`

/**
 * Queues the reminders that are due: for each published, not cancelled event with reminders on
 * that starts within the next 24 hours, one mail to each person confirmed by then (a person
 * registered later has just had the confirmation). Run by every process that runs jobs, as often
 * as they like: a reminder already queued is skipped, and two processes racing for the same one
 * meet the outbox's unique key, so each person gets exactly one. Returns how many were queued.
 */
export async function queueDueReminders(payload: Payload, now = new Date()): Promise<number> {
  const { docs: events } = await payload.find({
    collection: 'events',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { cancelled: { not_equals: true } },
        { remind: { not_equals: false } },
        { startsAt: { greater_than: now.toISOString() } },
        { startsAt: { less_than_equal: new Date(now.getTime() + REMIND_BEFORE_MS).toISOString() } },
      ],
    },
    select: { startsAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  let queued = 0
  for (const event of events) {
    const remindAt = new Date(Date.parse(event.startsAt) - REMIND_BEFORE_MS).toISOString()
    const { docs: people } = await payload.find({
      collection: 'event-registrations',
      where: { and: [{ event: { equals: event.id } }, { status: { equals: 'confirmed' } }, { confirmedAt: { less_than_equal: remindAt } }] },
      select: { status: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const person of people) {
      const key = reminderKey(event.id, person.id)
      if (await payload.db.findOne({ collection: MAIL_OUTBOX, where: { key: { equals: key } } })) continue
      try {
        await queueMail(payload, { template: 'event-reminder', params: { id: person.id }, key })
        queued++
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
    }
  }
  return queued
}

/** Looks for due reminders now and then, beside the outbox worker (JOBS_AUTORUN, `npm run jobs`). */
export function startReminders(payload: Payload): () => void {
  const run = () => void queueDueReminders(payload).catch((error) => payload.logger.error({ err: error }, '[events] reminders failed'))
  const first = setTimeout(run, 30_000)
  const every = setInterval(run, REMINDERS_EVERY_MS)
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
