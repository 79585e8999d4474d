import { describe, expect, it } from 'vitest'

import {
  cookieValue,
  DEVICE_COOKIE,
  DEVICE_MAX_AGE_SEC,
  deviceCookieHeader,
  isTrustedDevice,
  issueDeviceToken,
  LOGIN_LIMITS,
  loginAccount,
} from '@/lib/auth/loginThrottle'

const SECRET = 'unit-test-secret-0123456789abcdef'
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0)

describe('login throttle: device cookie', () => {
  it('trusts a browser for the account it signed in to, for DEVICE_MAX_AGE_SEC', () => {
    const token = issueDeviceToken('staff@hub1909.cz', SECRET, NOW)
    expect(isTrustedDevice(token, 'staff@hub1909.cz', SECRET, NOW)).toBe(true)
    expect(isTrustedDevice(token, 'staff@hub1909.cz', SECRET, NOW + (DEVICE_MAX_AGE_SEC - 60) * 1000)).toBe(true)
    expect(isTrustedDevice(token, 'staff@hub1909.cz', SECRET, NOW + (DEVICE_MAX_AGE_SEC + 1) * 1000)).toBe(false)
  })

  it('does not trust a cookie of another account, another secret, or a forged one', () => {
    const token = issueDeviceToken('staff@hub1909.cz', SECRET, NOW)
    expect(isTrustedDevice(token, 'boss@hub1909.cz', SECRET, NOW)).toBe(false)
    expect(isTrustedDevice(token, 'staff@hub1909.cz', 'another-secret-0123456789abcdef', NOW)).toBe(false)
    const [issuedAt, mac] = token.split('.')
    expect(isTrustedDevice(`${Number(issuedAt) + 1}.${mac}`, 'staff@hub1909.cz', SECRET, NOW)).toBe(false)
    expect(isTrustedDevice(`${issuedAt}.${mac.slice(0, -1)}A`, 'staff@hub1909.cz', SECRET, NOW)).toBe(false)
    for (const junk of [null, undefined, '', '.', 'abc', `${issuedAt}.`, 'x'.repeat(500)]) {
      expect(isTrustedDevice(junk, 'staff@hub1909.cz', SECRET, NOW)).toBe(false)
    }
  })

  it('is sent back by the browser to the API only, and scripts cannot read it', () => {
    const header = deviceCookieHeader('123.abc', true)
    expect(header).toBe(`${DEVICE_COOKIE}=123.abc; Path=/api; Max-Age=${DEVICE_MAX_AGE_SEC}; HttpOnly; SameSite=Strict; Secure`)
    expect(deviceCookieHeader('123.abc', false)).not.toMatch(/Secure/)
  })

  it('is found among the request’s cookies', () => {
    expect(cookieValue(`payload-token=x; ${DEVICE_COOKIE}=123.abc; other=y`, DEVICE_COOKIE)).toBe('123.abc')
    expect(cookieValue(`x${DEVICE_COOKIE}=1`, DEVICE_COOKIE)).toBeNull()
    expect(cookieValue(null, DEVICE_COOKIE)).toBeNull()
  })
})

describe('login throttle: accounts and limits', () => {
  it('names an account as Payload looks it up', () => {
    expect(loginAccount('  Staff@HUB1909.cz ')).toBe('staff@hub1909.cz')
    expect(loginAccount('')).toBeNull()
    expect(loginAccount(42)).toBeNull()
  })

  it('refuses an untrusted client before the attempt that would lock the account (Users: 5)', async () => {
    const { Users } = await import('@/cms/collections/Users')
    const { maxLoginAttempts } = Users.auth as { maxLoginAttempts: number }
    expect(maxLoginAttempts).toBe(5)
    expect(LOGIN_LIMITS.perAccount.points).toBe(maxLoginAttempts - 1)
    expect(LOGIN_LIMITS.perIp.points).toBeGreaterThan(LOGIN_LIMITS.perAccount.points)
  })
})
