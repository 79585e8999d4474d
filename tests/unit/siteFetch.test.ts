import { describe, expect, it } from 'vitest'

import { RETRY_DEFAULT_MS, retryAfterMs, siteFetch } from '../../src/lib/http/siteFetch'

/** A server that answers with `statuses` in turn (the last one from then on), and what was asked. */
function server(statuses: number[], headers: Record<string, string> = {}) {
  const calls: string[] = []
  const waits: number[] = []
  const fetch = (async (input: string | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`)
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!
    return new Response(status === 204 ? null : `answer ${calls.length}`, { status, headers })
  }) as typeof globalThis.fetch
  const sleep = async (ms: number) => {
    waits.push(ms)
  }
  return { calls, waits, options: { fetch, sleep, now: () => Date.parse('2026-11-24T10:00:00Z') } }
}

describe('siteFetch', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('sends a GET once more after a %i', async (status) => {
    const s = server([status, 200])
    const response = await siteFetch('/api/blog?page=2', {}, s.options)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('answer 2')
    expect(s.calls).toEqual(['GET /api/blog?page=2', 'GET /api/blog?page=2'])
    expect(s.waits).toEqual([RETRY_DEFAULT_MS])
  })

  it('retries only once: a second failure is the answer', async () => {
    const s = server([503, 503, 200])
    expect((await siteFetch('/x', {}, s.options)).status).toBe(503)
    expect(s.calls).toHaveLength(2)
  })

  it.each([400, 401, 403, 404, 410, 413, 422, 501])('does not retry a %i', async (status) => {
    const s = server([status, 200])
    expect((await siteFetch('/x', {}, s.options)).status).toBe(status)
    expect(s.calls).toHaveLength(1)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('never sends a %s twice', async (method) => {
    const s = server([503, 200])
    expect((await siteFetch('/x', { method }, s.options)).status).toBe(503)
    expect(s.calls).toHaveLength(1)
  })

  it('retries a HEAD like a GET', async () => {
    const s = server([502, 204])
    expect((await siteFetch('/x', { method: 'HEAD' }, s.options)).status).toBe(204)
    expect(s.calls).toHaveLength(2)
  })

  it('waits as long as Retry-After asks, in seconds or until a date', async () => {
    const seconds = server([429, 200], { 'Retry-After': '3' })
    await siteFetch('/x', {}, seconds.options)
    expect(seconds.waits).toEqual([3000])
    const date = server([503, 200], { 'Retry-After': 'Tue, 24 Nov 2026 10:00:05 GMT' })
    await siteFetch('/x', {}, date.options)
    expect(date.waits).toEqual([5000])
  })

  it('gives up at once when Retry-After asks for longer than a visitor would wait', async () => {
    const s = server([503, 200], { 'Retry-After': '120' })
    const response = await siteFetch('/x', {}, s.options)
    expect(response.status).toBe(503)
    expect(s.calls).toHaveLength(1)
    expect(s.waits).toEqual([])
  })

  it('reads Retry-After as the HTTP standard writes it', () => {
    const now = Date.parse('2026-11-24T10:00:00Z')
    expect(retryAfterMs('0', now)).toBe(0)
    expect(retryAfterMs(' 5 ', now)).toBe(5000)
    expect(retryAfterMs('Tue, 24 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(retryAfterMs('soon', now)).toBeNull()
    expect(retryAfterMs('-3', now)).toBeNull()
    expect(retryAfterMs(null, now)).toBeNull()
  })
})
