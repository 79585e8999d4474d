import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { ADMIN_HEADERS, BASE_HEADERS, NEVER_FRAMED, newNonce, NOT_A_PAGE_HEADERS, NOT_A_PAGE_POLICY, pagePolicy, thirdPartyConfig, thirdPartySources, transportSecurity } from '../../src/lib/security/headers.mjs'

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('the security headers', () => {
  it('give each response a nonce of its own, 128 random bits', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })

  it('allow a page its own scripts and nothing inline or third-party besides the frames it shows', () => {
    const policy = pagePolicy([sha('a')])
    expect(policy).toContain(`script-src 'self' ${sha('a')};`)
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|\*|https:)/)
    expect(policy).toMatch(/frame-src 'self' https:\/\/calendly\.com [^;]*https:\/\/www\.openstreetmap\.org/)
    expect(pagePolicy([], { admin: true })).toMatch(/frame-src 'self';/)
    expect(NOT_A_PAGE_POLICY).toMatch(/^default-src 'none'/)
  })

  it('let the site frame its own pages (the live preview), and nothing frame the CMS, the API or files', () => {
    // Pages were 'none' before the CMS's live preview, which shows them in an iframe of /admin.
    expect(pagePolicy([sha('a')])).toContain("frame-ancestors 'self';")
    expect(BASE_HEADERS['x-frame-options']).toBe('SAMEORIGIN')
    expect(pagePolicy([], { admin: true })).toContain("frame-ancestors 'none';")
    expect(NEVER_FRAMED).toEqual({ 'x-frame-options': 'DENY' })
    expect(ADMIN_HEADERS['x-frame-options']).toBe('DENY')
    expect(NOT_A_PAGE_HEADERS).toEqual({ 'content-security-policy': NOT_A_PAGE_POLICY, 'x-frame-options': 'DENY' })
    expect(NOT_A_PAGE_POLICY).toContain("frame-ancestors 'none'")
    expect({ ...BASE_HEADERS, ...NOT_A_PAGE_HEADERS }['x-frame-options']).toBe('DENY')
  })

  it('let only the CMS use the camera (the door check-in scans QR codes); nothing uses the microphone', () => {
    expect(BASE_HEADERS['permissions-policy']).toContain('camera=()')
    expect(ADMIN_HEADERS['permissions-policy']).toContain('camera=(self)')
    expect(ADMIN_HEADERS['permissions-policy'].replace('camera=(self)', 'camera=()')).toBe(BASE_HEADERS['permissions-policy'])
  })

  it('let in a third party only when it is configured, and never into the CMS', () => {
    expect(thirdPartySources({})).toEqual({ script: [], connect: [], img: [] })
    const config = thirdPartyConfig({ GTM_ID: ' GTM-ABC123 ', LEAD_TRACKING_SRC: 'https://leads.example.com/t/v2.js?k=1' })
    expect(config).toEqual({ gtmId: 'GTM-ABC123', leadTrackingSrc: 'https://leads.example.com/t/v2.js?k=1' })
    const policy = pagePolicy([sha('a')], { thirdParties: thirdPartySources(config) })
    expect(policy).toContain(`script-src 'self' ${sha('a')} https://www.googletagmanager.com https://leads.example.com;`)
    expect(policy).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com [^;]*https:\/\/leads\.example\.com;/)
    expect(policy).toMatch(/img-src 'self' data: https:\/\/www\.googletagmanager\.com [^;]*https:\/\/leads\.example\.com;/)
    expect(pagePolicy([], { admin: true })).not.toContain('googletagmanager')
  })

  it('let the browser post error reports to the Sentry host of the DSN, and load no script from it', () => {
    const config = thirdPartyConfig({ SENTRY_DSN: ' https://0123abcd@o42.ingest.de.sentry.io/4507 ' })
    expect(config).toEqual({ sentryDsn: 'https://0123abcd@o42.ingest.de.sentry.io/4507' })
    const policy = pagePolicy([], { thirdParties: thirdPartySources(config) })
    expect(policy).toContain("connect-src 'self' https://o42.ingest.de.sentry.io;")
    expect(policy).toContain("script-src 'self';")
    expect(pagePolicy([], { admin: true })).not.toContain('sentry')
  })

  it('refuse a malformed third-party setting with a message that says what is expected', () => {
    expect(thirdPartyConfig({ GTM_ID: '', LEAD_TRACKING_SRC: '  ' })).toEqual({})
    expect(() => thirdPartyConfig({ GTM_ID: 'UA-1234' })).toThrow(/GTM_ID must be a Tag Manager container id/)
    expect(() => thirdPartyConfig({ GTM_ID: 'GTM-AB"><script>' })).toThrow(/GTM_ID/)
    expect(() => thirdPartyConfig({ LEAD_TRACKING_SRC: 'javascript:alert(1)' })).toThrow(/LEAD_TRACKING_SRC must be the http\(s\) URL/)
    expect(() => thirdPartyConfig({ LEAD_TRACKING_SRC: 'leads.example.com/t.js' })).toThrow(/LEAD_TRACKING_SRC/)
    expect(() => thirdPartyConfig({ SENTRY_DSN: 'https://o42.ingest.sentry.io/4507' })).toThrow(/SENTRY_DSN must be a Sentry DSN/)
    expect(() => thirdPartyConfig({ SENTRY_DSN: 'https://key@o42.ingest.sentry.io/' })).toThrow(/SENTRY_DSN/)
    expect(() => thirdPartyConfig({ SENTRY_DSN: 'https://key:secret@o42.ingest.sentry.io/1' })).toThrow(/SENTRY_DSN/)
    expect(() => thirdPartyConfig({ SENTRY_DSN: 'ftp://key@o42.ingest.sentry.io/1' })).toThrow(/SENTRY_DSN/)
  })

  it('send HSTS only for a site served over HTTPS', () => {
    expect(transportSecurity('https://www.hub1909.cz')).toMatch(/max-age=\d{8}/)
    expect(transportSecurity('http://localhost:3000')).toBeNull()
    expect(transportSecurity('')).toBeNull()
  })
})
