import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * Rate limits in memory by default; shared through Redis when REDIS_URL is set, so that several
 * app instances count together. When Redis does not answer, the limits fall back to memory
 * (a visitor is never refused because Redis is down).
 *
 * Two callers share the counters of one process: the form's server action, which counts accepted
 * submissions (`rateLimit`), and the proxy (src/proxy.ts), which only reads them (`peekRateLimit`)
 * to answer a flood with HTTP 429 before the action runs. Staff logins are counted here too
 * (src/cms/collections/Users/loginThrottle.ts). Next.js bundles the proxy and the app
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

const GLOBAL_KEY = Symbol.for('hub1909.rateLimitStore')

/**
 * The store of this process: Redis when REDIS_URL is set, else memory. RATE_LIMIT_PREFIX (default
 * `hub1909:rl`) names its keys, for several sites or environments sharing one Redis.
 */
export function rateLimitStore(): RateLimitStore {
  const scope = globalThis as { [GLOBAL_KEY]?: RateLimitStore }
  scope[GLOBAL_KEY] ??= new RateLimitStore({ redisUrl: process.env.REDIS_URL, keyPrefix: process.env.RATE_LIMIT_PREFIX?.trim() || undefined })
  return scope[GLOBAL_KEY]
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
