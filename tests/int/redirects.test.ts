/**
 * Old addresses keep working (issue 36): publishing a new slug leaves a redirect from the old
 * address to the document, staff keep redirects of their own, and the site resolves them, on
 * SQLite and PostgreSQL. The proxy's answer in a browser: tests/e2e/admin.spec.ts.
 */
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

let t: TestPayload
let editor = ''
// Imported once the test database is set: the site's Payload client reads its config on import.
let findRedirect: typeof import('@/lib/redirects/find').findRedirect

const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString()

async function redirectsFrom(from: string) {
  return (await t.payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 0 })).docs
}

function rest(method: 'GET' | 'POST', path: string, who: string | null, body?: unknown) {
  const url = new URL(`http://localhost:3000/api/${path}`)
  const headers: Record<string, string> = { 'Accept-Language': 'cs', Origin: 'http://localhost:3000' }
  if (who) headers.Authorization = `JWT ${who}`
  if (body) headers['Content-Type'] = 'application/json'
  const handler = (method === 'GET' ? REST_GET : REST_POST)(Promise.resolve(t.config))
  return handler(new Request(url, { method, headers, body: body ? JSON.stringify(body) : undefined }), { params: Promise.resolve({ slug: url.pathname.slice(5).split('/') }) })
}

beforeAll(async () => {
  t = await startTestPayload()
  ;({ findRedirect } = await import('@/lib/redirects/find'))
  const email = `editor-redirects-${t.dialect}@hub1909.test`
  await t.payload.create({ collection: 'users', data: { email, password: 'a long editor password 1909', role: 'editor' } })
  editor = (await t.payload.login({ collection: 'users', data: { email, password: 'a long editor password 1909' } })).token as string
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('a slug changed on a published document', () => {
  it('leaves its old address pointing at the document, in that language only, and never as a chain', async () => {
    const event = await t.payload.create({ collection: 'events', locale: 'cs', data: { title: 'Procházka domem', slug: 'prochazka-domem', startsAt: future(), capacity: 10, _status: 'published' } })
    await t.payload.update({ collection: 'events', id: event.id, locale: 'en', data: { title: 'A walk', slug: 'a-walk', _status: 'published' } })
    // Translated: the Czech slug still opens the English page (and moves to its own), no redirect needed.
    expect(await redirectsFrom('/en/events/prochazka-domem')).toHaveLength(0)
    await t.payload.update({ collection: 'events', id: event.id, locale: 'cs', data: { slug: 'prochazka-1909', _status: 'published' } })

    expect(await findRedirect('/akce/prochazka-domem')).toEqual({ location: '/akce/prochazka-1909', status: 301 })
    // a trailing slash and a full URL pasted from the browser are the same address
    expect(await findRedirect('/akce/prochazka-domem/')).toEqual({ location: '/akce/prochazka-1909', status: 301 })
    expect(await findRedirect('/en/events/a-walk')).toBeNull()

    await t.payload.update({ collection: 'events', id: event.id, locale: 'cs', data: { slug: 'prochazka-2026', _status: 'published' } })
    expect(await findRedirect('/akce/prochazka-domem')).toEqual({ location: '/akce/prochazka-2026', status: 301 })
    expect(await findRedirect('/akce/prochazka-1909')).toEqual({ location: '/akce/prochazka-2026', status: 301 })
    expect(await redirectsFrom('/akce/prochazka-domem')).toHaveLength(1)

    // Unpublished, the document has no address: the old ones are 404s again.
    await t.payload.update({ collection: 'events', id: event.id, data: { _status: 'draft' } })
    expect(await findRedirect('/akce/prochazka-domem')).toBeNull()
  })

  it('a draft leaves nothing until it is published', async () => {
    const post = await t.payload.create({ collection: 'posts', locale: 'cs', data: { title: 'Nový tisk', slug: 'novy-tisk', _status: 'published' } as never })
    await t.payload.update({ collection: 'posts', id: post.id, locale: 'cs', draft: true, data: { slug: 'novy-tisk-2' } })
    expect(await redirectsFrom('/blog/novy-tisk')).toHaveLength(0)
    await t.payload.update({ collection: 'posts', id: post.id, locale: 'cs', data: { slug: 'novy-tisk-2', _status: 'published' } })
    expect(await findRedirect('/blog/novy-tisk')).toEqual({ location: '/blog/novy-tisk-2', status: 301 })
    // English showed the article at its Czech slug (no English slug of its own): that address moves too.
    expect(await findRedirect('/en/blog/novy-tisk')).toEqual({ location: '/en/blog/novy-tisk-2', status: 301 })

    const draft = await t.payload.create({ collection: 'posts', locale: 'cs', draft: true, data: { title: 'Koncept', slug: 'koncept', _status: 'draft' } as never })
    await t.payload.update({ collection: 'posts', id: draft.id, locale: 'cs', data: { slug: 'koncept-2', _status: 'published' } })
    expect(await redirectsFrom('/blog/koncept')).toHaveLength(0)
  })
})

describe('redirects staff keep', () => {
  it('store the path of whatever address is pasted, and send it where staff say, temporarily if chosen', async () => {
    const created = await t.payload.create({
      collection: 'redirects',
      data: { from: 'https://hub1909.cz/stary-web/o-nas.html?utm=x', to: { type: 'custom', url: '/o-nas' }, type: '302' },
    })
    expect(created.from).toBe('/stary-web/o-nas.html')
    expect(await findRedirect('/stary-web/o-nas.html')).toEqual({ location: '/o-nas', status: 302 })
    expect(await findRedirect('/stary-web/jine.html')).toBeNull()
  })

  it('refuse an address of the CMS with a message in the staff member’s language, and are for staff only', async () => {
    const refused = await rest('POST', 'redirects', editor, { from: '/admin/login', to: { type: 'custom', url: '/' } })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Zadejte adresu stránky na tomto webu')
    const kept = await rest('POST', 'redirects', editor, { from: '/akce-2019', to: { type: 'custom', url: '/akce/archiv' } })
    expect(kept.status).toBe(201)
    expect((await rest('GET', 'redirects', null)).status).toBe(403)
  })
})
