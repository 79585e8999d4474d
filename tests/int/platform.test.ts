import { spawn } from 'node:child_process'

import { GRAPHQL_POST, REST_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { setupCode } from '@/lib/auth/setupCode'
import { healthResponse } from '@/lib/health'

import { createTestDatabase, startTestPayload, type TestPayload } from './harness'

const itOnPostgres: typeof it = process.env.TEST_DB === 'postgres' ? it : ((() => undefined) as unknown as typeof it)

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
})

afterAll(async () => {
  await t?.cleanup()
})

const rest = (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const handler = REST_POST(Promise.resolve(t.config))
  const request = new Request(`http://localhost:3000/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return handler(request, { params: Promise.resolve({ slug: path.split('/') }) })
}

const graphql = (query: string, headers: Record<string, string> = {}) => {
  const handler = GRAPHQL_POST(Promise.resolve(t.config))
  return handler(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    }),
  )
}

describe('platform', () => {
  it('migrates an empty database with the committed migrations of its dialect', async () => {
    const { docs } = await t.payload.find({ collection: 'payload-migrations', limit: 100 })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((m) => m.batch === 1)).toBe(true)
    expect((await t.payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('refuses the first staff user without the setup code, or with a wrong one, in the staff language', async () => {
    const password = 'correct horse battery staple'
    const cases = [
      [{}, 'cs', 'Zadejte instalační kód'],
      [{ setupToken: 'AAAA-BBBB-CCCC-DDDD' }, 'cs', 'Tento instalační kód nesouhlasí'],
      [{ setupToken: '' }, 'en', 'Enter the setup code'],
      [{ setupToken: setupCode('another installation') }, 'en', 'This setup code does not match'],
    ] as const
    for (const [code, language, message] of cases) {
      const refused = await rest('users/first-register', { email: 'first-comer@example.com', password, ...code }, { 'Accept-Language': language })
      expect(refused.status).toBe(400)
      const body = (await refused.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
      expect(body.errors[0]?.data?.errors).toEqual([{ label: expect.any(String), path: 'setupToken', message: expect.stringContaining(message) }])
    }
    expect((await t.payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('creates the first staff user with the setup code and logs them in through the REST API with a 7-day session', async () => {
    const email = `staff-${t.dialect}@hub1909.test`
    const password = 'correct horse battery staple'
    // Typed from the log in lower case without dashes: still the code.
    const typed = setupCode(t.config.secret).toLowerCase().replace(/-/g, ' ')
    const created = await rest('users/first-register', { email, password, name: 'Staff', setupToken: typed })
    expect(created.status).toBe(200)
    const { user } = (await created.json()) as { user: Record<string, unknown> }
    expect(user).toMatchObject({ email, role: 'admin' })
    expect(user).not.toHaveProperty('setupToken')

    const login = await rest('users/login', { email, password })
    expect(login.status).toBe(200)
    const body = (await login.json()) as { token?: string; user?: { email: string }; exp?: number }
    expect(body.user?.email).toBe(email)
    expect(body.token).toBeTruthy()
    const lifetime = (body.exp ?? 0) - Math.floor(Date.now() / 1000)
    expect(lifetime).toBeGreaterThan(604800 - 60)
    expect(lifetime).toBeLessThanOrEqual(604800)
    expect(login.headers.get('set-cookie')).toMatch(/payload-token=/)

    const wrong = await rest('users/login', { email, password: 'wrong password' })
    expect(wrong.status).toBe(401)

    // a second "first user" is refused once a user exists, the setup code notwithstanding
    const second = await rest('users/first-register', { email: 'intruder@example.com', password, setupToken: setupCode(t.config.secret) })
    expect(second.status).toBe(403)
    expect((await t.payload.count({ collection: 'users', where: { email: { equals: 'intruder@example.com' } } })).totalDocs).toBe(0)
  })

  it('refuses an anonymous GraphQL query on Users but answers a logged-in one', async () => {
    const anonymous = await graphql('{ Users { docs { email } } }')
    const anonBody = (await anonymous.json()) as {
      data?: { Users: unknown }
      errors?: { extensions?: { statusCode?: number } }[]
    }
    expect(anonBody.errors?.[0]?.extensions?.statusCode).toBe(403)
    expect(anonBody.data?.Users ?? null).toBeNull()

    const email = `gql-${t.dialect}@hub1909.test`
    await t.payload.create({ collection: 'users', data: { email, password: 'another long password', role: 'editor' } })
    const { token } = await t.payload.login({
      collection: 'users',
      data: { email, password: 'another long password' },
    })
    const authed = await graphql('{ Users { docs { email } } }', { Authorization: `Bearer ${token}` })
    const authedBody = (await authed.json()) as { data: { Users: { docs: { email: string }[] } } }
    expect(authedBody.data.Users.docs.map((d) => d.email)).toContain(email)
  })

  itOnPostgres('lets instances that start at the same moment migrate one empty database in turn', async () => {
    const db = await createTestDatabase()
    try {
      // Three processes, each as `npm start` runs it, on one fresh database at once.
      const runs = Array.from({ length: 3 }, () =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn(process.execPath, ['--conditions=production', 'node_modules/payload/bin.js', 'run', 'tests/int/migrate-process.ts'], {
            env: { ...process.env, DATABASE_URL: db.url, NODE_ENV: 'production' },
            stdio: ['ignore', 'pipe', 'pipe'],
          })
          let out = ''
          child.stdout.on('data', (c) => (out += c))
          child.stderr.on('data', (c) => (out += c))
          child.on('exit', (code) => resolve({ code, out }))
        }),
      )
      const results = await Promise.all(runs)
      for (const r of results) {
        expect(r.code, r.out.slice(-2000)).toBe(0)
        expect(r.out).toContain('MIGRATED')
      }
    } finally {
      await db.drop()
    }
  }, 180_000) // three processes start and migrate in turn: about 10 s, a minute and more on a busy machine

  itOnPostgres('answers 503 "saturated" when requests wait for a pooled connection', async () => {
    type Pool = { connect(): Promise<{ release(): void }>; options: { max: number } }
    const pool = (t.payload.db as unknown as { pool: Pool }).pool
    // Every connection busy (the adapter holds one of its own), and a request waiting for one.
    const held = await Promise.all(Array.from({ length: pool.options.max - 1 }, () => pool.connect()))
    try {
      const busy = await healthResponse(async () => t.payload)
      expect(busy.status).toBe(503)
      expect(await busy.json()).toMatchObject({ status: 'error', pool: { status: 'saturated' } })
    } finally {
      for (const client of held) client.release()
    }
    expect((await healthResponse(async () => t.payload)).status).toBe(200)
  })

  it('reports the database, the pool and the outbox in /api/health: 200 when all are well, 503 when one is not', async () => {
    const ok = await healthResponse(async () => t.payload)
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({
      status: 'ok',
      db: 'ok',
      outbox: { status: 'ok', pending: 0, oldestDueSec: 0 },
      ...(t.dialect === 'postgres' ? { pool: { status: 'ok', waiting: 0 } } : {}),
    })
    expect(ok.headers.get('cache-control')).toBe('no-store')

    // mail due for over ten minutes that no worker has taken: the outbox is stalled
    const { queueMail } = await import('@/lib/mail/outbox')
    const { key } = await queueMail(t.payload, { template: 'contact-staff', params: { id: 0 } })
    const { docs } = await t.payload.find({ collection: 'mail-outbox', where: { key: { equals: key } }, overrideAccess: true })
    await t.payload.update({
      collection: 'mail-outbox',
      id: docs[0].id,
      data: { availableAt: new Date(Date.now() - 11 * 60_000).toISOString() },
      overrideAccess: true,
    })
    const stalled = await healthResponse(async () => t.payload)
    expect(stalled.status).toBe(503)
    expect(await stalled.json()).toMatchObject({ status: 'error', db: 'ok', outbox: { status: 'stalled', pending: 1 } })
    await t.payload.delete({ collection: 'mail-outbox', id: docs[0].id, overrideAccess: true })

    // the database goes away: connections closed and the database itself removed (runs last)
    await t.cleanup()
    const down = await healthResponse(async () => t.payload)
    expect(down.status).toBe(503)
    expect(await down.json()).toMatchObject({ status: 'error', db: 'unavailable' })
  })
})
