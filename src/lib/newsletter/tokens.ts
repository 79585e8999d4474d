import crypto from 'node:crypto'

import { mailToken } from '../mail/outbox'
import { signId, verifySignedId } from '../signedId'

/** The confirmation link is valid this long. */
export const CONFIRM_TOKEN_TTL_MS = 72 * 60 * 60 * 1000

/**
 * The single-use confirmation token of the double opt-in mail with this outbox key: the mail
 * carries the raw value, the subscriber only its hash.
 */
export function confirmTokenFor(mailKey: string, secret: string): string {
  return mailToken('newsletter-confirm', mailKey, secret)
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

/**
 * The unsubscribe link names the subscriber and proves it with an HMAC: it needs no storage, never
 * expires and cannot be guessed for someone else.
 */
export function unsubscribeToken(id: string | number, secret: string): string {
  return signId('newsletter-unsubscribe', id, secret)
}

/** The subscriber id named by a valid unsubscribe token, or null. */
export function verifyUnsubscribeToken(value: unknown, secret: string): string | null {
  return verifySignedId('newsletter-unsubscribe', value, secret)
}
