import type { Payload } from 'payload'

import { outboxStats, type OutboxStats } from './mail/outboxStore'
import { isShuttingDown } from './shutdown'

const TIMEOUT_MS = 3000
/** A health query that waited this long for a pooled connection means the pool is saturated. */
const POOL_WAIT_MS = 1000
/** Mail due this long and taken by no worker means no worker runs (or it is stuck). */
export const OUTBOX_STALL_SEC = 10 * 60

type PgPool = { totalCount: number; idleCount: number; waitingCount: number; options?: { max?: number } }

export type Health = {
  status: 'ok' | 'error' | 'stopping'
  db: 'ok' | 'unavailable'
  pool?: { total: number; idle: number; waiting: number; max: number | null; status: 'ok' | 'saturated' }
  outbox?: OutboxStats & { status: 'ok' | 'stalled' }
}

/**
 * For load balancers and operators: 200 when this instance can serve, 503 otherwise, with what was
 * checked.
 * - `db`: the database answers a query within 3 s;
 * - `pool` (PostgreSQL): connections in use, idle and clients waiting; saturated when the check
 *   itself waited over a second for a connection;
 * - `outbox`: mail waiting, how long the oldest has waited, and whether due mail has waited over
 *   ten minutes for a worker (`stalled`: no worker runs, or it is stuck). Mail backing off while
 *   the mail server is down is not a stall: the site keeps working then;
 * - `stopping` while the instance shuts down (SIGTERM), so that the balancer stops sending it work.
 */
export async function checkHealth(load: () => Promise<Payload>): Promise<Health> {
  if (isShuttingDown()) return { status: 'stopping', db: 'ok' }
  let payload: Payload
  try {
    payload = await withTimeout(load(), TIMEOUT_MS)
  } catch (error) {
    console.error('[health] the CMS did not start:', describeError(error))
    return { status: 'error', db: 'unavailable' }
  }
  const health: Health = { status: 'ok', db: 'ok' }
  const started = Date.now()
  const [db, outbox] = await Promise.allSettled([
    withTimeout(payload.count({ collection: 'users', overrideAccess: true }), TIMEOUT_MS),
    withTimeout(outboxStats(payload), TIMEOUT_MS),
  ])
  const waited = Date.now() - started
  if (db.status === 'rejected') {
    console.error('[health] database check failed:', describeError(db.reason))
    health.db = 'unavailable'
    health.status = 'error'
  }
  const pool = (payload.db as unknown as { pool?: PgPool }).pool
  if (pool) {
    const saturated = pool.waitingCount > 0 && waited > POOL_WAIT_MS
    health.pool = {
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options?.max ?? null,
      status: saturated ? 'saturated' : 'ok',
    }
    if (saturated) health.status = 'error'
  }
  if (outbox.status === 'fulfilled') {
    const stalled = outbox.value.oldestDueSec > OUTBOX_STALL_SEC
    health.outbox = { ...outbox.value, status: stalled ? 'stalled' : 'ok' }
    if (stalled) health.status = 'error'
  } else {
    health.status = 'error'
  }
  return health
}

export async function healthResponse(load: () => Promise<Payload>): Promise<Response> {
  const health = await checkHealth(load)
  return Response.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store', ...(health.status === 'stopping' ? { Connection: 'close' } : {}) },
  })
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** An error and its causes on one line (a failed query names its query; the cause says why). */
function describeError(error: unknown): string {
  const parts: string[] = []
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    parts.push(e instanceof Error ? e.message.split('\n')[0] : String(e))
    e = e instanceof Error ? e.cause : undefined
  }
  return parts.join(' ← ')
}
