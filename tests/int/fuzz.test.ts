/**
 * Fuzz: hostile input at every entry point the site answers in-process (issue 14, "no 500 from any
 * input"): Payload's REST API (anonymous and staff), GraphQL, the site's own route handlers, the
 * form gate of the proxy and the forms' server actions. Several thousand generated inputs from a
 * fixed seed (tests/int/fuzz-inputs.ts); every answer must be below 500 and nothing may be stored.
 * What only the real Next.js server reaches (its action decoding, malformed percent-encoding in
 * the path) is in tests/e2e/fuzz.spec.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import fc from 'fast-check'
import { NextRequest } from 'next/server'
import type { CollectionSlug, FlattenedField } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { encodeURIComponentLoose, generate, graphqlBody, hostileJson, hostileQuery, idSegment, nastyNumber, nastyString, type RawBody, rawBody } from './fuzz-inputs'
import { startTestPayload, type TestPayload } from './harness'

const requestHeaders = new Headers()
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, has: () => false, getAll: () => [] }),
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}))
// next-intl's server functions need Next.js' React Server Components build; the same texts otherwise.
vi.mock('next-intl/server', async () => {
  const { translatorFor } = await import('@/i18n/translator')
  return { getTranslations: async ({ locale, namespace }: { locale: string; namespace?: string }) => translatorFor(locale, namespace) }
})
vi.mock('@/i18n/navigation', () => ({
  redirect: ({ href, locale }: { href: unknown; locale: string }) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { href, locale })
  },
}))

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-fuzz-api-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
delete process.env.SMTP_URL

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Routes = {
  rest: Record<'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', Handler>
  graphql: (request: Request) => Promise<Response>
}

let t: TestPayload
let routes: Routes
let staff: { id: number; auth: string }
let eventId: number

beforeAll(async () => {
  t = await startTestPayload()
  const rest = await import('@/app/(payload)/api/[...slug]/route')
  const graphql = await import('@/app/(payload)/api/graphql/route')
  routes = {
    rest: { GET: rest.GET, POST: rest.POST, PATCH: rest.PATCH, PUT: rest.PUT, DELETE: rest.DELETE } as Routes['rest'],
    graphql: graphql.POST as Routes['graphql'],
  }
  const email = `fuzz-${t.dialect}@hub1909.test`
  const password = 'a long enough staff password'
  const user = await t.payload.create({ collection: 'users', data: { email, password, role: 'admin' } })
  const { token } = await t.payload.login({ collection: 'users', data: { email, password } })
  staff = { id: user.id as number, auth: `JWT ${token}` }
  const event = await t.payload.create({
    collection: 'events',
    data: { title: 'Fuzz', startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), capacity: 5, registrationOpen: true, _status: 'published' },
  })
  eventId = event.id as number
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

/** Everything stored: every document of every collection and global (all locales), and the version counts. */
async function snapshot(): Promise<string> {
  const out: Record<string, unknown> = {}
  for (const collection of t.payload.config.collections) {
    const slug = collection.slug as CollectionSlug
    const { docs } = await t.payload.find({ collection: slug, pagination: false, depth: 0, locale: 'all', overrideAccess: true, showHiddenFields: true, sort: 'id' })
    out[slug] = docs
    if (collection.versions) out[`${slug}:versions`] = (await t.payload.countVersions({ collection: slug, overrideAccess: true })).totalDocs
  }
  for (const global of t.payload.config.globals) {
    out[`global:${global.slug}`] = await t.payload.findGlobal({ slug: global.slug as never, depth: 0, locale: 'all', overrideAccess: true })
  }
  return JSON.stringify(out)
}

type Failure = { input: string; status: number | 'threw'; detail: string }

/** Collects what went wrong, so that one run lists every failing input (and the seed repeats them). */
class Findings {
  readonly failures: Failure[] = []
  total = 0
  add(input: string, status: number | 'threw', detail: string) {
    this.failures.push({ input: input.slice(0, 300), status, detail: detail.slice(0, 300) })
  }
  summary(): string {
    const serverErrors = this.failures.filter((f) => f.status === 'threw' || f.status >= 500).length
    return `${this.failures.length} of ${this.total} inputs failed (${serverErrors} × 5xx or thrown):\n${this.failures
      .slice(0, process.env.FUZZ_VERBOSE ? undefined : 25)
      .map((f) => `  ${f.status} ${f.input}\n      → ${f.detail}`)
      .join('\n')}`
  }
}

type Answer = { status: number; text: string; headers: Headers } | { status: 'threw'; text: string; headers: Headers }

/** Calls a route handler as Next.js would; a thrown error is what Next.js answers with a 500. */
async function answer(call: () => Promise<Response>): Promise<Answer> {
  try {
    const response = await call()
    return { status: response.status, text: await response.text(), headers: response.headers }
  } catch (error) {
    return { status: 'threw', text: error instanceof Error ? `${error.name}: ${error.message}` : String(error), headers: new Headers() }
  }
}

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

function requestInit(method: string, raw: RawBody, headers: Record<string, string>): RequestInit {
  const h = new Headers(headers)
  if (raw.contentType) h.set('Content-Type', raw.contentType)
  return { method, headers: h, body: method === 'GET' || method === 'HEAD' ? undefined : (raw.body as BodyInit | undefined) }
}

