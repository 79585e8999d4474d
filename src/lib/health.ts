import type { Payload } from 'payload'

const TIMEOUT_MS = 3000

/** 200 `{ status: 'ok', db: 'ok' }` when the database answers within 3 s, 503 otherwise. */
export async function healthResponse(load: () => Promise<Payload>): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  try {
    await withTimeout(
      load().then((payload) => payload.count({ collection: 'users', overrideAccess: true })),
      TIMEOUT_MS,
    )
    return Response.json({ status: 'ok', db: 'ok' }, { headers })
  } catch (error) {
    console.error('[health] database check failed:', error instanceof Error ? error.message : error)
    return Response.json({ status: 'error', db: 'unavailable' }, { status: 503, headers })
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
