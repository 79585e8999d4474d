/**
 * Staff roles (issue 36): what an administrator, a community manager and an editor may do, through
 * Payload's REST and GraphQL handlers as the admin and API clients reach them, on SQLite and PostgreSQL.
 */
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

let t: TestPayload
const auth: Record<'admin' | 'communityManager' | 'editor', string> = { admin: '', communityManager: '', editor: '' }
const ids: Record<keyof typeof auth, number> = { admin: 0, communityManager: 0, editor: 0 }
let eventId: number

const PERSONAL = ['event-registrations', 'event-space-enquiries', 'contact-requests', 'newsletter-subscribers', 'mail-outbox'] as const

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const HANDLERS = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH, DELETE: REST_DELETE }

async function rest(method: Method, path: string, who: string | null, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = new URL(`http://localhost:3000/api/${path}`)
  const headers: Record<string, string> = { 'Accept-Language': 'cs' }
  if (who) headers.Authorization = `JWT ${who}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const response = await HANDLERS[method](Promise.resolve(t.config))(request, { params: Promise.resolve({ slug: url.pathname.slice(5).split('/') }) })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = { text }
  }
  return { status: response.status, json }
}

async function graphql(query: string, who: string): Promise<{ data?: Record<string, { docs?: unknown[] } | null>; errors?: { extensions?: { statusCode?: number } }[] }> {
  const response = await GRAPHQL_POST(Promise.resolve(t.config))(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${who}` },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as Awaited<ReturnType<typeof graphql>>
}

async function account(role: keyof typeof auth, first = false) {
  const email = `${role}-${t.dialect}@hub1909.test`
  const password = `a long ${role} password 1909`
  // The first account is made as Payload's first-register screen makes it: without a role.
  const data = first ? { email, password } : { email, password, role }
  const user = await t.payload.create({ collection: 'users', data: data as never })
  const { token } = await t.payload.login({ collection: 'users', data: { email, password } })
  auth[role] = token as string
  ids[role] = user.id as number
  return user
}

beforeAll(async () => {
  t = await startTestPayload()
  await account('admin', true)
  await account('communityManager')
  await account('editor')
  const event = await t.payload.create({
    collection: 'events',
    data: { title: 'Role test', startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), capacity: 5, registrationOpen: true, _status: 'published' },
  })
  eventId = event.id as number
  await t.payload.updateGlobal({
    slug: 'site-settings',
    data: {
      membersLoginUrl: 'https://members.hub1909.test',
      address: { street: 'Jindřišská 16', postalCode: '110 00', city: 'Praha 1' },
      contact: { email: 'info@hub1909.test' },
      company: { name: 'HUB 1909 s.r.o.' },
    } as never,
  })
  await t.payload.create({ collection: 'event-registrations', data: { event: eventId, firstName: 'Jana', lastName: 'Nováková', email: 'jana@example.cz', company: 'Nováková s.r.o.', locale: 'cs', consent: true } as never })
  await t.payload.create({ collection: 'contact-requests', data: { name: 'Petr', email: 'petr@example.cz', topic: 'membership', message: 'Dobrý den, máte volné místo?', consent: true, locale: 'cs' } as never })
})

afterAll(async () => {
  await t?.cleanup()
})

