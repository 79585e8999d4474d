import { spawn } from 'node:child_process'
import crypto from 'node:crypto'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS, RateLimitStore } from '@/lib/forms/spamGuard'

/**
 * The rate limits through the real Redis at REDIS_URL (default 127.0.0.1:6379): several app
 * processes count together, so a flood spread over instances behind a load balancer still meets
 * the limit. Every key lives under a prefix of this test run, removed afterwards.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const PREFIX = `hub1909-test:${process.pid}:${crypto.randomBytes(4).toString('hex')}`

let redis: Redis
beforeAll(async () => {
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 })
  expect(await redis.ping()).toBe('PONG')
})

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = []
  let cursor = '0'
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
    cursor = next
    keys.push(...batch)
  } while (cursor !== '0')
  return keys
}

afterAll(async () => {
  const keys = await keysUnder(PREFIX)
  if (keys.length) await redis.del(...keys)
  expect(await keysUnder(PREFIX)).toEqual([])
  await redis.quit()
})

/** An app process (tests/int/ratelimit-process.ts) that posts COUNT times from IP when told GO. */
function appProcess(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/int/ratelimit-process.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  let onReady: () => void = () => undefined
  const ready = new Promise<void>((resolve) => (onReady = resolve))
  child.stdout.on('data', (d) => {
    out += d
    if (out.includes('READY')) onReady()
  })
  child.stderr.on('data', (d) => (err += d))
  const done = new Promise<string[]>((resolve, reject) => {
    child.on('exit', (code) => {
      const line = out.trim().split('\n').findLast((l) => l.startsWith('['))
      if (code === 0 && line) resolve(JSON.parse(line) as string[])
      else reject(new Error(`app process exited ${code}: ${err.slice(-2000)} ${out.slice(-2000)}`))
    })
  })
  done.catch(() => onReady())
  return { child, ready, done }
}

async function floodFromTwoProcesses(env: Record<string, string | undefined>) {
  const processes = [appProcess(env), appProcess(env)]
  await Promise.all(processes.map((p) => p.ready))
  for (const p of processes) p.child.stdin.write('GO\n')
  return Promise.all(processes.map((p) => p.done))
}

describe('rate limits in Redis', () => {
  it('two limiter instances (two connections) share one count', async () => {
    const rule = { points: 4, durationSec: 60 }
    const a = new RateLimitStore({ redisUrl: REDIS_URL, keyPrefix: `${PREFIX}:stores` })
    const b = new RateLimitStore({ redisUrl: REDIS_URL, keyPrefix: `${PREFIX}:stores` })
    try {
      const verdicts = []
      for (let i = 0; i < 6; i++) verdicts.push(await (i % 2 ? b : a).consume('contact:ip', rule, '203.0.113.9'))
      expect(verdicts.map((v) => v.ok)).toEqual([true, true, true, true, false, false])
      // Each instance sees the other's count: the proxy's question gets the same answer everywhere.
      for (const store of [a, b]) {
        const peek = await store.peek('contact:ip', rule, '203.0.113.9')
        expect(peek.ok).toBe(false)
        expect(!peek.ok && peek.retryAfterSec).toBeGreaterThan(0)
        expect(!peek.ok && peek.retryAfterSec).toBeLessThanOrEqual(60)
        // Another address is not affected.
        expect(await store.peek('contact:ip', rule, '203.0.113.10')).toEqual({ ok: true })
      }
      expect(await keysUnder(`${PREFIX}:stores`)).not.toEqual([])
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('a flood from one address spread over two app processes is limited once, not once per process', async () => {
    const points = RATE_LIMITS.contact.perIp.points
    const prefix = `${PREFIX}:processes`
    const [first, second] = await floodFromTwoProcesses({ REDIS_URL, RATE_LIMIT_PREFIX: prefix, FORM: 'contact', IP: '198.51.100.77', COUNT: String(points) })
    const all = [...first, ...second]
    expect(all).toHaveLength(2 * points)
    expect(all.filter((v) => v === 'ok')).toHaveLength(points)
    expect(all.filter((v) => v === 'rate-limited')).toHaveLength(points)
    // A third instance (this process, as the proxy would) finds the limit used up.
    const store = new RateLimitStore({ redisUrl: REDIS_URL, keyPrefix: prefix })
    try {
      expect((await store.peek('contact:ip', RATE_LIMITS.contact.perIp, '198.51.100.77')).ok).toBe(false)
    } finally {
      await store.close()
    }
  }, 120_000)

  it('without Redis each process counts alone (why REDIS_URL is needed with several instances)', async () => {
    const points = RATE_LIMITS.contact.perIp.points
    const [first, second] = await floodFromTwoProcesses({ REDIS_URL: '', FORM: 'contact', IP: '198.51.100.78', COUNT: String(points) })
    expect([...first, ...second].filter((v) => v === 'ok')).toHaveLength(2 * points)
  }, 120_000)
})
