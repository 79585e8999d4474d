import crypto from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

/**
 * Everything the house holds about a person, found by their e-mail address (the privacy policy's
 * rights of access and erasure), and the retention sweep that removes what is older than Site
 * settings → Personal data allow. Every removal and export is recorded in the privacy log, which
 * names the person only by a hash of the address.
 */

export const PERSONAL_COLLECTIONS = ['contact-requests', 'event-space-enquiries', 'event-registrations', 'newsletter-subscribers', 'mail-outbox'] as const
export type PersonalCollection = (typeof PERSONAL_COLLECTIONS)[number]
export type Holdings = Record<PersonalCollection, Record<string, unknown>[]>

/** Secrets stored with a record (hashes of one-time links) never leave the server, not even in an export. */
const SECRET_FIELDS = new Set(['cancelTokenHash', 'tokenHash', 'leaseOwner', 'leaseUntil'])

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** The person as the log names them: a hash of the address, so the log itself holds no address. */
export const subjectHash = (email: string) => crypto.createHash('sha256').update(normaliseEmail(email)).digest('hex')

const byEmail = (collection: PersonalCollection, email: string): Where =>
  // The outbox stores the recipient as `Name <address>`.
  collection === 'mail-outbox' ? { recipient: { like: `<${email}>` } } : { email: { equals: email } }

export async function findHoldings(payload: Payload, rawEmail: string, req?: PayloadRequest): Promise<Holdings> {
  const email = normaliseEmail(rawEmail)
  const entries = await Promise.all(
    PERSONAL_COLLECTIONS.map(async (collection) => {
      const { docs } = await payload.find({ collection, where: byEmail(collection, email), limit: 0, pagination: false, depth: 0, overrideAccess: true, req })
      const clean = (docs as unknown as Record<string, unknown>[]).map((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !SECRET_FIELDS.has(k))))
      return [collection, clean] as const
    }),
  )
  return Object.fromEntries(entries) as Holdings
}

export const countHoldings = (h: Holdings) => Object.fromEntries(PERSONAL_COLLECTIONS.map((c) => [c, h[c].length])) as Record<PersonalCollection, number>

export async function logPrivacy(
  payload: Payload,
  entry: { action: 'retention' | 'export' | 'erasure'; email?: string; counts: Record<string, number>; user?: number | null },
  req?: PayloadRequest,
) {
  await payload.create({
    collection: 'privacy-log',
    data: { action: entry.action, subject: entry.email ? subjectHash(entry.email) : null, counts: entry.counts, user: entry.user ?? null },
    overrideAccess: true,
    req,
  })
}

/**
 * Erases everything held about the address: registrations through Payload (a freed seat of an event
 * still to come goes to the waitlist, as when staff delete one), the rest directly.
 */
export async function eraseHoldings(payload: Payload, rawEmail: string, req: PayloadRequest): Promise<Record<PersonalCollection, number>> {
  const email = normaliseEmail(rawEmail)
  const holdings = await findHoldings(payload, email, req)
  for (const collection of PERSONAL_COLLECTIONS) {
    for (const doc of holdings[collection]) {
      await payload.delete({ collection, id: doc.id as number, overrideAccess: true, req })
    }
  }
  return countHoldings(holdings)
}
