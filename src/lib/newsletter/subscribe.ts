import type { Payload } from 'payload'

import { siteUrl } from '@/env'

import { FORM_ERRORS, type SubmitResult } from '../forms/formState'
import { cleanText } from '../forms/fields'
import { cut, LIMITS } from '../forms/limits'
import { inTransaction, onRollback, originAndConsentData, screenSubmission, type SubmissionMeta } from '../forms/submission'
import { newMailKey, queueMail } from '../mail/outbox'
import { NEWSLETTER_FIELDS, newsletterSchema } from './schema'
import { confirmTokenFor, CONFIRM_TOKEN_TTL_MS, hashToken, looksLikeToken, unsubscribeToken, verifyUnsubscribeToken } from './tokens'

const COLLECTION = 'newsletter-subscribers'

type Subscriber = {
  id: string | number
  email: string
  status: 'pending' | 'confirmed' | 'unsubscribed'
  tokenHash?: string | null
  tokenExpiresAt?: string | null
  locale?: string | null
}

/**
 * - `pending`: a new (or returning) subscriber was mailed a confirmation link;
 * - `resent`: the address was still waiting for confirmation, a fresh link was mailed;
 * - `already`: the address is subscribed; nothing is sent and nothing more is said.
 */
export type SubscribeOutcome = 'pending' | 'resent' | 'already'

/** Double opt-in, step 1: a pending subscriber and a confirmation mail, in one transaction. */
export async function subscribeToNewsletter(
  payload: Payload,
  input: FormData | Record<string, unknown>,
  meta: SubmissionMeta = {},
): Promise<SubmitResult<{ outcome: SubscribeOutcome }>> {
  const screened = await screenSubmission('newsletter', newsletterSchema, NEWSLETTER_FIELDS, input, meta)
  if (!screened.ok) return screened
  const { data, locale } = screened.value
  const details = {
    name: data.name,
    surname: data.surname,
    ...originAndConsentData(data, locale, meta),
    // Without a referring page, the page the form was posted from.
    referrer: data.referrer || cut(cleanText(meta.pageUrl ?? ''), LIMITS.url),
  }
  const attempt = () =>
    inTransaction(payload, async (req): Promise<SubscribeOutcome> => {
      // The confirmation link of the mail queued below: its hash is stored now, the token only mailed.
      const key = newMailKey()
      const token = {
        tokenHash: hashToken(confirmTokenFor(key, payload.secret)),
        tokenExpiresAt: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS).toISOString(),
      }
      const { docs } = await payload.find({
        collection: COLLECTION,
        where: { email: { equals: data.email } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const existing = docs[0] as unknown as Subscriber | undefined
      if (existing?.status === 'confirmed') return 'already'
      let id: string | number
      if (existing) {
        const before = existing as unknown as Record<string, unknown>
        const changed = [...Object.keys(details), 'tokenHash', 'tokenExpiresAt', 'status', 'unsubscribedAt']
        onRollback(req, () =>
          payload.db.updateOne({
            collection: COLLECTION,
            id: existing.id,
            data: Object.fromEntries(changed.map((field) => [field, before[field] ?? null])),
            returning: false,
          }),
        )
        await payload.update({
          collection: COLLECTION,
          id: existing.id,
          data: { ...details, ...token, status: 'pending', unsubscribedAt: null },
          overrideAccess: true,
          depth: 0,
          req,
        })
        id = existing.id
      } else {
        const created = await payload.create({
          collection: COLLECTION,
          data: { ...details, ...token, email: data.email, status: 'pending' },
          overrideAccess: true,
          depth: 0,
          req,
        })
        id = created.id
        onRollback(req, () => payload.db.deleteOne({ collection: COLLECTION, where: { id: { equals: id } }, returning: false }))
      }
      await queueMail(payload, { template: 'newsletter-confirm', params: { id }, key }, req)
      return existing?.status === 'pending' ? 'resent' : 'pending'
    })
  try {
    try {
      return { ok: true, value: { outcome: await attempt() } }
    } catch (error) {
      // Two submissions of one new address at once: the unique index refused the second insert.
      payload.logger.warn({ msg: '[newsletter] retrying a subscription after a conflict', err: error })
      return { ok: true, value: { outcome: await attempt() } }
    }
  } catch (error) {
    payload.logger.error({ msg: '[newsletter] the subscription could not be stored', err: error })
    return { ok: false, status: 503, formError: FORM_ERRORS.failed }
  }
}

/**
 * - `confirmed`: this click confirmed the subscription;
 * - `used`: the link was used before (a reload, a second click): nothing changes;
 * - `expired`: older than 72 hours; `invalid`: unknown, replaced by a newer link, or unsubscribed.
 */
export type ConfirmOutcome = 'confirmed' | 'used' | 'expired' | 'invalid'

/** A used token keeps its hash with this prefix: it never matches again, but a reload is recognised. */
const USED = 'used:'

/** Double opt-in, step 2: the link from the mail. Each token works once, within 72 hours. */
export async function confirmNewsletterSubscription(
  payload: Payload,
  token: unknown,
  now = Date.now(),
): Promise<ConfirmOutcome> {
  if (!looksLikeToken(token)) return 'invalid'
  const hash = hashToken(token)
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { tokenHash: { in: [hash, USED + hash] } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const subscriber = docs[0] as unknown as Subscriber | undefined
  if (!subscriber) return 'invalid'
  if (subscriber.tokenHash === USED + hash) return subscriber.status === 'confirmed' ? 'used' : 'invalid'
  if (!subscriber.tokenExpiresAt || new Date(subscriber.tokenExpiresAt).getTime() < now) return 'expired'
  // Only a still-unused token is consumed: of two clicks at once, one confirms.
  const { docs: updated } = await payload.update({
    collection: COLLECTION,
    where: { and: [{ id: { equals: subscriber.id } }, { tokenHash: { equals: hash } }] },
    data: { status: 'confirmed', confirmedAt: new Date(now).toISOString(), unsubscribedAt: null, tokenHash: USED + hash },
    overrideAccess: true,
    depth: 0,
  })
  return updated.length ? 'confirmed' : 'used'
}

/** The absolute unsubscribe URL of a subscriber (a route handler; works without logging in). */
export function unsubscribeUrl(payload: Payload, id: string | number, locale: string): string {
  return `${siteUrl()}/api/newsletter/unsubscribe?s=${encodeURIComponent(unsubscribeToken(id, payload.secret))}&lang=${locale}`
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid'

export async function unsubscribeFromNewsletter(
  payload: Payload,
  signed: unknown,
  now = Date.now(),
): Promise<{ outcome: UnsubscribeOutcome; locale?: string }> {
  const id = verifyUnsubscribeToken(signed, payload.secret)
  if (!id) return { outcome: 'invalid' }
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const subscriber = docs[0] as unknown as Subscriber | undefined
  if (!subscriber) return { outcome: 'unsubscribed' }
  if (subscriber.status !== 'unsubscribed') {
    await payload.update({
      collection: COLLECTION,
      id: subscriber.id,
      data: { status: 'unsubscribed', unsubscribedAt: new Date(now).toISOString(), tokenHash: null, tokenExpiresAt: null },
      overrideAccess: true,
      depth: 0,
    })
  }
  return { outcome: 'unsubscribed', locale: subscriber.locale ?? undefined }
}
