import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * Rate limits in memory by default; shared through Redis when REDIS_URL is set, so that several
 * app instances count together. When Redis does not answer, the limits fall back to memory
 * (a visitor is never refused because Redis is down).
 */
export type RateLimitRule = { points: number; durationSec: number }

type RedisClient = import('ioredis').Redis

const limiters = new Map<string, RateLimiterAbstract>()
let redis: Promise<RedisClient | null> | undefined

async function redisClient(): Promise<RedisClient | null> {
  const url = process.env.REDIS_URL?.trim()
  if (!url) return null
  redis ??= import('ioredis').then(({ Redis }) => {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    client.on('error', (error) => console.error('[rate-limit] redis:', error.message))
    return client
  })
  return redis
}

async function limiter(name: string, rule: RateLimitRule): Promise<RateLimiterAbstract> {
  const id = `${name}:${rule.points}:${rule.durationSec}`
  const existing = limiters.get(id)
  if (existing) return existing
  const options = { keyPrefix: `hub1909:rl:${name}`, points: rule.points, duration: rule.durationSec }
  const client = await redisClient()
  const created = client
    ? new RateLimiterRedis({ ...options, storeClient: client, insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options)
  limiters.set(id, created)
  return created
}

export async function rateLimit(
  name: string,
  rule: RateLimitRule,
  key: string,
): Promise<{ ok: true } | { ok: false; retryAfterSec: number }> {
  try {
    await (await limiter(name, rule)).consume(key.slice(0, 300))
    return { ok: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { ok: false, retryAfterSec: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    }
    // A store failure must not turn away a visitor.
    console.error('[rate-limit] store failed:', error instanceof Error ? error.message : error)
    return { ok: true }
  }
}

/** Forgets every limiter (tests). */
export function resetRateLimits(): void {
  limiters.clear()
}
