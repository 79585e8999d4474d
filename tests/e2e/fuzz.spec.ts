import crypto from 'node:crypto'

import { type APIRequestContext, type Browser, expect, test } from './test'
import fc from 'fast-check'

import { UNDECODABLE_PATHS } from '../fixtures/undecodablePaths'
import { generate, hostileJson } from '../int/fuzz-inputs'
import { staffToken } from './staff'

/**
 * Issue 14, "no 500 from any input", for what only the real server reaches: Next.js' own handling
 * of a path it cannot decode, and its decoding of server action calls (the site's three forms,
 * tampered with and without JavaScript), which the proxy's gate must refuse before they run. The
 * rest of the fuzz suite runs in-process (tests/int/fuzz.test.ts). Inputs come from a fixed seed.
 */

const uniqueIp = () => `198.18.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`

let auth: Record<string, string>
let eventId: number | undefined

/**
 * How many records each form's collection holds, leaving out the other specs' visitors (running in
 * parallel, all at @example.com): the tampered posts here carry no such address.
 */
async function stored(request: APIRequestContext): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const collection of ['contact-requests', 'newsletter-subscribers', 'event-registrations']) {
    // Not the other tests' records (they run beside this one): their addresses are @example.com or @example.cz.
    const response = await request.get(`/api/${collection}?limit=1&depth=0&where[email][not_like]=${encodeURIComponent('@example.')}`, { headers: auth })
    expect(response.status()).toBe(200)
    out[collection] = ((await response.json()) as { totalDocs: number }).totalDocs
  }
  return out
}

/** The fields each form of a page posts without JavaScript (React's hidden action fields included). */
async function formsOf(browser: Browser, baseURL: string, path: string): Promise<[string, string][][]> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(path)
  const forms = await page.$$eval('form[method="POST"], form[method="post"]', (elements) =>
    elements.map((form) => [...new FormData(form as HTMLFormElement)].map(([k, v]) => [k, String(v)] as [string, string])),
  )
  await context.close()
  return forms.filter((fields) => fields.some(([k]) => k.startsWith('$ACTION_')))
}

test.describe('fuzz: what only the server reaches', () => {
  test.beforeAll(async ({ request }) => {
    auth = { Authorization: `JWT ${await staffToken(request)}` }
    const created = await request.post('/api/events?locale=cs', {
      headers: auth,
      data: { title: `Fuzz ${Date.now().toString(36)}`, startsAt: new Date(Date.now() + 14 * 86_400_000).toISOString(), capacity: 5, registrationOpen: true, _status: 'published', tags: ['public'] },
    })
    expect(created.ok(), await created.text()).toBeTruthy()
    eventId = ((await created.json()) as { doc: { id: number } }).doc.id
  })

  test.afterAll(async ({ request }) => {
    if (eventId) await request.delete(`/api/events/${eventId}`, { headers: auth })
  })

  test('a path that cannot be decoded is a 4xx, never a 500', async ({ request }) => {
    for (const [path, status] of UNDECODABLE_PATHS) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(status)
    }
    for (const path of ['/blog/%C0%AF', '/en/blog/%00', '/akce?q=%00', '/en/events?q=%ED%A0%80']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBeLessThan(500)
    }
    const page = await request.get('/en/events/%ED%A0%80')
    expect(await page.text()).toContain('<html lang="en"')
  })

  test('tampered server action calls of every form are refused before they run, and nothing is stored', async ({ browser, baseURL, request }) => {
    test.slow()
    const event = (await (await request.get(`/api/events/${eventId}?depth=0`, { headers: auth })).json()) as { slug: string }
    const pages = ['/kontakt', '/en/newsletter-subscription', `/akce/${event.slug}`]
    const before = await stored(request)
    let posts = 0
    for (const [pageIndex, path] of pages.entries()) {
      const forms = await formsOf(browser, baseURL!, path)
      expect(forms.length, path).toBeGreaterThan(0)
      for (const genuine of forms) {
        // every submission is invalid anyway: whatever gets through stores nothing
        const fields = genuine.map(([k, v]): [string, string] => [k, k === 'email' ? 'not an e-mail' : v])
        const ref = fields.find(([k]) => k.startsWith('$ACTION_REF_'))?.[0].slice('$ACTION_REF_'.length)
        const descriptor = fields.find(([k]) => k === `$ACTION_${ref}:0`)?.[1] ?? ''
        const actionId = /"id":"([0-9a-f]+)"/.exec(descriptor)?.[1] ?? ''
        const replace = (key: string, value: string) => fields.map(([k, v]): [string, string] => [k, k === key ? value : v])
        const mutation = fc.oneof(
          hostileJson.map((v) => replace(`$ACTION_${ref}:0`, JSON.stringify(v) ?? '')),
          fc.constantFrom('{', '', `{"id":"${actionId}","bound":"x"}`, `{"id":"${actionId}","bound":5}`, `{"id":"${actionId}","bound":"$@9"}`, `{"id":"${actionId}","bound":"$h1"}`).map((d) => replace(`$ACTION_${ref}:0`, d)),
          fc.oneof(hostileJson.map((v) => JSON.stringify(v) ?? ''), fc.constantFrom('[{', '["$h1"]', '["$Q1"]', '[{"status":"idle"},"x"]', '[1,2,3]')).map((b) => replace(`$ACTION_${ref}:1`, b)),
          fc.constant([...fields.filter(([k]) => !k.startsWith('$ACTION_')), [`$ACTION_ID_${actionId}`, '']] as [string, string][]),
        )
        const mpa = generate(mutation, 8, pageIndex)
        const fetchBodies = ['hello', '{"a":1}', '[1,2]', '"x"', '["$h1"]']
        for (const body of [...mpa.map((f) => ({ multipart: Object.fromEntries(f) })), ...fetchBodies.map((b) => ({ data: b, headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8' } }))]) {
          const headers = { 'x-forwarded-for': uniqueIp(), ...('headers' in body ? body.headers : {}) }
          const response = 'multipart' in body ? await request.post(path, { multipart: body.multipart, headers, maxRedirects: 0 }) : await request.post(path, { data: body.data, headers, maxRedirects: 0 })
          posts++
          expect(response.status(), `${path} ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500)
        }
      }
    }
    expect(posts).toBeGreaterThanOrEqual(30)
    expect(await stored(request)).toEqual(before)
  })

  test('API errors name their kind in the production build, in English unless Czech is asked for', async ({ request }) => {
    const graphql = await request.post('/api/graphql', { data: { query: '{ Users { docs { email } } }' } })
    const body = (await graphql.json()) as { errors: { message: string; extensions: { name: string } }[] }
    expect(body.errors[0]).toMatchObject({ message: 'You are not allowed to perform this action.', extensions: { name: 'Forbidden' } })
    const cycle = await request.post('/graphql', { data: { query: 'query{Events{docs{...A}}} fragment A on Event{id ...A}' } })
    expect(cycle.status()).toBe(400)
    const invalid = await request.post('/api/events', { headers: { ...auth, 'Accept-Language': 'cs' }, data: { title: { a: 1 }, startsAt: 5 } })
    expect(invalid.status()).toBe(400)
    const rest = (await invalid.json()) as { errors: { name: string; message: string }[] }
    expect(rest.errors[0].name).toBe('ValidationError')
    expect(rest.errors[0].message).toMatch(/^Následující pole/)
    const paging = await request.get('/api/events?limit=-5')
    expect(paging.status()).toBe(400)
    expect(await paging.json()).toEqual({ errors: [{ message: 'limit and page must be whole numbers (page from 1).' }] })
  })
})
