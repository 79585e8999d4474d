import crypto from 'node:crypto'

import { mailToken } from '../mail/outbox'

/**
 * The single-use cancel link of a registration. The visitor mail carries the token, derived from
 * the mail's outbox key (the same on every attempt to send it); the registration stores only its
 * hash, written together with the mail.
 */
export function cancelTokenFor(mailKey: string, secret: string): string {
  return mailToken('event-cancel', mailKey, secret)
}

export function hashCancelToken(token: string): string {
  return crypto.createHash('sha256').update(`event-cancel:${token}`).digest('hex')
}

export function looksLikeCancelToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}
