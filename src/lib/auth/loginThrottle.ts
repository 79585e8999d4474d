import crypto from 'node:crypto'

import { forgetRateLimit, rateLimit, type RateLimitRule, type RateLimitVerdict } from '@/lib/forms/spamGuard'

/**
 * The throttle in front of staff logins (REST `POST /api/users/login`, which the CMS's login form
 * calls, and the GraphQL `loginUser` mutation; wired in src/cms/collections/Users/loginHooks.ts).
 *
 * Payload's own lockout (Users: 5 failed logins lock an account for 10 minutes) counts every
 * failure against the account, from anyone, and the count never runs out with time: only a
 * successful login or the end of a lock clears it. Left alone, a stranger who knows a staff e-mail
 * address locks that person out with five guesses, and a throttle with a time window alone does
 * not prevent it (four guesses now and one after the window are five). So the clients are told
 * apart:
 *
 * - A **trusted browser** carries a device cookie (DEVICE_COOKIE, signed with the Payload secret,
 *   valid for DEVICE_MAX_AGE_SEC) that a successful login to this account issued. Its attempts
 *   pass the throttle and count towards Payload's lockout exactly as configured.
 * - **Anyone else** (a new browser, a script, a stranger) is throttled per client address and per
 *   account, and Payload does not count these attempts towards the lockout: strangers cannot lock
 *   an account; they are answered 429 with Retry-After instead.
 *
 * The limits (LOGIN_LIMITS) count attempts before the password is checked, so that parallel
 * requests cannot slip past them; a successful login clears the counts it was checked against.
 */

export const LOGIN_LIMITS = {
  /**
   * Per client address, over every account: 10 attempts in 15 minutes. A person who mistypes or
   * tries an old password stays far below it, and so do several staff behind one office address;
   * a guesser gets 40 tries an hour per address.
   */
  perIp: { points: 10, durationSec: 15 * 60 },
  /**
   * Per account, over every address: 4 attempts in 15 minutes, one fewer than the lockout's 5, so
   * that the throttle answers the attempt that would lock the account, should it ever be counted.
   * This limit stops guessing spread over many addresses; the account's trusted browsers are not
   * held up by it.
   */
  perAccount: { points: 4, durationSec: 15 * 60 },
} satisfies Record<string, RateLimitRule>

export const DEVICE_COOKIE = 'hub1909-staff-device'
/** A browser stays trusted for 180 days after its last successful login. */
export const DEVICE_MAX_AGE_SEC = 180 * 24 * 60 * 60

/** The account a login names, as Payload looks it up (lower case, trimmed). */
export function loginAccount(email: unknown): string | null {
  if (typeof email !== 'string') return null
  const account = email.trim().toLowerCase()
  return account ? account.slice(0, 254) : null
}

function deviceMac(account: string, issuedAt: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`staff-device:${account}:${issuedAt}`).digest('base64url')
}

/** The device cookie's value for a browser that has just signed in to `account`. */
export function issueDeviceToken(account: string, secret: string, now = Date.now()): string {
  const issuedAt = String(Math.floor(now / 1000))
  return `${issuedAt}.${deviceMac(account, issuedAt, secret)}`
}

/** Whether a device cookie was issued to this account, by this site, within DEVICE_MAX_AGE_SEC. */
export function isTrustedDevice(token: string | null | undefined, account: string, secret: string, now = Date.now()): boolean {
  if (!token || token.length > 100) return false
  const [issuedAt, mac] = token.split('.')
  if (!issuedAt || !mac || !/^\d{9,11}$/.test(issuedAt)) return false
  const expected = Buffer.from(deviceMac(account, issuedAt, secret))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false
  const age = now / 1000 - Number(issuedAt)
  return age >= -60 && age < DEVICE_MAX_AGE_SEC
}

/** The Set-Cookie header of a device cookie: sent only to the API, never readable by scripts. */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/api; Max-Age=${DEVICE_MAX_AGE_SEC}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}

/**
 * Counts one login attempt of an untrusted client, before its password is checked. Refused once
 * the address or the account has used up its limit; the address is checked first, so that a
 * flood from one address does not use up the budget of the accounts it names.
 */
export async function countLoginAttempt({ account, ip }: { account: string; ip: string }): Promise<RateLimitVerdict> {
  const byIp = await rateLimit('login:ip', LOGIN_LIMITS.perIp, ip)
  if (!byIp.ok) return byIp
  return rateLimit('login:account', LOGIN_LIMITS.perAccount, account)
}

/** After a successful login: the address and the account start afresh. */
export async function clearLoginAttempts({ account, ip }: { account: string; ip: string }): Promise<void> {
  await Promise.all([
    forgetRateLimit('login:ip', LOGIN_LIMITS.perIp, ip),
    forgetRateLimit('login:account', LOGIN_LIMITS.perAccount, account),
  ])
}
