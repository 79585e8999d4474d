import crypto from 'node:crypto'

import { payloadSecret } from '@/env'

import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_FIELD } from './constants'
import { peekRateLimit, rateLimit, type RateLimitRule } from './rateLimit'

/**
 * The spam guard in front of every public write (contact, newsletter, event registration, event
 * space enquiry):
 * a honeypot field, a minimum fill time proven by a signed timestamp, and rate limits per IP and
 * per e-mail address. A refused submission is never stored.
 */

export { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_FIELD }

function sign(value: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`form-started:${value}`).digest('base64url').slice(0, 32)
}

/** The value of the hidden `formStartedAt` field, rendered with the form. */
export function issueFormToken(now = Date.now(), secret = payloadSecret()): string {
  const ts = String(now)
  return `${ts}.${sign(ts, secret)}`
}

export type FormTokenCheck = 'ok' | 'too-fast' | 'invalid'

export function verifyFormToken(token: unknown, now = Date.now(), secret = payloadSecret()): FormTokenCheck {
  if (typeof token !== 'string' || token.length > 100) return 'invalid'
  const [ts, mac] = token.split('.')
  if (!ts || !mac || !/^\d{10,16}$/.test(ts)) return 'invalid'
  const expected = Buffer.from(sign(ts, secret))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid'
  // Pages may be served from a cache long after they were rendered: there is no maximum age.
  const started = Number(ts)
  if (started > now + 60_000) return 'invalid'
  return now - started < MIN_FILL_MS ? 'too-fast' : 'ok'
}

/**
 * Limits per form; the events form reuses them under its own name. The one place for them: the
 * server action counts against them (`checkSpam`), the proxy reads them (`spentRateLimit`).
 */
export const RATE_LIMITS: Record<string, { perIp: RateLimitRule; perEmail: RateLimitRule }> = {
  contact: { perIp: { points: 5, durationSec: 10 * 60 }, perEmail: { points: 3, durationSec: 60 * 60 } },
  newsletter: { perIp: { points: 10, durationSec: 10 * 60 }, perEmail: { points: 3, durationSec: 60 * 60 } },
  registration: { perIp: { points: 10, durationSec: 10 * 60 }, perEmail: { points: 5, durationSec: 60 * 60 } },
  spaceEnquiry: { perIp: { points: 5, durationSec: 10 * 60 }, perEmail: { points: 3, durationSec: 60 * 60 } },
}

export type SpamVerdict =
  | { ok: true }
  | { ok: false; reason: 'honeypot' | 'too-fast' | 'invalid-token' | 'rate-limited'; retryAfterSec: number }

export type SpamInput = {
  form: string
  ip: string | null | undefined
  /** The e-mail address the submission names, once it is known to be valid. */
  email?: string | null
  fields: Record<string, unknown>
  now?: number
}

/**
 * Runs the cheap checks first (honeypot, fill time) so that bots do not use up the rate limits of
 * the addresses they abuse; then consumes one point per IP and per e-mail.
 */
export async function checkSpam({ form, ip, email, fields, now = Date.now() }: SpamInput): Promise<SpamVerdict> {
  const honeypot = fields[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) {
    return { ok: false, reason: 'honeypot', retryAfterSec: 0 }
  }
  const token = verifyFormToken(fields[STARTED_FIELD], now)
  if (token === 'invalid') return { ok: false, reason: 'invalid-token', retryAfterSec: 0 }
  if (token === 'too-fast') return { ok: false, reason: 'too-fast', retryAfterSec: Math.ceil(MIN_FILL_MS / 1000) }

  const limits = RATE_LIMITS[form] ?? RATE_LIMITS.contact
  const byIp = await rateLimit(`${form}:ip`, limits.perIp, ip || 'unknown')
  if (!byIp.ok) return { ok: false, reason: 'rate-limited', retryAfterSec: byIp.retryAfterSec }
  if (email) {
    const byEmail = await rateLimit(`${form}:email`, limits.perEmail, email.toLowerCase())
    if (!byEmail.ok) return { ok: false, reason: 'rate-limited', retryAfterSec: byEmail.retryAfterSec }
  }
  return { ok: true }
}

/** Whether `form` names a form with limits of its own (the proxy gets the name from the posted body). */
export function isRateLimitedForm(form: unknown): form is keyof typeof RATE_LIMITS & string {
  return typeof form === 'string' && Object.hasOwn(RATE_LIMITS, form)
}

/**
 * Whether the limits of `form` are already used up for this IP or e-mail address, without counting
 * anything: the proxy asks before the server action runs, so that a flood is answered with 429.
 * The keys are the ones `checkSpam` counts under.
 */
export async function spentRateLimit({
  form,
  ip,
  email,
}: {
  form: string
  ip: string | null | undefined
  email?: string | null
}): Promise<{ spent: false } | { spent: true; retryAfterSec: number }> {
  const limits = RATE_LIMITS[form] ?? RATE_LIMITS.contact
  const byIp = await peekRateLimit(`${form}:ip`, limits.perIp, ip || 'unknown')
  if (!byIp.ok) return { spent: true, retryAfterSec: byIp.retryAfterSec }
  if (email) {
    const byEmail = await peekRateLimit(`${form}:email`, limits.perEmail, email.toLowerCase())
    if (!byEmail.ok) return { spent: true, retryAfterSec: byEmail.retryAfterSec }
  }
  return { spent: false }
}
