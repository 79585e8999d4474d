import type { ErrorEvent } from '@sentry/nextjs'
import { describe, expect, it } from 'vitest'

import { scrubBreadcrumb, scrubEvent } from '../../src/lib/errorReporting/privacy'

/** An error report as the SDKs build one, with everything personal a report could pick up. */
const report = (): ErrorEvent => ({
  type: undefined,
  event_id: 'e1',
  message: 'Could not send to jana.novakova+hub@example.cz',
  exception: {
    values: [
      {
        type: 'Error',
        value: 'Refused: petr@firma.com',
        stacktrace: { frames: [{ filename: '/app/node_modules/@sentry/core/build/esm/index.js', function: 'f', vars: { email: 'x@y.cz' } }] },
      },
    ],
  },
  user: { id: '7', email: 'jana@example.cz', ip_address: '203.0.113.9' },
  request: {
    method: 'POST',
    url: 'https://www.hub1909.cz/kontakt?email=jana%40example.cz&token=abc#form',
    query_string: 'email=jana%40example.cz',
    data: { name: 'Jana', message: 'Hello' },
    cookies: { hub1909_consent: '{}' },
    headers: { 'User-Agent': 'Mozilla/5.0', Cookie: 'payload-token=secret', 'X-Forwarded-For': '203.0.113.9' },
  },
  contexts: { nextjs: { request_path: '/en/newsletter/confirm?token=abc', route_type: 'render' } },
  breadcrumbs: [
    { category: 'ui.input', message: 'input[name="email"]' },
    { category: 'navigation', data: { from: '/akce?q=jana@example.cz', to: '/kontakt' } },
    { category: 'fetch', data: { url: '/api/site/slug?for=jana@example.cz', method: 'GET' } },
    { category: 'console', message: 'failed for pavel@example.com' },
  ],
})

describe('error reports', () => {
  it('carry no user, IP address, cookies, headers, body or query string', () => {
    const event = scrubEvent(report())
    expect(event.user).toBeUndefined()
    expect(event.request).toEqual({ method: 'POST', url: 'https://www.hub1909.cz/kontakt' })
    expect(event.contexts?.nextjs).toEqual({ request_path: '/en/newsletter/confirm', route_type: 'render' })
    const text = JSON.stringify(event)
    for (const secret of ['203.0.113.9', 'payload-token', 'secret', 'Jana', 'Hello', 'token=abc', 'hub1909_consent']) expect(text).not.toContain(secret)
  })

  it('keep the error, with every e-mail address in it replaced', () => {
    const event = scrubEvent(report())
    expect(event.message).toBe('Could not send to [e-mail]')
    expect(event.exception?.values?.[0]?.value).toBe('Refused: [e-mail]')
    expect(event.exception?.values?.[0]?.stacktrace?.frames?.[0]?.filename).toBe('/app/node_modules/@sentry/core/build/esm/index.js')
    expect(JSON.stringify(event)).not.toMatch(/@example|@firma|@y\.cz|%40example/)
  })

  it('keep no record of typing into a field, and breadcrumbs without queries or addresses', () => {
    const crumbs = scrubEvent(report()).breadcrumbs ?? []
    expect(crumbs.map((crumb) => crumb.category)).toEqual(['navigation', 'fetch', 'console'])
    expect(crumbs[0]?.data).toEqual({ from: '/akce', to: '/kontakt' })
    expect(crumbs[1]?.data).toEqual({ url: '/api/site/slug', method: 'GET' })
    expect(crumbs[2]?.message).toBe('failed for [e-mail]')
    expect(scrubBreadcrumb({ category: 'ui.input', message: 'input#email' })).toBeNull()
    expect(scrubBreadcrumb({ category: 'ui.click', message: 'button.submit' })).toEqual({ category: 'ui.click', message: 'button.submit' })
  })
})