/** One REST call through the app's route (src/app/(payload)/api/[...slug]/route.ts). */
async function rest(method: keyof Routes['rest'], pathAndQuery: string, raw: RawBody, headers: Record<string, string> = {}): Promise<Answer | null> {
  const url = new URL(`http://localhost:3000/api/${pathAndQuery}`)
  const segments = url.pathname.replace(/^\/api\//, '').split('/').map(decodeSegment)
  // Next.js itself refuses a path it cannot decode, before any route runs (tests/e2e/fuzz.spec.ts).
  if (segments.some((s) => s === null)) return null
  const request = new Request(url, requestInit(method, raw, headers))
  return answer(() => routes.rest[method](request, { params: Promise.resolve({ slug: segments as string[] }) }))
}

const API_STATUSES = [400, 401, 403, 404, 405, 409, 413, 415, 422, 423, 429]

/** A REST answer: below 500, and an error is a short JSON with `errors`. */
function checkRest(findings: Findings, input: string, a: Answer | null, allowed: (status: number) => boolean = () => true) {
  if (!a) return
  findings.total++
  if (a.status === 'threw' || a.status >= 500) return findings.add(input, a.status, a.text)
  if (!allowed(a.status)) return findings.add(input, a.status, `unexpected status: ${a.text}`)
  if (a.status >= 400) {
    let body: { errors?: { message?: unknown }[]; message?: unknown } | null
    try {
      body = JSON.parse(a.text) as typeof body
    } catch {
      body = null
    }
    const message = body?.errors?.[0]?.message ?? body?.message
    if (typeof message !== 'string') findings.add(input, a.status, `not a JSON error: ${a.text}`)
  }
}

/** Data fields of a collection or global (rows, collapsibles and unnamed tabs flattened). */
type Entity = { slug: string; global: boolean; fields: FlattenedField[] }

function entities(): Entity[] {
  return [
    ...t.payload.config.collections.map((c) => ({ slug: c.slug, global: false, fields: c.flattenedFields })),
    ...t.payload.config.globals.map((g) => ({ slug: g.slug, global: true, fields: g.flattenedFields })),
  ]
}

/** Values that are not of the field's type (and that Payload does not convert into it). */
function wrongValues(field: FlattenedField): unknown[] {
  const many = 'hasMany' in field && field.hasMany === true
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'radio':
    case 'date':
      return [{ a: 1 }, 5, true, ...(many ? ['x', [{ a: 1 }]] : [['x']])]
    case 'select':
      return many ? ['x', 5, { a: 1 }, [5], [{}]] : [{ a: 1 }, ['x'], 5, true]
    case 'number':
      return ['abc', { a: 1 }, true, ...(many ? [5, ['x']] : [[1]])]
    case 'checkbox':
      return ['x', 5, { a: 1 }, []]
    case 'relationship':
    case 'upload':
      return [{ a: 1 }, true, 'abc', -1, 1.5, 99999999999, 2147483648, ...(many ? [5, ['x'], [99999999999]] : [[1]])]
    case 'array':
    case 'blocks':
      return ['x', 5, { a: 1 }, true, ['x'], [5], [null]]
    case 'group':
    case 'tab':
      return ['x', 5, [1], true]
    case 'richText':
      return ['x', 5, [1], true, { root: 'x' }, { root: { children: 'x' } }]
    case 'point':
      return ['x', [1], ['a', 'b'], {}]
    default:
      return []
  }
}

const HTML_PAGE = /^\s*<!doctype html>/i

