/**
 * What staff write for search engines (issue 36): an event's SEO group reaches the site's reads and
 * the sitemap on SQLite and PostgreSQL; empty fields leave the document's own. The page's
 * `<title>` and robots tag in a browser: tests/e2e/admin.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'

let t: TestPayload

beforeAll(async () => {
  t = await startTestPayload()
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

describe('the SEO group', () => {
  it('is read with the event in each language, and noindex keeps the event out of the sitemap', async () => {
    const { getEventBySlug } = await import('@/lib/events/queries')
    const { sitemapEntries } = await import('@/lib/seo/sitemap')
    const startsAt = new Date(Date.now() + 10 * 86_400_000).toISOString()
    await t.payload.create({ collection: 'events', locale: 'cs', data: { title: 'Otevřený dům', slug: 'otevreny-dum', startsAt, _status: 'published' } })
    const hidden = await t.payload.create({
      collection: 'events',
      locale: 'cs',
      data: { title: 'Interní školení', slug: 'interni-skoleni', startsAt, _status: 'published', meta: { title: 'Školení pro členy', description: 'Jen pro členy domu.', noindex: true } },
    })
    await t.payload.update({ collection: 'events', id: hidden.id, locale: 'en', data: { title: 'Internal training', meta: { title: 'Training for members' }, _status: 'published' } })

    expect((await getEventBySlug('interni-skoleni', 'cs'))?.seo).toEqual({ title: 'Školení pro členy', description: 'Jen pro členy domu.', image: null, noindex: true })
    expect((await getEventBySlug('interni-skoleni', 'en'))?.seo.title).toBe('Training for members')
    expect((await getEventBySlug('otevreny-dum', 'cs'))?.seo).toEqual({ title: null, description: null, image: null, noindex: false })

    const urls = (await sitemapEntries()).map((e) => e.url)
    expect(urls.some((u) => u.endsWith('/akce/otevreny-dum'))).toBe(true)
    expect(urls.some((u) => u.includes('interni-skoleni'))).toBe(false)
  })

  it("a fixed page's texts are the list's heading and search fields, and its noindex keeps the page out of the sitemap", async () => {
    const { getPage } = await import('@/lib/pages/queries')
    const { sitemapEntries } = await import('@/lib/seo/sitemap')
    const urls = async () => (await sitemapEntries()).map((e) => new URL(e.url).pathname)
    expect(await urls()).toEqual(expect.arrayContaining(['/akce', '/kariera']))
    await t.payload.create({
      collection: 'pages',
      locale: 'cs',
      data: { key: 'events', title: 'Akce a setkání', lead: 'Co se v domě chystá.', meta: { title: 'Akce v HUB 1909' }, _status: 'published' },
    })
    await t.payload.create({ collection: 'pages', locale: 'cs', data: { key: 'careers', title: 'Kariéra', meta: { noindex: true }, _status: 'published' } })
    const events = await getPage('events', 'cs')
    expect({ title: events?.title, lead: events?.lead, seo: events?.seo.title }).toEqual({ title: 'Akce a setkání', lead: 'Co se v domě chystá.', seo: 'Akce v HUB 1909' })
    expect(await urls()).toContain('/akce')
    expect(await urls()).not.toContain('/kariera')
    expect(await urls()).not.toContain('/en/careers')
  })
})
