import { GRAPHQL_POST, REST_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DEVICE_COOKIE, LOGIN_LIMITS } from '@/lib/auth/loginThrottle'
import { resetRateLimits } from '@/lib/forms/spamGuard'

import { startTestPayload, type TestPayload } from './harness'

/**
 * The login throttle (src/lib/auth/loginThrottle.ts) on every login path a client can reach: the
 * REST endpoint the CMS's login form posts to, and the GraphQL mutation. Counts live in memory here;
 * tests/int/ratelimit-redis.test.ts shows the same store shared through Redis.
 */
delete process.env.REDIS_URL

let t: TestPayload
let n = 0
/** A fresh documentation address (RFC 5737) per call. */
const nextIp = () => `198.51.100.${++n}`

beforeAll(async () => {
  t = await startTestPayload()
})

afterAll(async () => {
  await t?.cleanup()
})

beforeEach(() => resetRateLimits())

type Headers_ = Record<string, string>

const restLogin = (body: { email: string; password: string }, headers: Headers_ = {}) =>
  REST_POST(Promise.resolve(t.config))(
    new Request('http://localhost:3000/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )

const graphqlLogin = (email: string, password: string, headers: Headers_ = {}) =>
  GRAPHQL_POST(Promise.resolve(t.config))(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({
        query: 'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
        variables: { email, password },
      }),
    }),
  )

const from = (ip: string, more: Headers_ = {}): Headers_ => ({ 'X-Forwarded-For': ip, ...more })
const errorMessage = async (res: Response) => ((await res.json()) as { errors: { message: string }[] }).errors[0].message

/** The device cookie a successful login sets, as the browser sends it back. */
function deviceCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))
  expect(cookie, 'device cookie').toBeTruthy()
  return cookie!.split(';')[0]
}

async function staff(password = 'the real staff password') {
  const email = `staff-${++n}-${t.dialect}@hub1909.test`
  const user = await t.payload.create({ collection: 'users', data: { email, password, name: 'Staff', role: 'editor' } })
  const lockState = async () => {
    const doc = (await t.payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })) as {
      loginAttempts?: number | null
      lockUntil?: string | null
    }
    return { attempts: doc.loginAttempts ?? 0, locked: Boolean(doc.lockUntil && new Date(doc.lockUntil).getTime() > Date.now()) }
  }
  return { email, password, lockState }
}