describe('fuzz: REST API', () => {
  it('answers anonymous writes, reads and auth calls to every collection and global below 500, and stores nothing', async () => {
    const findings = new Findings()
    const before = await snapshot()
    const slugs = entities()
    const target = fc.oneof(
      fc.constantFrom(...slugs.map((e) => (e.global ? `globals/${e.slug}` : e.slug))),
      fc.tuple(fc.constantFrom(...slugs.filter((e) => !e.global).map((e) => e.slug)), idSegment).map(([s, id]) => `${s}/${id}`),
      fc
        .tuple(
          fc.constantFrom('users', 'events', 'media', 'posts'),
          fc.constantFrom('login', 'logout', 'me', 'refresh-token', 'forgot-password', 'reset-password', 'unlock', 'first-register', 'verify/x', 'init', 'access', 'versions', 'count', '1/duplicate', 'versions/1', 'file/x.png', 'access/1'),
        )
        .map(([s, e]) => `${s}/${e}`),
      fc.constantFrom('access', 'nonexistent', 'payload-preferences/x', 'payload-jobs/run', 'globals/site-settings/access', 'globals/site-settings/versions', 'graphql-playground'),
    )
    const inputs = generate(fc.tuple(fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE') as fc.Arbitrary<keyof Routes['rest']>, target, hostileQuery, rawBody), 700, 1)
    for (const [method, p, query, body] of inputs) {
      const a = await rest(method, `${p}${query ? `?${query}` : ''}`, body)
      checkRest(findings, `${method} /api/${p}?${query} ${body.label}`, a)
    }
    // and every time: the examples of the issue, and files that are not there
    for (const [method, p, body] of [
      ['POST', 'users', { body: (() => { const f = new FormData(); f.append('_payload', '{not json'); return f })(), label: '_payload {not json' }],
      ['GET', 'media/file/nonexistent.png', { label: '' }],
      ['GET', 'media/file/a%20b.webp', { label: '' }],
      ['GET', 'payload-migrations', { label: '' }],
      ['GET', 'events/1abc', { label: '' }],
      ['GET', 'events?where=%7Bnot%20json', { label: '' }],
      ['GET', 'events?limit=-5&page=-1', { label: '' }],
      ['POST', 'events', { contentType: 'application/json', body: `{"title":"${'x'.repeat(5 * 1024 * 1024)}"}`, label: '5 MB of JSON' }],
    ] as [keyof Routes['rest'], string, RawBody][]) {
      checkRest(findings, `${method} /api/${p} ${body.label}`, await rest(method, p, body), (s) => s >= 400)
    }
    expect(findings.failures, findings.summary()).toEqual([])
    expect(await snapshot()).toBe(before)
  })

  it('refuses staff writes of malformed or mistyped data with a 4xx and stores nothing', async () => {
    const findings = new Findings()
    const before = await snapshot()
    const auth = { Authorization: staff.auth }
    const writable = entities().filter((e) => !['payload-migrations', 'payload-locked-documents', 'payload-preferences', 'payload-jobs', 'payload-kv'].includes(e.slug))
    // Every body is invalid on purpose: a field of the wrong type, a string the database cannot
    // hold, a nesting no document has, or not an object at all.
    const poisoned = fc.constantFrom(...writable).chain((entity) => {
      // An upload's file fields are the server's: Payload drops them from a write before any hook
      // (sanitizeUploadData), so such a write stores nothing and is not refused either.
      const serverOwned = entity.slug === 'media' ? ['filename', 'sizes', 'url', '_objectKey', 'prefix'] : []
      const dataFields = entity.fields.filter((f) => 'name' in f && !serverOwned.includes(f.name) && wrongValues(f).length > 0)
      const wrongType = fc.constantFrom(...dataFields).chain((field) => fc.constantFrom(...wrongValues(field)).map((value) => ({ [field.name]: value })))
      const textField = dataFields.find((f) => f.type === 'text' || f.type === 'textarea' || f.type === 'email')
      const badString = fc.constantFrom('a\u0000b', '\u0000', 'x\uD800', '\uDC00').map((s) => ({ [textField?.name ?? 'title']: s }))
      const poison = textField ? fc.oneof(wrongType, badString) : wrongType
      const extra = fc.dictionary(fc.constantFrom(...dataFields.map((f) => f.name), 'unknownField'), hostileJson, { maxKeys: 3 })
      const json = fc.tuple(extra, poison).map(([e, p]) => JSON.stringify({ ...e, ...p }))
      const body: fc.Arbitrary<RawBody> = fc.oneof(
        { weight: 5, arbitrary: json.map((b) => ({ contentType: 'application/json', body: b, label: `json ${b.slice(0, 160)}` })) },
        { weight: 1, arbitrary: json.map((b) => ({ body: (() => { const f = new FormData(); f.append('_payload', b); return f })(), label: `_payload ${b.slice(0, 160)}` })) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('null', '"x"', '5', 'true', '[]', '[{"title":"x"}]', '', '{', `{"title":${'['.repeat(5000)}${']'.repeat(5000)}}`, `{"title":"x","a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`).map((b) => ({
            contentType: 'application/json',
            body: b,
            label: `json ${b.slice(0, 60)}`,
          })),
        },
        { weight: 1, arbitrary: fc.constantFrom<RawBody>({ label: 'no body' }, { contentType: 'text/plain', body: 'title=x', label: 'text/plain' }) },
      )
      const where = entity.global
        ? fc.constant({ method: 'POST' as const, path: `globals/${entity.slug}` })
        : fc.constantFrom(
            { method: 'POST' as const, path: entity.slug },
            { method: 'PATCH' as const, path: `${entity.slug}/${entity.slug === 'users' ? staff.id : entity.slug === 'events' ? eventId : 1}` },
            { method: 'PATCH' as const, path: `${entity.slug}?where[id][equals]=${entity.slug === 'events' ? eventId : 1}` },
          )
      return fc.tuple(where, body, fc.constantFrom('', 'locale=en', 'locale=all', 'draft=true', 'depth=5', 'locale=xx'))
    })
    for (const [where, body, query] of generate(poisoned, 500, 2)) {
      const p = query ? `${where.path}${where.path.includes('?') ? '&' : '?'}${query}` : where.path
      const a = await rest(where.method, p, body, auth)
      checkRest(findings, `staff ${where.method} /api/${p} ${body.label}`, a, (s) => s >= 400 && API_STATUSES.includes(s))
    }
    // Ids that are not ids, in every position an id goes.
    const ids = generate(fc.tuple(fc.constantFrom('events', 'posts', 'users', 'media', 'event-registrations', 'payload-locked-documents'), idSegment.filter((s) => {
      // never an id a document could have: a staff DELETE of it would be a real delete
      const n = Number(decodeSegment(s) ?? 'x')
      return !(Number.isInteger(n) && n >= 1 && n < 2 ** 31)
    }), fc.constantFrom('GET', 'PATCH', 'DELETE') as fc.Arbitrary<'GET' | 'PATCH' | 'DELETE'>), 150, 3)
    for (const [slug, id, method] of ids) {
      for (const p of [`${slug}/${id}`, `${slug}/versions/${id}`]) {
        const a = await rest(method, p, { contentType: 'application/json', body: '{"title":"x"}', label: '{"title":"x"}' }, auth)
        checkRest(findings, `staff ${method} /api/${p}`, a, (s) => s >= 400)
      }
    }
    expect(findings.failures, findings.summary()).toEqual([])
    expect(await snapshot()).toBe(before)
  })

  it('answers hostile queries of staff below 500', async () => {
    const findings = new Findings()
    const auth = { Authorization: staff.auth }
    const inputs = generate(fc.tuple(fc.constantFrom('events', 'posts', 'spaces', 'media', 'users', 'event-registrations', 'pages', 'globals/site-settings', 'events/versions'), hostileQuery), 150, 4)
    for (const [p, query] of inputs) {
      checkRest(findings, `staff GET /api/${p}?${query}`, await rest('GET', `${p}?${query}`, { label: '' }, auth))
      checkRest(findings, `staff DELETE /api/${p}?${query} (no match)`, await rest('DELETE', `${p}?${query}&where[id][equals]=0`, { label: '' }, auth))
    }
    expect(findings.failures, findings.summary()).toEqual([])
  })
})

/** Names every JavaScript object has: a lookup of a collection by name in a plain object finds them. */
const BUILT_IN_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype']

/**
 * Every REST route Payload 3.90.1 exposes for one collection or global, with its parameters filled:
 * a record that exists (reads only), records that don't, ids that are not ids, built-in names.
 */
function payloadRoutes(entity: Entity, existingId: number | undefined): { method: keyof Routes['rest']; path: string }[] {
  const base = entity.global ? `globals/${entity.slug}` : entity.slug
  const config = entity.global ? t.payload.config.globals.find((g) => g.slug === entity.slug)! : t.payload.config.collections.find((c) => c.slug === entity.slug)!
  const out: { method: keyof Routes['rest']; path: string }[] = []
  for (const endpoint of config.endpoints || []) {
    const method = endpoint.method.toUpperCase() as keyof Routes['rest']
    if (!(method in routes.rest)) continue
    const writes = method !== 'GET'
    const ids = [...(writes || existingId === undefined ? [] : [String(existingId)]), '999999', 'abc', ...BUILT_IN_NAMES]
    const fills = endpoint.path.includes(':') ? ids : ['']
    for (const value of fills) {
      const filled = endpoint.path
        .replace(/:(\w+)\?/g, value)
        .replace(/:(\w+)/g, value)
        .replace(/\/+$/, '')
      // A staff logout would end the session the rest of the run uses; bulk writes name no record.
      if (/\/logout$/.test(filled)) continue
      const query = writes && filled === '' ? '?where[id][equals]=0' : ''
      out.push({ method, path: `${base}${filled}${query}` })
    }
  }
  return out
}

describe("fuzz: Payload's own routes", () => {
  it('answers every REST route Payload exposes, anonymous and staff, and built-in names, below 500', async () => {
    const findings = new Findings()
    const existing = (await t.payload.find({ collection: 'events', limit: 1, depth: 0 })).docs[0]?.id as number | undefined
    const targets: { method: keyof Routes['rest']; path: string }[] = []
    for (const entity of entities()) targets.push(...payloadRoutes(entity, entity.slug === 'events' ? existing : undefined))
    for (const name of BUILT_IN_NAMES) {
      for (const p of [name, `${name}/count`, `${name}/1`, `${name}/versions`, `globals/${name}`, `globals/${name}/versions`, `events/${name}`, `events/versions/${name}`]) {
        for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) targets.push({ method, path: p })
      }
    }
    for (const { method, path: p } of targets) {
      for (const [who, headers] of [['anonymous', {}], ['staff', { Authorization: staff.auth }]] as const) {
        for (const body of [{ label: 'no body' }, { contentType: 'application/json', body: '{}', label: '{}' }] as RawBody[]) {
          if (method === 'GET' && body.body) continue
          checkRest(findings, `${who} ${method} /api/${p} ${body.label}`, await rest(method, p, body, headers))
        }
      }
    }
    expect(findings.total).toBeGreaterThan(500)
    expect(findings.failures, findings.summary()).toEqual([])
  })

  it("keeps the admin's preferences as Payload does: by key, per user, and a missing one is a 404", async () => {
    const auth = { Authorization: staff.auth }
    const json = (value: unknown): RawBody => ({ contentType: 'application/json', body: JSON.stringify(value), label: '' })
    const saved = await rest('POST', 'payload-preferences/nav', json({ value: { open: true } }), auth)
    expect(saved?.status).toBe(200)
    const read = await rest('GET', 'payload-preferences/nav', { label: '' }, auth)
    expect(read?.status).toBe(200)
    expect(JSON.parse(read!.text)).toMatchObject({ key: 'nav', value: { open: true } })
    // The list view's key names the collection; the locale is stored as a string.
    expect((await rest('POST', 'payload-preferences/collection-events', json({ value: { columns: [{ accessor: 'title', active: true }] } }), auth))?.status).toBe(200)
    expect((await rest('POST', 'payload-preferences/locale', json({ value: 'en' }), auth))?.status).toBe(200)
    expect(JSON.parse((await rest('GET', 'payload-preferences/locale', { label: '' }, auth))!.text)).toMatchObject({ key: 'locale', value: 'en' })
    // Nobody's: Payload answers that there is no value.
    expect(JSON.parse((await rest('GET', 'payload-preferences/nav', { label: '' }))!.text)).toMatchObject({ value: null })
    expect((await rest('DELETE', 'payload-preferences/nav', { label: '' }))?.status).toBe(401)
    expect((await rest('GET', 'payload-preferences/nothing-here', { label: '' }, auth))?.status).toBeLessThan(500)
    expect((await rest('DELETE', 'payload-preferences/nothing-here', { label: '' }, auth))?.status).toBe(404)
    expect((await rest('DELETE', 'payload-preferences/nav', { label: '' }, auth))?.status).toBe(200)
    expect((await rest('GET', 'payload-preferences/nav', { label: '' }, auth))?.status).toBeLessThan(500)
    // As the admin's server components save the list view's columns and the content locale
    // (@payloadcms/ui upsertPreferences): the site's input checks leave Payload's collections alone.
    const user = { ...(await t.payload.findByID({ collection: 'users', id: staff.id })), collection: 'users' as const }
    const created = await t.payload.create({ collection: 'payload-preferences', data: { key: 'collection-posts', user: { collection: 'users', value: staff.id }, value: { limit: 10 } } as never, depth: 0, disableTransaction: true, user })
    expect(created.value).toEqual({ limit: 10 })
    await t.payload.update({ id: created.id, collection: 'payload-preferences', data: { key: 'collection-posts', user: { collection: 'users', value: staff.id }, value: 'en' } as never, depth: 0, user })
    // Bodies that are not a preference: refused, and nothing is stored without its key.
    for (const body of ['5', '"x"', '[]', 'null', '{"value":']) {
      expect((await rest('POST', 'payload-preferences/wrong', { contentType: 'application/json', body, label: body }, auth))?.status, body).toBe(400)
    }
    for (const body of ['', '{}', '{"value":1}', '{"key":5,"value":1}']) {
      expect((await rest('POST', 'payload-preferences', { contentType: 'application/json', body, label: body }, auth))?.status, body).toBe(400)
    }
    const { docs } = await t.payload.find({ collection: 'payload-preferences', pagination: false, depth: 0, overrideAccess: true })
    expect(docs.filter((d) => typeof d.key !== 'string' || d.key === '')).toEqual([])
  })
})

type GraphQLAnswer = { errors?: { message: string; extensions?: { name?: string; statusCode?: number } }[]; data?: unknown }

describe('fuzz: GraphQL', () => {
  const graphql = (raw: RawBody, headers: Record<string, string> = {}) =>
    answer(() => routes.graphql(new Request('http://localhost:3000/api/graphql', requestInit('POST', raw, headers))))

  /** A GraphQL answer: below 500, no error of the server's own, readable error names; 400 without data. */
  function checkGraphql(findings: Findings, input: string, a: Answer) {
    findings.total++
    if (a.status === 'threw' || a.status >= 500) return findings.add(input, a.status, a.text)
    if (a.status === 415 || a.status === 413 || a.status === 406) return
    let body: GraphQLAnswer
    try {
      body = JSON.parse(a.text) as GraphQLAnswer
    } catch {
      return findings.add(input, a.status, `not JSON: ${a.text}`)
    }
    for (const error of body.errors ?? []) {
      if ((error.extensions?.statusCode ?? 0) >= 500) return findings.add(input, a.status, `server error inside: ${error.message}`)
      const name = error.extensions?.name
      if (name !== undefined && !/^[A-Z][A-Za-z]{3,}$/.test(name)) return findings.add(input, a.status, `unreadable error name ${JSON.stringify(name)}`)
    }
    if (body.errors?.length && !('data' in body) && a.status !== 400) return findings.add(input, a.status, `a request error must be a 400: ${a.text}`)
  }

  it('answers hostile queries, mutations and bodies, anonymous and staff, below 500, and stores nothing', async () => {
    const findings = new Findings()
    const before = await snapshot()
    const schema = (await (
      await routes.graphql(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: '{ __schema { queryType { fields { name } } mutationType { fields { name } } types { name } } }' }),
        }),
      )
    ).json()) as { data: { __schema: { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] }; types: { name: string }[] } } }
    const roots = {
      queries: schema.data.__schema.queryType.fields.map((f) => f.name),
      // Mutations that change nothing when refused: no deletes (a staff fuzz could hit a real id).
      mutations: schema.data.__schema.mutationType.fields.map((f) => f.name).filter((n) => !/^delete|^restore|^duplicate|^unlock|^logout|^refreshToken/.test(n)),
      types: schema.data.__schema.types.map((ty) => ty.name),
    }
    const inputs = generate(fc.tuple(graphqlBody(roots), fc.boolean(), fc.constantFrom('', 'cs', 'en', 'de', 'cs-CZ,cs;q=0.9')), 600, 5)
    for (const [raw, asStaff, language] of inputs) {
      const headers: Record<string, string> = {}
      if (asStaff) headers.Authorization = staff.auth
      if (language) headers['Accept-Language'] = language
      // Staff mutations must carry a poison so that they cannot succeed (a valid one would store).
      if (asStaff && /mutation/.test(raw.label) && !/\\u0000|"\\ud800|x\\ud800/i.test(String(raw.body))) headers.Authorization = ''
      checkGraphql(findings, `${asStaff ? 'staff ' : ''}${raw.label}`, await graphql(raw, headers))
    }
    expect(findings.failures, findings.summary()).toEqual([])
    expect(await snapshot()).toBe(before)
  })

  it('refuses fragment cycles and invalid arguments as validation errors (400) with readable names, in English unless asked for Czech', async () => {
    const ask = async (query: string, headers: Record<string, string> = {}) => {
      const a = await graphql({ contentType: 'application/json', body: JSON.stringify({ query }), label: query }, headers)
      return { status: a.status, body: JSON.parse(a.text) as GraphQLAnswer }
    }
    for (const query of [
      'query{Events{docs{...A}}} fragment A on Event{id ...A}',
      'query{Events{docs{...A}}} fragment A on Event{id ...B} fragment B on Event{title ...A}',
      'query{Events{docs{id @include(if:"x")}}}',
      'query{Events{docs{id @skip}}}',
      'query{Events(limit:"x"){docs{id}}}',
      'query{Event(id:99999999999){id}}',
      `query{Events{${'docs{'.repeat(30)}id${'}'.repeat(30)}}}`,
    ]) {
      const { status, body } = await ask(query)
      expect(status, query).toBe(400)
      expect(body.errors?.length, query).toBeGreaterThan(0)
      expect(body).not.toHaveProperty('data')
    }
    const english = await ask('{ Users { docs { email } } }')
    expect(english.body.errors?.[0]).toMatchObject({ message: 'You are not allowed to perform this action.', extensions: { name: 'Forbidden', statusCode: 403 } })
    const czech = await ask('{ Users { docs { email } } }', { 'Accept-Language': 'cs-CZ,cs;q=0.9,en;q=0.8' })
    expect(czech.body.errors?.[0]).toMatchObject({ message: 'Nemáte povolení provádět tuto akci.', extensions: { name: 'Forbidden' } })
    const validation = await ask('mutation { createEvent(data: { title: "x", startsAt: "not a date" }) { id } }', { Authorization: staff.auth })
    expect(validation.body.errors?.[0]?.extensions?.name).toBe('ValidationError')
  })
})

