import fs from 'node:fs'
import path from 'node:path'

import { HtmlValidate, type ConfigData } from 'html-validate'

import { ROUTES, type RouteRow } from '../fixtures/routes'
import { expect, test, type APIRequestContext } from './test'

/**
 * Search engines and sharing (issue 16), the markup: every routing-table row in both languages
 * carries JSON-LD that parses, of the right schema.org type, with a BreadcrumbList below the home
 * page; and the server's HTML of every page type (and the 404 page) passes html-validate's
 * standard preset (.htmlvalidaterc.json) with no errors.
 */

const ID_COLLECTIONS: Record<string, string> = { 'blog/[id]': 'posts', 'events/[id]': 'events', 'space/[id]': 'spaces' }

/** The types each page must carry besides its BreadcrumbList. */
const TYPES: Record<string, string[]> = {
  index: ['Organization', 'LocalBusiness'],
  contact: ['Organization', 'LocalBusiness'],
  'blog-id': ['BlogPosting'],
  'events-id': ['Event'],
  'space-id': ['Place'],
}

const LOCALES = ['cs', 'en'] as const

type Node = Record<string, unknown>

/** A page of a routing row in a locale: `{id}` is the first published document's slug. */
async function pathOf(request: APIRequestContext, row: RouteRow, locale: 'cs' | 'en'): Promise<string> {
  const collection = ID_COLLECTIONS[row.dir]
  if (!collection) return row[locale]
  const { docs } = await (await request.get(`/api/${collection}?locale=${locale}&limit=1&depth=0&sort=id`)).json()
  return row[locale].replace('{id}', docs[0].slug as string)
}

/** The JSON-LD documents of a page, parsed, and their nodes (a @graph's members one by one). */
function jsonLdOf(html: string): { documents: Node[]; nodes: Node[] } {
  const documents = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Node)
  const nodes = documents.flatMap((d) => (Array.isArray(d['@graph']) ? (d['@graph'] as Node[]) : [d]))
  return { documents, nodes }
}

