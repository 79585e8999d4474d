import type { Payload, Where } from 'payload'

import { logPrivacy, type PersonalCollection } from './personalData'

/** Site settings → Personal data: how long each kind of record is kept (the privacy policy's promise). */
export type RetentionSettings = {
  formsMonths?: number | null
  registrationsMonths?: number | null
  outboxMonths?: number | null
  unsubscribedDays?: number | null
  unconfirmedDays?: number | null
}

export const RETENTION_DEFAULTS = { formsMonths: 24, registrationsMonths: 24, outboxMonths: 24, unsubscribedDays: 0, unconfirmedDays: 30 } as const

const monthsAgo = (now: Date, months: number) => {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.toISOString()
}
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

/** What each kind of record may be kept until, as `where` clauses of the records past it. */
export function expired(settings: RetentionSettings | null | undefined, now: Date): Record<PersonalCollection, Where> {
  const r = { ...RETENTION_DEFAULTS, ...Object.fromEntries(Object.entries(settings ?? {}).filter(([, v]) => v != null)) }
  return {
    'contact-requests': { createdAt: { less_than: monthsAgo(now, r.formsMonths) } },
    'event-space-enquiries': { createdAt: { less_than: monthsAgo(now, r.formsMonths) } },
    'event-registrations': { createdAt: { less_than: monthsAgo(now, r.registrationsMonths) } },
    // Mail still to be sent is never removed: it is in flight.
    'mail-outbox': { and: [{ createdAt: { less_than: monthsAgo(now, r.outboxMonths) } }, { status: { not_equals: 'pending' } }] },
    'newsletter-subscribers': {
      or: [
        { and: [{ status: { equals: 'unsubscribed' } }, { unsubscribedAt: { less_than_equal: daysAgo(now, r.unsubscribedDays) } }] },
        { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: daysAgo(now, r.unconfirmedDays) } }] },
      ],
    },
  }
}

/**
 * Removes every record past its retention, straight from the database: no hooks (an old registration
 * frees no seat and tells nobody). Idempotent, so several instances may sweep at once; what it removed
 * is recorded in the privacy log (nothing when nothing was removed).
 */
export async function sweepExpired(payload: Payload, now = new Date()): Promise<Record<PersonalCollection, number>> {
  const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as { retention?: RetentionSettings }
  const counts = {} as Record<PersonalCollection, number>
  for (const [collection, where] of Object.entries(expired(settings.retention, now)) as [PersonalCollection, Where][]) {
    const { totalDocs } = await payload.db.count({ collection, where })
    if (totalDocs > 0) await payload.db.deleteMany({ collection, where })
    counts[collection] = totalDocs
  }
  if (Object.values(counts).some((n) => n > 0)) await logPrivacy(payload, { action: 'retention', counts })
  return counts
}

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000

/** Sweeps a minute after start, then every six hours, beside the outbox worker. */
export function startRetentionSweep(payload: Payload): () => void {
  const run = () =>
    void sweepExpired(payload).catch((error) => payload.logger.error({ err: error }, '[privacy] retention sweep failed'))
  const first = setTimeout(run, 60_000)
  const every = setInterval(run, SWEEP_EVERY_MS)
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