describe('staff roles', () => {
  it('makes the first account an administrator and later ones editors unless told otherwise', async () => {
    const admin = await t.payload.findByID({ collection: 'users', id: ids.admin })
    expect(admin.role).toBe('admin')
    const plain = await t.payload.create({ collection: 'users', data: { email: `plain-${t.dialect}@hub1909.test`, password: 'a long plain password' } as never })
    expect(plain.role).toBe('editor')
    await t.payload.delete({ collection: 'users', id: plain.id })
  })

  it('keeps personal data from editors in REST, GraphQL and the exports', async () => {
    for (const slug of PERSONAL) {
      expect((await rest('GET', slug, auth.editor)).status, slug).toBe(403)
      expect((await rest('GET', slug, null)).status, slug).toBe(403)
    }
    expect((await rest('GET', `event-registrations/export.csv?event=${eventId}`, auth.editor)).status).toBe(403)
    for (const slug of ['newsletter-subscribers', 'event-space-enquiries', 'contact-requests', 'mail-outbox']) {
      expect((await rest('GET', `${slug}/export.csv`, auth.editor)).status, slug).toBe(403)
    }
    expect((await rest('POST', 'contact-requests', auth.editor, { name: 'X', email: 'x@example.cz', topic: 'membership', message: 'Zkouška zprávy', consent: true })).status).toBe(403)
    const gql = await graphql('{ EventRegistrations { docs { email } } ContactRequests { docs { email } } }', auth.editor)
    expect(gql.errors?.[0]?.extensions?.statusCode).toBe(403)
    expect(gql.data?.EventRegistrations ?? null).toBeNull()
    expect(gql.data?.ContactRequests ?? null).toBeNull()
  })

  it('lets editors write content and media but not the house settings', async () => {
    const post = await rest('POST', 'posts', auth.editor, { title: 'Redakční článek', _status: 'draft' })
    expect(post.status).toBe(201)
    const page = await rest('GET', 'pages', auth.editor)
    expect(page.status).toBe(200)
    expect((await rest('POST', 'globals/site-settings', auth.editor, { brandName: 'Jiný název' })).status).toBe(403)
    const settings = await t.payload.findGlobal({ slug: 'site-settings' })
    expect(settings.brandName).not.toBe('Jiný název')
  })

  it('gives community managers personal data and the house settings, not staff accounts', async () => {
    for (const slug of PERSONAL) expect((await rest('GET', slug, auth.communityManager)).status, slug).toBe(200)
    const registrations = await rest('GET', 'event-registrations', auth.communityManager)
    expect((registrations.json.docs as { email: string }[]).map((d) => d.email)).toEqual(['jana@example.cz'])
    for (const slug of ['newsletter-subscribers', 'event-space-enquiries', 'contact-requests', 'mail-outbox']) {
      expect((await rest('GET', `${slug}/export.csv`, auth.communityManager)).status, slug).toBe(200)
    }
    // The registrations of an event as Czech Excel opens them: `;`, Czech headers and values, the event named.
    const csv = await rest('GET', `event-registrations/export.csv?event=${eventId}`, auth.communityManager)
    expect(csv.status).toBe(200)
    const [header, row] = String(csv.json.text).replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe('Akce;Začátek akce;Stav;Místo č.;Jméno;Příjmení;E-mail;Firma;Jazyk;Vytvořeno v;Potvrzeno;Zrušeno;Přišel/přišla;Přišel/přišla bez registrace')
    expect(row).toMatch(/^Role test;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};Potvrzená;1;Jana;Nováková;jana@example\.cz;Nováková s\.r\.o\.;Čeština;/)
    const gql = await graphql('{ ContactRequests { docs { email } } }', auth.communityManager)
    expect(gql.errors).toBeUndefined()
    expect(gql.data?.ContactRequests?.docs).toEqual([{ email: 'petr@example.cz' }])
    const saved = await rest('POST', 'globals/site-settings', auth.communityManager, { tagline: 'Dům pro podnikání' })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)

    expect((await rest('POST', 'users', auth.communityManager, { email: 'new@hub1909.test', password: 'a long new password', role: 'admin' })).status).toBe(403)
    expect((await rest('DELETE', `users/${ids.editor}`, auth.communityManager)).status).toBe(403)
    expect((await rest('PATCH', `users/${ids.editor}`, auth.communityManager, { name: 'Přejmenováno' })).status).toBe(403)
  })

  it('lets every staff member edit their own account but never their own role', async () => {
    const own = await rest('PATCH', `users/${ids.editor}`, auth.editor, { name: 'Eva Redaktorka', role: 'admin' })
    expect(own.status).toBe(200)
    const me = await t.payload.findByID({ collection: 'users', id: ids.editor })
    expect(me.name).toBe('Eva Redaktorka')
    expect(me.role).toBe('editor')
    const viaGraphql = await graphql(`mutation { updateUser(id: ${ids.editor}, data: { role: admin }) { role } }`, auth.editor)
    expect(viaGraphql.data?.updateUser).toEqual({ role: 'editor' })
    expect((await t.payload.findByID({ collection: 'users', id: ids.editor })).role).toBe('editor')
  })

  it('lets an administrator manage accounts, and never remove the last administrator', async () => {
    const created = await rest('POST', 'users', auth.admin, { email: `cm2-${t.dialect}@hub1909.test`, password: 'a long second password', role: 'communityManager' })
    expect(created.status).toBe(201)
    const id = (created.json.doc as { id: number; role: string }).id
    expect((created.json.doc as { role: string }).role).toBe('communityManager')
    expect((await rest('PATCH', `users/${id}`, auth.admin, { role: 'editor' })).status).toBe(200)
    expect((await t.payload.findByID({ collection: 'users', id })).role).toBe('editor')
    expect((await rest('DELETE', `users/${id}`, auth.admin)).status).toBe(200)

    const demote = await rest('PATCH', `users/${ids.admin}`, auth.admin, { role: 'editor' })
    expect(demote.status).toBe(400)
    expect(JSON.stringify(demote.json)).toContain('poslední účet správce')
    expect((await t.payload.findByID({ collection: 'users', id: ids.admin })).role).toBe('admin')
    expect((await rest('DELETE', `users/${ids.admin}`, auth.admin)).status).toBe(400)
    expect(await t.payload.findByID({ collection: 'users', id: ids.admin })).toBeTruthy()

    // With a second administrator, the first may step down.
    expect((await rest('PATCH', `users/${ids.communityManager}`, auth.admin, { role: 'admin' })).status).toBe(200)
    expect((await rest('PATCH', `users/${ids.admin}`, auth.admin, { role: 'communityManager' })).status).toBe(200)
    expect((await t.payload.findByID({ collection: 'users', id: ids.admin })).role).toBe('communityManager')
  })

  it('refuses a typo in the company identifiers and a VAT out of bounds, in the staff member\'s language', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ company: { name: 'HUB 1909 s.r.o.', ico: '09871234' } }, 'company.ico', 'IČO má 8 číslic'],
      [{ bank: { accountNumber: '2301234567/2010' } }, 'bank.accountNumber', 'Číslo účtu nesouhlasí'],
      [{ bank: { iban: 'CZ65 2010 0000 0023 0123 4567' } }, 'bank.iban', 'IBAN nesouhlasí'],
      [{ vatPercent: 210 }, 'vatPercent', '30'],
      [{ vatPercent: -5 }, 'vatPercent', '0'],
    ]
    for (const [data, path, message] of cases) {
      const answer = await rest('POST', 'globals/site-settings', auth.communityManager, data)
      expect(answer.status, path).toBe(400)
      const errors = ((answer.json.errors as { data?: { errors?: { path: string; message: string }[] } }[])[0]?.data?.errors ?? [])
      expect(errors.find((e) => e.path === path)?.message, path).toContain(message)
    }
    const good = await rest('POST', 'globals/site-settings', auth.communityManager, { company: { name: 'HUB 1909 s.r.o.', ico: '45244782' }, bank: { accountNumber: '19-2000145399/0800', iban: 'CZ65 0800 0000 1920 0014 5399' }, vatPercent: 12 })
    expect(good.status, JSON.stringify(good.json)).toBe(200)
    const stored = await t.payload.findGlobal({ slug: 'site-settings' })
    expect(stored.company?.ico).toBe('45244782')
    expect(stored.vatPercent).toBe(12)
  })
})
