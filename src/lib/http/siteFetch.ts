/**
 * The site's fetch for the browser (load more, and any other client request): an idempotent request
 * (GET, HEAD) that meets a passing failure, 408, 409, 425, 429, 500, 502, 503 or 504, is sent once
 * more, after the wait its `Retry-After` asks for (seconds or a date), or after RETRY_DEFAULT_MS
 * without one. A wait longer than RETRY_AFTER_MAX_MS is not made: the answer is returned as it is,
 * for the caller to show its error. POST, PUT, PATCH and DELETE are never sent twice.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
export const RETRY_DEFAULT_MS = 300
export const RETRY_AFTER_MAX_MS = 10_000

const IDEMPOTENT = new Set(['GET', 'HEAD'])

/** How long `Retry-After` asks to wait, in ms (0 for a date in the past), or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  const value = header?.trim()
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value) * 1000
  // An HTTP date names its day and month ("Tue, 24 Nov 2026 10:00:05 GMT"); Date.parse would read "-3" as a year.
  const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : NaN
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

type Options = { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void>; now?: () => number }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function siteFetch(input: string | URL, init: RequestInit = {}, options: Options = {}): Promise<Response> {
  const send = options.fetch ?? fetch
  const method = (init.method ?? 'GET').toUpperCase()
  const response = await send(input, init)
  if (!IDEMPOTENT.has(method) || !RETRY_STATUSES.has(response.status)) return response
  const delay = retryAfterMs(response.headers.get('retry-after'), options.now?.() ?? Date.now()) ?? RETRY_DEFAULT_MS
  if (delay > RETRY_AFTER_MAX_MS) return response
  await response.body?.cancel().catch(() => undefined)
  await (options.sleep ?? wait)(delay)
  return send(input, init)
}