describe('login throttle', () => {
  it('answers 429 with Retry-After to a flood of failed logins from one address, in its language', async () => {
    const ip = nextIp()
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => restLogin({ email: `nobody-${i}@example.com`, password: 'guess' }, from(ip))),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perIp.points)
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - LOGIN_LIMITS.perIp.points)
    for (const res of answers.filter((r) => r.status === 429)) {
      const retryAfter = Number(res.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.perIp.durationSec)
    }
    // Payload's error shape, English by default (as the rest of the API), Czech when asked.
    expect(await errorMessage(answers.find((r) => r.status === 429)!)).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.')
    const czech = await restLogin({ email: 'nobody@example.com', password: 'guess' }, from(ip, { 'Accept-Language': 'cs' }))
    expect(czech.status).toBe(429)
    expect(await errorMessage(czech)).toMatch(/^Příliš mnoho neúspěšných pokusů o\u00a0přihlášení\. Zkuste to prosím znovu za 15 minut\.$/)

    // Once an address has used up its attempts, the right password is refused too: otherwise the
    // answer would tell a guesser which password is right. Another address is not affected.
    const account = await staff()
    expect((await restLogin(account, from(ip))).status).toBe(429)
    expect((await restLogin(account, from(nextIp()))).status).toBe(200)
  })

  it('never lets strangers lock a staff account: they get 429, the owner’s browser still logs in', async () => {
    const account = await staff()
    // The owner has signed in from this browser before.
    const first = await restLogin(account, from(nextIp()))
    expect(first.status).toBe(200)
    const cookie = deviceCookie(first)

    // Strangers guess from ten addresses, three times each, all at once.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => restLogin({ email: account.email, password: `guess ${i}` }, from(`192.0.2.${10 + (i % 10)}`))),
    )
    const statuses = guesses.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccount.points)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_LIMITS.perAccount.points)
    expect(await account.lockState()).toEqual({ attempts: 0, locked: false })

    // A browser the account has not used waits out the window, even with the right password...
    const unknown = await restLogin(account, from(nextIp()))
    expect(unknown.status).toBe(429)
    // ...while the owner's browser logs in, from yet another address.
    const owner = await restLogin(account, from(nextIp(), { Cookie: cookie }))
    expect(owner.status).toBe(200)
    expect(((await owner.json()) as { user: { email: string } }).user.email).toBe(account.email)
    expect(await account.lockState()).toEqual({ attempts: 0, locked: false })
  })

  it('keeps Payload’s lockout for the account’s own browsers and for the Local API', async () => {
    const account = await staff()
    const cookie = deviceCookie(await restLogin(account, from(nextIp())))
    // The throttle is not in the way of a trusted browser: five wrong passwords lock the account.
    for (let i = 0; i < 5; i++) {
      const wrong = await restLogin({ email: account.email, password: `typo ${i}` }, from(nextIp(), { Cookie: cookie }))
      expect(wrong.status).toBe(401)
    }
    expect(await account.lockState()).toMatchObject({ locked: true })
    const locked = await restLogin(account, from(nextIp(), { Cookie: cookie, 'Accept-Language': 'en' }))
    expect(locked.status).toBe(401)
    expect(await errorMessage(locked)).toMatch(/locked/)

    const local = await staff()
    for (let i = 0; i < 5; i++) {
      await expect(t.payload.login({ collection: 'users', data: { email: local.email, password: `typo ${i}` } })).rejects.toThrow()
    }
    expect(await local.lockState()).toMatchObject({ locked: true })
  })

  it('throttles the GraphQL loginUser mutation with the same counts as REST', async () => {
    const ip = nextIp()
    const half = LOGIN_LIMITS.perIp.points / 2
    for (let i = 0; i < half; i++) expect((await restLogin({ email: `rest-${i}@example.com`, password: 'guess' }, from(ip))).status).toBe(401)
    const codes: number[] = []
    let refused: Response | undefined
    for (let i = 0; i < half + 2; i++) {
      const res = await graphqlLogin(`gql-${i}@example.com`, 'guess', from(ip, { 'Accept-Language': 'en' }))
      const body = (await res.clone().json()) as { errors?: { message: string; extensions?: { statusCode?: number } }[] }
      codes.push(body.errors?.[0]?.extensions?.statusCode ?? 200)
      if (codes.at(-1) === 429) refused ??= res
    }
    expect(codes).toEqual([...Array<number>(half).fill(401), 429, 429])
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await refused!.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.')
  })

  it('clears an address’s and an account’s failures when a login succeeds', async () => {
    const account = await staff()
    const ip = nextIp()
    // Three typos and the right password, from a browser that has not signed in before.
    for (let i = 0; i < 3; i++) expect((await restLogin({ email: account.email, password: `typo ${i}` }, from(ip))).status).toBe(401)
    const ok = await restLogin(account, from(ip))
    expect(ok.status).toBe(200)
    // Payload did not count the typos of an untrusted browser; nothing is left over either way.
    expect(await account.lockState()).toEqual({ attempts: 0, locked: false })
    // The address and the account start afresh: a whole budget of attempts again.
    for (let i = 0; i < LOGIN_LIMITS.perAccount.points; i++) {
      expect((await restLogin({ email: account.email, password: `typo ${i}` }, from(ip))).status).toBe(401)
    }
    expect((await restLogin({ email: account.email, password: 'one more' }, from(ip))).status).toBe(429)
  })

  it('issues the device cookie to the API only, out of reach of scripts', async () => {
    const account = await staff()
    const res = await restLogin(account, from(nextIp()))
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
    expect(cookie).toMatch(/; Path=\/api;/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Strict/)
    // Payload's own session cookie is still there.
    expect(res.headers.getSetCookie().some((c) => c.startsWith('payload-token='))).toBe(true)
  })
})
