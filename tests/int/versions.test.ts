/**
 * Drafts and versions of membership tiers and Site settings (issue 36): a saved draft changes
 * nothing visitors see until it is published, and an earlier published state can be restored, on
 * SQLite and PostgreSQL. The admin's buttons: tests/e2e/admin.spec.ts.
 */
import { REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

let t: TestPayload
let manager = ''
// Imported once the test database is set: the site's Payload client reads its config on import.
let site: { tiers: typeof import('@/lib/membership/queries').readMembershipTiers; settings: typeof import('@/lib/site/queries').readSiteSettings }

const HANDLERS = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH }

async function rest(method: keyof typeof HANDLERS, path: string, who: string | null, body?: unknown) {
  const url = new URL(`http://localhost:3000/api/${path}`)
  const headers: Record<string, string> = { 'Accept-Language': 'cs', Origin: 'http://localhost:3000' }
  if (who) headers.Authorization = `JWT ${who}`
  if (body) headers['Content-Type'] = 'application/json'
  const request = new Request(url, { method, headers, body: body ? JSON.stringify(body) : undefined })
  const response = await HANDLERS[method](Promise.resolve(t.config))(request, { params: Promise.resolve({ slug: url.pathname.slice(5).split('/') }) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  t = await startTestPayload()
  const [tiers, settings] = await Promise.all([import('@/lib/membership/queries'), import('@/lib/site/queries')])
  site = { tiers: tiers.readMembershipTiers, settings: settings.readSiteSettings }
  const email = `manager-versions-${t.dialect}@hub1909.test`
  await t.payload.create({ collection: 'users', data: { email, password: 'a long manager password 1909', role: 'communityManager' } })
  manager = (await t.payload.login({ collection: 'users', data: { email, password: 'a long manager password 1909' } })).token as string
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('membership tiers', () => {
  let id: number

  it('a published tier is on the site; a saved draft of a new price is not, until published', async () => {
    const created = await rest('POST', 'membership-tiers', manager, { name: 'Seat', key: 'seat', tab: 'coworking', price: 4900, pricePeriod: 'month', _status: 'published' })
    expect(created.status).toBe(201)
    id = (created.json.doc as { id: number }).id
    expect((await site.tiers('cs')).find((tier) => tier.key === 'seat')?.price).toBe(4900)

    expect((await rest('PATCH', `membership-tiers/${id}?draft=true`, manager, { price: 5200 })).status).toBe(200)
    expect((await site.tiers('cs')).find((tier) => tier.key === 'seat')?.price).toBe(4900)
    expect((await rest('GET', `membership-tiers/${id}`, null)).json.price).toBe(4900)
    // A visitor asking the API for the draft gets the published price.
    expect((await rest('GET', `membership-tiers/${id}?draft=true`, null)).json.price).toBe(4900)
    expect((await rest('GET', `membership-tiers/${id}?draft=true`, manager)).json.price).toBe(5200)

    expect((await rest('PATCH', `membership-tiers/${id}`, manager, { _status: 'published' })).status).toBe(200)
    expect((await site.tiers('cs')).find((tier) => tier.key === 'seat')?.price).toBe(5200)
  })

  it('an earlier published price can be restored from the history', async () => {
    const versions = await rest('GET', `membership-tiers/versions?where[parent][equals]=${id}&sort=createdAt`, manager)
    const docs = versions.json.docs as { id: number; version: { price: number; _status: string } }[]
    const first = docs.find((v) => v.version.price === 4900 && v.version._status === 'published')
    expect(first).toBeDefined()
    expect((await rest('POST', `membership-tiers/versions/${first!.id}`, manager)).status).toBe(200)
    expect((await site.tiers('cs')).find((tier) => tier.key === 'seat')?.price).toBe(4900)
  })

  it('a tier created as a draft is not on the site and not in the API for visitors', async () => {
    const draft = await rest('POST', 'membership-tiers?draft=true', manager, { name: 'Office', key: 'office', tab: 'office', price: 15000, pricePeriod: 'month' })
    expect(draft.status).toBe(201)
    expect((await site.tiers('cs')).map((tier) => tier.key)).not.toContain('office')
    const listed = await rest('GET', 'membership-tiers?draft=true', null)
    expect((listed.json.docs as { key: string }[]).map((doc) => doc.key)).not.toContain('office')
  })
})

describe('Site settings', () => {
  it('settings written without a status (the seed, scripts) are published', async () => {
    await t.payload.updateGlobal({
      slug: 'site-settings',
      data: {
        membersLoginUrl: 'https://members.hub1909.test',
        address: { street: 'Jindřišská 16', postalCode: '110 00', city: 'Praha 1' },
        contact: { email: 'info@hub1909.test' },
        company: { name: 'HUB 1909 s.r.o.' },
      } as never,
    })
    expect((await rest('GET', 'globals/site-settings', null)).json.membersLoginUrl).toBe('https://members.hub1909.test')
    expect((await site.settings('cs')).vatPercent).toBe(21)
  })

  it('a draft VAT is neither on the site nor in the API for visitors until published', async () => {
    expect((await rest('POST', 'globals/site-settings?draft=true', manager, { vatPercent: 12 })).status).toBe(200)
    expect((await site.settings('cs')).vatPercent).toBe(21)
    expect((await rest('GET', 'globals/site-settings?draft=true', null)).json.vatPercent).toBe(21)
    expect((await rest('GET', 'globals/site-settings?draft=true', manager)).json.vatPercent).toBe(12)

    expect((await rest('POST', 'globals/site-settings', manager, { vatPercent: 12, tagline: 'Dům pro podnikání' })).status).toBe(200)
    expect((await site.settings('cs')).vatPercent).toBe(12)
    expect((await site.settings('cs')).tagline).toBe('Dům pro podnikání')
  })

  it('an earlier published state can be restored, and VAT out of bounds is refused in Czech', async () => {
    const versions = await rest('GET', 'globals/site-settings/versions?sort=createdAt', manager)
    const docs = versions.json.docs as { id: number; version: { vatPercent: number; _status: string } }[]
    const at21 = docs.find((v) => v.version.vatPercent === 21 && v.version._status === 'published')
    expect(at21).toBeDefined()
    expect((await rest('POST', `globals/site-settings/versions/${at21!.id}`, manager)).status).toBe(200)
    expect((await site.settings('cs')).vatPercent).toBe(21)

    // an editor reads the settings' history but restores nothing (the settings are the house's)
    const email = `editor-versions-${t.dialect}@hub1909.test`
    await t.payload.create({ collection: 'users', data: { email, password: 'a long editor password 1909', role: 'editor' } })
    const editor = (await t.payload.login({ collection: 'users', data: { email, password: 'a long editor password 1909' } })).token as string
    expect((await rest('GET', 'globals/site-settings/versions', editor)).status).toBe(200)
    expect((await rest('POST', `globals/site-settings/versions/${at21!.id}`, editor)).status).toBe(403)

    const refused = await rest('POST', 'globals/site-settings', manager, { vatPercent: 210 })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toMatch(/DPH/)
  })
})