describe('fuzz: route handlers', () => {
  it('answers hostile ids, locales and queries below 500', async () => {
    const findings = new Findings()
    const before = await snapshot()
    const calendar = await import('@/app/api/calendar/[id]/route')
    const cards = await import('@/app/api/cards/blog/route')
    const eventCards = await import('@/app/api/cards/events/route')
    const slugs = await import('@/app/api/site/slugs/route')
    const unsubscribe = await import('@/app/api/newsletter/unsubscribe/route')
    const preview = await import('@/app/api/preview/route')
    const exit = await import('@/app/api/preview/exit/route')
    const feed = await import('@/app/(site)/[locale]/(shell)/blog/feed.xml/route')
    const check = (input: string, a: Answer) => {
      findings.total++
      if (a.status === 'threw' || a.status >= 500) findings.add(input, a.status, a.text)
    }
    const inputs = generate(fc.tuple(idSegment, hostileQuery, nastyString, fc.boolean()), 150, 6)
    for (const [id, query, text, asStaff] of inputs) {
      const decoded = decodeSegment(id)
      requestHeaders.set('authorization', asStaff ? staff.auth : '')
      const url = (p: string) => new NextRequest(`http://localhost:3000${p}?${query}`)
      if (decoded !== null) {
        for (const segment of [decoded, `${decoded}.ics`]) {
          check(`calendar ${segment}?${query}`, await answer(() => calendar.GET(url(`/api/calendar/${id}`), { params: Promise.resolve({ id: segment }) })))
        }
        check(`feed ${decoded}`, await answer(() => feed.GET(url(`/${id}/blog/feed.xml`), { params: Promise.resolve({ locale: decoded }) })))
      }
      const q = new URLSearchParams({ locale: text, category: text, page: id, route: text, slug: text, collection: text, id, path: text })
      for (const [name, call] of [
        ['cards', () => cards.GET(new NextRequest(`http://localhost:3000/api/cards/blog?${q}`))],
        ['cards-en', () => cards.GET(new NextRequest(`http://localhost:3000/api/cards/blog?locale=en&page=${encodeURIComponentLoose(text)}&category=${encodeURIComponentLoose(text)}`))],
        ['event-cards', () => eventCards.GET(new NextRequest(`http://localhost:3000/api/cards/events?${q}`))],
        [
          'event-cards-en',
          () =>
            eventCards.GET(
              new NextRequest(
                `http://localhost:3000/api/cards/events?locale=en&page=2&${['view', 'tag', 'month', 'q', 'order'].map((name) => `${name}=${encodeURIComponentLoose(text)}`).join('&')}`,
              ),
            ),
        ],
        ['event-cards-q', () => eventCards.GET(new NextRequest(`http://localhost:3000/api/cards/events?locale=cs&page=${id}&q=${encodeURIComponentLoose(text)}`))],
        ['slugs', () => slugs.GET(new NextRequest(`http://localhost:3000/api/site/slugs?route=events&locale=cs&slug=${encodeURIComponentLoose(text)}`))],
        ['preview', () => preview.GET(new NextRequest(`http://localhost:3000/api/preview?collection=events&id=${id}&locale=cs`))],
        ['preview-q', () => preview.GET(new NextRequest(`http://localhost:3000/api/preview?${q}`))],
        ['exit', () => exit.GET(new NextRequest(`http://localhost:3000/api/preview/exit?${q}`))],
        ['unsubscribe', () => unsubscribe.POST(new Request(`http://localhost:3000/api/newsletter/unsubscribe?s=${id}`, { method: 'POST', body: text }))],
      ] as const) {
        check(`${name} ${q}`, await answer(call))
      }
    }
    requestHeaders.delete('authorization')
    expect(findings.failures, findings.summary()).toEqual([])
    expect(await snapshot()).toBe(before)
  })
})

