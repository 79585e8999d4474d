import crypto from 'node:crypto'

import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { payloadSecret } from '@/env'

import { HONEYPOT_FIELD, STARTED_FIELD } from './formState'
import { processScope } from '@/lib/processScope.mjs'

/**
 * The spam guard in front of every public write (contact, newsletter, event registration, event
 * space enquiry):
 * a honeypot field, a minimum fill time proven by a signed timestamp, and rate limits per IP and
 * per e-mail address. A refused submission is never stored. The rate limits' store (below) also
 * counts staff logins (src/lib/auth/loginThrottle.ts) and CSP reports.
 */

/** A person needs at least this long to fill in a form. */
export const MIN_FILL_MS = 3000

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

/**
 * Rate limits in memory by default; shared through Redis when REDIS_URL is set, so that several
 * app instances count together. When Redis does not answer, the limits fall back to memory
 * (a visitor is never refused because Redis is down).
 *
 * Two callers share the counters of one process: the form's server action, which counts accepted
 * submissions (`rateLimit`), and the proxy (src/proxy.ts), which only reads them (`peekRateLimit`)
 * to answer a flood with HTTP 429 before the action runs. Staff logins are counted here too
 * (src/cms/collections/Users/loginHooks.ts). Next.js bundles the proxy and the app
 * separately, so the process-wide store lives on `globalThis`, not in this module's scope.
 */
export type RateLimitRule = { points: number; durationSec: number }
export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSec: number }

type RedisClient = import('ioredis').Redis

/** A refusal of rate-limiter-flexible (a RateLimiterRes), recognised by shape: bundles may hold two copies of the class. */
function refusal(error: unknown): { msBeforeNext: number } | null {
  return error && typeof error === 'object' && 'msBeforeNext' in error && typeof error.msBeforeNext === 'number'
    ? { msBeforeNext: error.msBeforeNext }
    : null
}

/** How long the first limit check waits for a new Redis connection. */
const REDIS_CONNECT_WAIT_MS = 2000

const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000))

/** The limiters of one store (memory, or one Redis connection) under one key prefix. */
export class RateLimitStore {
  private readonly limiters = new Map<string, RateLimiterAbstract>()
  private redis: Promise<RedisClient | null> | undefined
  private readonly redisUrl: string | null
  readonly keyPrefix: string

  constructor(options: { redisUrl?: string | null; keyPrefix?: string } = {}) {
    this.redisUrl = options.redisUrl?.trim() || null
    this.keyPrefix = options.keyPrefix ?? 'hub1909:rl'
  }

  private client(): Promise<RedisClient | null> {
    const url = this.redisUrl
    if (!url) return Promise.resolve(null)
    this.redis ??= import('ioredis').then(async ({ Redis }) => {
      const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
      client.on('error', (error) => console.error('[rate-limit] redis:', error.message))
      // Without an offline queue, a command sent before the connection is up fails and is counted by
      // the in-memory insurance limiter, in this process only: the first submissions after a start
      // would escape the shared count. So wait for the connection, briefly; a Redis that is down
      // or slow does not hold visitors up (the insurance limiter counts meanwhile).
      if (client.status !== 'ready') {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer)
            client.off('ready', done)
            client.off('error', done)
            resolve()
          }
          const timer = setTimeout(done, REDIS_CONNECT_WAIT_MS)
          client.once('ready', done)
          client.once('error', done)
        })
      }
      return client
    })
    return this.redis
  }

  private async limiter(name: string, rule: RateLimitRule): Promise<RateLimiterAbstract> {
    const id = `${name}:${rule.points}:${rule.durationSec}`
    const existing = this.limiters.get(id)
    if (existing) return existing
    const options = { keyPrefix: `${this.keyPrefix}:${name}`, points: rule.points, duration: rule.durationSec }
    const client = await this.client()
    const created = client
      ? new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) })
      : new RateLimiterMemory(options)
    // Two callers racing to create the same limiter keep the first one.
    const raced = this.limiters.get(id)
    if (raced) return raced
    this.limiters.set(id, created)
    return created
  }

  /** Counts one submission; refused once the rule's points are used up. */
  async consume(name: string, rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
    try {
      await (await this.limiter(name, rule)).consume(key.slice(0, 300))
      return { ok: true }
    } catch (error) {
      const refused = refusal(error)
      if (refused) return { ok: false, retryAfterSec: retryAfter(refused.msBeforeNext) }
      // A store failure must not turn away a visitor.
      console.error('[rate-limit] store failed:', error instanceof Error ? error.message : error)
      return { ok: true }
    }
  }

  /** Whether one more submission would be refused, without counting it. */
  async peek(name: string, rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
    try {
      const res = await (await this.limiter(name, rule)).get(key.slice(0, 300))
      if (res && res.consumedPoints >= rule.points && res.msBeforeNext > 0) {
        return { ok: false, retryAfterSec: retryAfter(res.msBeforeNext) }
      }
      return { ok: true }
    } catch (error) {
      console.error('[rate-limit] store failed:', error instanceof Error ? error.message : error)
      return { ok: true }
    }
  }

  /** Forgets what a key has used up (a successful staff login clears its failed attempts). */
  async forget(name: string, rule: RateLimitRule, key: string): Promise<void> {
    try {
      await (await this.limiter(name, rule)).delete(key.slice(0, 300))
    } catch (error) {
      console.error('[rate-limit] store failed:', error instanceof Error ? error.message : error)
    }
  }

  /** Forgets every limiter (tests); the counts of a Redis store stay in Redis. */
  reset(): void {
    this.limiters.clear()
  }

  async close(): Promise<void> {
    this.limiters.clear()
    const client = await this.redis
    this.redis = undefined
    if (client) await client.quit().catch(() => client.disconnect())
  }
}

/**
 * The store of this process: Redis when REDIS_URL is set, else memory. RATE_LIMIT_PREFIX (default
 * `hub1909:rl`) names its keys, for several sites or environments sharing one Redis.
 */
export function rateLimitStore(): RateLimitStore {
  return processScope('rateLimitStore', () => new RateLimitStore({ redisUrl: process.env.REDIS_URL, keyPrefix: process.env.RATE_LIMIT_PREFIX?.trim() || undefined }))
}

export function rateLimit(name: string, rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
  return rateLimitStore().consume(name, rule, key)
}

export function forgetRateLimit(name: string, rule: RateLimitRule, key: string): Promise<void> {
  return rateLimitStore().forget(name, rule, key)
}

export function peekRateLimit(name: string, rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
  return rateLimitStore().peek(name, rule, key)
}

/** Forgets every limiter (tests). */
export function resetRateLimits(): void {
  rateLimitStore().reset()
}

/**
 * The client's address from X-Forwarded-For, counted from the right: entries on the left are
 * whatever the client sent and cannot be trusted for rate limits. TRUSTED_PROXY_HOPS (default 1:
 * one load balancer in front) says how many proxies append to it. Next.js' own server only fills
 * the header in when it is missing, so a bare `next start` without a proxy in front trusts what
 * the client sends: production runs behind a reverse proxy that sets the header.
 * Used by the server actions (src/lib/forms/action.ts) and the proxy (src/lib/forms/gate.ts).
 */
export function clientIp(forwardedFor: string | null, realIp: string | null, hops = Number(process.env.TRUSTED_PROXY_HOPS) || 1): string | null {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const ip = chain.length ? chain[Math.max(0, chain.length - hops)] : realIp?.trim()
  return ip ? ip.slice(0, 64) : null
}