test.describe('JSON-LD on every page', () => {
  for (const row of ROUTES) {
    test(`${row.name}: JSON-LD of the right types in both languages`, async ({ request, baseURL }) => {
      for (const locale of LOCALES) {
        const pagePath = await pathOf(request, row, locale)
        const response = await request.get(pagePath)
        expect(response.status(), pagePath).toBe(200)
        const { documents, nodes } = jsonLdOf(await response.text())
        for (const d of documents) expect(d['@context'], pagePath).toBe('https://schema.org')
        const types = nodes.map((n) => n['@type'])
        expect(types, pagePath).not.toContain('CoworkingSpace')
        for (const type of TYPES[row.name] ?? []) expect(types, pagePath).toContain(type)

        const crumbs = nodes.filter((n) => n['@type'] === 'BreadcrumbList')
        if (row.name === 'index') {
          expect(crumbs, pagePath).toHaveLength(0)
          continue
        }
        expect(crumbs, pagePath).toHaveLength(1)
        const items = crumbs[0].itemListElement as { '@type': string; position: number; name: string; item: string }[]
        expect(items.length, pagePath).toBeGreaterThanOrEqual(2)
        items.forEach((item, i) => {
          expect(item['@type'], pagePath).toBe('ListItem')
          expect(item.position, pagePath).toBe(i + 1)
          expect(item.name.trim().length, pagePath).toBeGreaterThan(0)
          expect(item.item, pagePath).toMatch(/^https?:\/\//)
        })
        const home = new URL(baseURL!).origin + (locale === 'cs' ? '' : '/en')
        expect(items[0].item, pagePath).toBe(home)
        expect(decodeURI(new URL(items.at(-1)!.item).pathname), pagePath).toBe(decodeURI(pagePath))
      }
    })
  }

  test('the event: full place and address, offset times, status, organizer, offer', async ({ request }) => {
    for (const locale of LOCALES) {
      const pagePath = await pathOf(request, ROUTES.find((r) => r.name === 'events-id')!, locale)
      const event = jsonLdOf(await (await request.get(pagePath)).text()).nodes.find((n) => n['@type'] === 'Event')!
      expect(event.name, pagePath).toBeTruthy()
      expect(event.startDate, pagePath).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
      expect(event.eventStatus, pagePath).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled)$/)
      expect(event.eventAttendanceMode, pagePath).toBe('https://schema.org/OfflineEventAttendanceMode')
      expect(event.image, pagePath).toBeTruthy()
      expect(event.organizer, pagePath).toMatchObject({ '@type': 'Organization' })
      expect(event.offers, pagePath).toMatchObject({ '@type': 'Offer', priceCurrency: 'CZK' })
      const location = event.location as Node
      expect(location['@type'], pagePath).toBe('Place')
      expect(location.address, pagePath).toMatchObject({
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        postalCode: expect.any(String),
        addressLocality: expect.any(String),
        addressCountry: 'CZ',
      })
    }
  })

  test('the house: LocalBusiness with address, geo, hours, contacts and the social links', async ({ request }) => {
    const settings = await (await request.get('/api/globals/site-settings?locale=cs&depth=0')).json()
    const house = jsonLdOf(await (await request.get('/')).text()).nodes.find((n) => n['@type'] === 'LocalBusiness')!
    expect(house.name).toBe(settings.brandName)
    expect(house.address).toMatchObject({ streetAddress: settings.address.street, postalCode: settings.address.postalCode, addressLocality: settings.address.city })
    expect(house.geo).toMatchObject({ '@type': 'GeoCoordinates' })
    expect(house.openingHoursSpecification).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'OpeningHoursSpecification' })]))
    expect(house.telephone).toBe(settings.contact.phone)
    expect(house.email).toBe(settings.contact.email)
    expect(house.sameAs).toEqual(settings.social.map((s: { url: string }) => s.url))
  })

  test('the event’s calendar links carry the full address', async ({ request }) => {
    const settings = await (await request.get('/api/globals/site-settings?locale=cs&depth=0')).json()
    const upcoming = `where[space][exists]=true&where[startsAt][greater_than]=${encodeURIComponent(new Date().toISOString())}`
    const { docs } = await (await request.get(`/api/events?locale=cs&limit=1&depth=1&sort=startsAt&${upcoming}`)).json()
    const ics = (await (await request.get(`/api/calendar/${docs[0].id}.ics?locale=cs`)).text()).replace(/\r\n /g, '')
    const location = /^LOCATION:(.*)$/m.exec(ics)?.[1] ?? ''
    for (const part of [docs[0].space.name, settings.address.street, settings.address.postalCode, settings.address.city]) {
      expect(location).toContain(part.replace(/,/g, '\\,'))
    }
    const html = await (await request.get(`/akce/${docs[0].slug}`)).text()
    const google = /href="(https:\/\/calendar\.google\.com\/[^"]+)"/.exec(html)?.[1]
    expect(google).toBeTruthy()
    const where = new URL(google!.replace(/&amp;/g, '&')).searchParams.get('location') ?? ''
    for (const part of [docs[0].space.name, settings.address.street, settings.address.postalCode, settings.address.city]) expect(where).toContain(part)
  })
})

test.describe('html-validate (standard preset)', () => {
  const config = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../.htmlvalidaterc.json'), 'utf8')) as ConfigData
  const validator = new HtmlValidate(config)

  const validate = async (html: string) => {
    const report = await validator.validateString(html)
    return report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message} (${m.selector ?? ''})`))
  }

  for (const row of ROUTES) {
    test(`${row.name} passes in both languages`, async ({ request }) => {
      for (const locale of LOCALES) {
        const pagePath = await pathOf(request, row, locale)
        const response = await request.get(pagePath)
        expect(response.status(), pagePath).toBe(200)
        expect(await validate(await response.text()), pagePath).toEqual([])
      }
    })
  }

  test('the 404 page passes in both languages', async ({ request }) => {
    for (const missing of ['/tohle-tu-neni', '/en/no-such-page']) {
      const response = await request.get(missing)
      expect(response.status(), missing).toBe(404)
      expect(await validate(await response.text()), missing).toEqual([])
    }
  })
})
