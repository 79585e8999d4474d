import type { SanitizedConfig } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { crossOriginSession } from '@/cms/validation/origin'

const config = { cookiePrefix: 'payload' } as SanitizedConfig
const request = (url: string, headers: Record<string, string>) => new Request(url, { method: 'POST', headers })
const session = { cookie: 'payload-token=abc; other=1' }

describe('the session cookie is taken only from the address the request was sent to, or SITE_URL', () => {
  afterEach(() => {
    delete process.env.SITE_URL
  })

  it('accepts the page’s own origin at any address that reaches the CMS', () => {
    process.env.SITE_URL = 'https://www.hub1909.cz'
    expect(crossOriginSession(request('http://127.0.0.1:3000/api/events', { ...session, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }), config)).toBe(false)
    expect(crossOriginSession(request('http://localhost:3000/api/events', { ...session, host: 'localhost:3000', origin: 'http://localhost:3000' }), config)).toBe(false)
    // behind a reverse proxy: the host the browser asked for
    expect(crossOriginSession(request('http://127.0.0.1:3000/api/events', { ...session, host: '127.0.0.1:3000', 'x-forwarded-host': 'hub1909.cz', origin: 'https://hub1909.cz' }), config)).toBe(false)
    expect(crossOriginSession(request('http://127.0.0.1:3000/api/events', { ...session, host: '127.0.0.1:3000', origin: 'https://www.hub1909.cz' }), config)).toBe(false)
  })

  it('refuses a session cookie sent from another site', () => {
    expect(crossOriginSession(request('http://localhost:3000/api/events', { ...session, host: 'localhost:3000', origin: 'https://evil.example' }), config)).toBe(true)
    expect(crossOriginSession(request('http://localhost:3000/api/events', { ...session, host: 'localhost:3000', origin: 'http://localhost:3001' }), config)).toBe(true)
    expect(crossOriginSession(request('http://localhost:3000/api/events', { ...session, host: 'localhost:3000', origin: 'null' }), config)).toBe(true)
  })

  it('leaves requests without the cookie or without an Origin to Payload (a token, a same-origin read)', () => {
    expect(crossOriginSession(request('http://localhost:3000/api/events', { host: 'localhost:3000', origin: 'https://evil.example' }), config)).toBe(false)
    expect(crossOriginSession(request('http://localhost:3000/api/events', { ...session, host: 'localhost:3000' }), config)).toBe(false)
  })
})