/** React's encoding of a server action call, as a browser posts it, with something tampered. */
describe('fuzz: form posts (the proxy gate and the server actions)', () => {
  const ACTION_ID = '60c4e7910493f6eb7be2d4c3198c5b66c07a0e77b3'
  const pagePost = (p: string, body: BodyInit, headers: Record<string, string> = {}) =>
    new NextRequest(`http://localhost:3000${p}`, { method: 'POST', body, headers: { 'x-forwarded-for': '198.51.100.7', ...headers } })
  const multipart = (fields: [string, string][]) => {
    const data = new FormData()
    for (const [k, v] of fields) data.append(k, v)
    return data
  }
  const FORM_FIELDS: [string, string][] = [
    ['formName', 'contact'],
    ['locale', 'cs'],
    ['name', 'Jan'],
    ['email', 'jan@example.com'],
  ]

  it('refuses tampered action fields and bodies with 400, and lets the genuine ones through', async () => {
    const { formPostGate } = await import('@/lib/forms/gate')
    const findings = new Findings()
    const callWithoutArguments = (v: unknown) => v !== null && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' && (v as { bound?: unknown }).bound == null
    const descriptor = fc.oneof(
      hostileJson.filter((v) => !callWithoutArguments(v)).map((v) => JSON.stringify(v) ?? 'null'),
      fc
        .tuple(fc.oneof(hostileJson, fc.constantFrom('$@9', '$h1', '$Q1', '$K1', '$T', '$n1x', '$@x')), fc.constantFrom(ACTION_ID, '', 'x'))
        // a call without bound arguments (`bound: null`) is a valid one: Next.js checks its id
        .filter(([bound]) => bound !== null && bound !== undefined)
        .map(([bound, id]) => JSON.stringify({ id, bound })),
      fc.constantFrom(`{"id":"${ACTION_ID}",bound`, `{"id":"${ACTION_ID}","bound":"$@1"`, '', '{'),
    )
    const boundArgs = fc.oneof(
      hostileJson.filter((v) => !Array.isArray(v)).map((v) => JSON.stringify(v) ?? 'null'),
      fc.constantFrom('[{', '', '["$h1"]', '["$Q1"]', '["$W1"]', '["$B1"]', '["$T"]', '["$1"]', '["$@5"]', '["$n1.5"]', '["$i1"]', `[${'['.repeat(3000)}${']'.repeat(3000)}]`),
      fc.array(fc.constantFrom('"$h0"', '"$F1"', '"$Y"', '"$R1"', '"$X1"', '"$x1"', '"$@1"', '"$1"'), { minLength: 1, maxLength: 3 }).map((xs) => `[{"status":"idle"},${xs.join(',')}]`),
    )
    const tampered: fc.Arbitrary<{ label: string; request: () => NextRequest }> = fc.oneof(
      fc.tuple(descriptor, boundArgs).map(([d, b]) => ({
        label: `MPA ${d.slice(0, 80)} | ${b.slice(0, 80)}`,
        request: () => pagePost('/kontakt', multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', d], ['$ACTION_1:1', b], ['$ACTION_KEY', 'k1'], ...FORM_FIELDS])),
      })),
      boundArgs.map((b) => ({
        label: `MPA bound ${b.slice(0, 80)}`,
        request: () => pagePost('/kontakt', multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"id":"${ACTION_ID}","bound":"$@1"}`], ['$ACTION_1:1', b], ['$ACTION_KEY', 'k1'], ...FORM_FIELDS])),
      })),
      fc.tuple(boundArgs, fc.constantFrom('text/plain;charset=UTF-8', 'application/json', 'text/x-component', '')).map(([b, type]) => ({
        label: `fetch ${type} ${b.slice(0, 80)}`,
        request: () => pagePost('/kontakt', b, { 'next-action': ACTION_ID, ...(type ? { 'content-type': type } : {}) }),
      })),
      fc.oneof(boundArgs, fc.constantFrom('["$K1"', 'garbage', '{"0":1}', '"x"', '5', 'null')).map((b) => ({
        label: `fetch multipart ${b.slice(0, 80)}`,
        request: () => pagePost('/kontakt', multipart([['0', b], ['_1_formName', 'contact'], ['_1_email', 'a@example.com']]), { 'next-action': ACTION_ID }),
      })),
      fc.constant({ label: 'fetch multipart without 0', request: () => pagePost('/kontakt', multipart([['_1_formName', 'contact']]), { 'next-action': ACTION_ID }) }),
    )
    for (const input of generate(tampered, 300, 7)) {
      findings.total++
      const refused = await formPostGate(input.request())
      if (refused?.status !== 400) findings.add(input.label, refused?.status ?? 0, refused ? await refused.text() : 'let through')
    }
    // What the site's own forms post (with and without JavaScript) passes the gate untouched.
    const genuine = generate(fc.array(fc.tuple(fc.constantFrom('name', 'surname', 'company', 'expectations', 'x'), nastyString), { maxLength: 4 }), 60, 8)
    for (const extra of genuine) {
      const fields: [string, string][] = [...FORM_FIELDS, ...extra]
      const values = Object.fromEntries(extra.filter(([k]) => k === 'name'))
      // the state as the server writes it into the page after an invalid post (React escapes a leading `$`)
      const state = `[{"status":"invalid","retryAfterSec":"$undefined","values":${JSON.stringify(values).replace(/"\$/g, '"$$$$')}}]`
      for (const [label, request] of [
        ['MPA', pagePost('/kontakt', multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"id":"${ACTION_ID}","bound":"$@1"}`], ['$ACTION_1:1', state], ['$ACTION_KEY', 'k1'], ...fields]))],
        ['MPA plain', pagePost('/registration-confirm', multipart([[`$ACTION_ID_${ACTION_ID}`, ''], ['token', 'x'], ['locale', 'cs']]))],
        ['fetch', pagePost('/kontakt', multipart([...fields.map(([k, v]) => [`_1_${k}`, v] as [string, string]), ['0', '[{"status":"idle"},"$K1"]']]), { 'next-action': ACTION_ID })],
        ['fetch text', pagePost('/akce', JSON.stringify(['cs', { tag: 'workshop' }, 2]), { 'next-action': ACTION_ID, 'content-type': 'text/plain;charset=UTF-8' })],
      ] as const) {
        findings.total++
        const refused = await formPostGate(request)
        if (refused && refused.status !== 429) findings.add(`${label} ${JSON.stringify(extra).slice(0, 120)}`, refused.status, await refused.text())
      }
    }
    expect(findings.failures, findings.summary()).toEqual([])
  })

  it('the actions take hostile arguments without an error and store nothing', async () => {
    const { sendContactRequest } = await import('@/lib/contact/actions')
    const { subscribeNewsletter } = await import('@/lib/newsletter/actions')
    const { registerForEventAction, cancelRegistrationAction } = await import('@/lib/events/actions')
    const findings = new Findings()
    const before = await snapshot()
    requestHeaders.set('x-forwarded-for', '198.51.100.99')
    const formData = fc.array(fc.tuple(fc.constantFrom('formName', 'locale', 'name', 'surname', 'email', 'event', 'token', 'consent', 'topic', 'formStartedAt', 'website', 'guests'), fc.oneof(nastyString, nastyNumber.map(String))), { maxLength: 6 }).map((fields) => {
      const data = new FormData()
      for (const [k, v] of fields) data.append(k, v)
      // never a valid submission: the e-mail address can never pass
      data.set('email', 'not an e-mail')
      return data
    })
    const argument = fc.oneof(formData, hostileJson, fc.constant(undefined))
    const inputs = generate(fc.tuple(fc.constantFrom('contact', 'newsletter', 'registration', 'cancel'), fc.array(argument, { maxLength: 3 })), 300, 9)
    for (const [action, args] of inputs) {
      findings.total++
      const call = async (): Promise<unknown> => {
        const [a, b] = args as [never, never]
        if (action === 'contact') return sendContactRequest(a, b)
        if (action === 'newsletter') return subscribeNewsletter(a, b)
        if (action === 'registration') return registerForEventAction(a, b)
        return cancelRegistrationAction(a, b)
      }
      try {
        await call()
      } catch (error) {
        const digest = (error as { digest?: string }).digest ?? ''
        const expected = (error as Error).message === 'NEXT_REDIRECT' || digest.startsWith('NEXT_HTTP_ERROR_FALLBACK;404')
        if (!expected) findings.add(`${action}(${args.map((x) => (x instanceof FormData ? `FormData ${JSON.stringify([...x.entries()])}` : JSON.stringify(x))).join(', ')})`, 'threw', String(error))
      }
    }
    expect(findings.failures, findings.summary()).toEqual([])
    expect(await snapshot()).toBe(before)
  })

  it('answers a post whose encoding is broken with a page in the visitor’s language', async () => {
    const { formPostGate } = await import('@/lib/forms/gate')
    const en = (await formPostGate(pagePost('/en/contact', multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', '{"id":'], ...FORM_FIELDS]))))!
    expect(en.status).toBe(400)
    const html = await en.text()
    expect(html).toMatch(HTML_PAGE)
    expect(html).toContain('lang="en"')
    const cs = (await formPostGate(pagePost('/kontakt', 'hello', { 'next-action': ACTION_ID, 'content-type': 'text/plain' })))!
    expect(cs.status).toBe(400)
    expect(cs.headers.get('content-type')).toBe('text/plain')
  })
})
