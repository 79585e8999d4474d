import type { Page } from '@playwright/test'

import { ROUTES } from '../fixtures/routes'
import { expect, test } from './test'

/**
 * Issue 16: what search engines and link previews read in every page's head, and the language
 * switch as a crawler (no JavaScript) follows it. The JSON-LD and the markup have
 * seo-markup.spec.ts, the sitemap and robots.txt seo-sitemap.spec.ts.
 */

/** A seeded document per {id} route, by its slug in each language. */
const IDS: Record<string, Record<'cs' | 'en', string>> = {
  'events-id': { cs: 'prednaska-historie-tiskarny', en: 'talk-the-story-of-the-1909-printing-house' },
  'space-id': { cs: 'otakar', en: 'otakar' },
  'blog-id': { cs: 'proc-pracovat-v-historickem-dome', en: 'why-work-in-a-historic-building' },
}
const OG_LOCALE = { cs: 'cs_CZ', en: 'en_GB' } as const

const pathOf = (row: (typeof ROUTES)[number], locale: 'cs' | 'en') => row[locale].replace('{id}', IDS[row.name]?.[locale] ?? '')

async function metas(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '')
    const og: Record<string, string[]> = {}
    for (const meta of document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
      const key = meta.getAttribute('property') ?? meta.getAttribute('name') ?? ''
      ;(og[key] ??= []).push(meta.getAttribute('content') ?? '')
    }
    return {
      canonical: all('link[rel="canonical"]', 'href'),
      hreflang: Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      ) as Record<string, string>,
      hreflangCount: document.head.querySelectorAll('link[rel="alternate"][hreflang]').length,
      robots: all('meta[name="robots"]', 'content'),
      description: all('meta[name="description"]', 'content'),
      og,
    }
  })
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

test.describe('metadata of every page', () => {
  for (const locale of ['cs', 'en'] as const) {
    for (const row of ROUTES) {
      test(`${row.name} (${locale}): one canonical, hreflang cs/en/x-default, Open Graph and Twitter card, its own image`, async ({
        browser,
        request,
      }) => {
        // As a crawler reads it: without JavaScript.
        const context = await browser.newContext({ javaScriptEnabled: false })
        const page = await context.newPage()
        const path = pathOf(row, locale)
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        const origin = new URL(page.url()).origin
        const m = await metas(page)
        await context.close()

        expect(m.canonical).toEqual([origin + (path === '/' ? '' : path)])
        expect(m.hreflangCount).toBe(3)
        const cs = origin + (pathOf(row, 'cs') === '/' ? '' : pathOf(row, 'cs'))
        expect(m.hreflang).toEqual({ cs, en: origin + pathOf(row, 'en'), 'x-default': cs })
        expect(m.description).toHaveLength(1)
        expect(m.description[0].length).toBeGreaterThan(20)
        expect(m.robots.length).toBeLessThanOrEqual(1)

        const og = (key: string) => m.og[key] ?? []
        expect(og('og:title')).toHaveLength(1)
        expect(og('og:description')).toEqual(m.description)
        expect(og('og:url')).toEqual(m.canonical)
        expect(og('og:site_name')).toEqual(['HUB 1909'])
        expect(og('og:locale')).toEqual([OG_LOCALE[locale]])
        expect(og('og:locale:alternate')).toEqual([OG_LOCALE[locale === 'cs' ? 'en' : 'cs']])
        expect(og('og:type')).toEqual([row.name === 'blog-id' ? 'article' : 'website'])
        expect(og('og:image:width')).toEqual(['1200'])
        expect(og('og:image:height')).toEqual(['630'])
        expect(og('og:image:alt')).toEqual(og('og:title'))
        expect(og('twitter:card')).toEqual(['summary_large_image'])
        expect(og('twitter:image')).toEqual(og('og:image'))

        const [image] = og('og:image')
        expect(image.startsWith(`${origin}/og/${locale}/`)).toBe(true)
        const png = await request.get(image)
        expect(png.status()).toBe(200)
        expect(png.headers()['content-type']).toBe('image/png')
        expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 })
      })
    }
  }

  test('an image is drawn once and then cached; an address not signed by the site is a 404, not an image with someone else’s text', async ({ page, request }) => {
    await page.goto('/akce/prednaska-historie-tiskarny')
    const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!)
    expect((await request.get(image.href)).status()).toBe(200)
    // Drawn once, then kept by the page cache.
    expect((await request.get(image.href)).headers()['x-page-cache']).toBe('hit')
    image.searchParams.set('title', 'Zdarma pro všechny')
    expect((await request.get(image.href)).status()).toBe(404)
    expect((await request.get('/og/cs/event?title=Zdarma')).status()).toBe(404)
    expect((await request.get(`/og/de/event${new URL(image.href).search}`)).status()).toBe(404)
  })

  test('/favicon.ico, which browsers and crawlers ask for unasked, is the house icon', async ({ request }) => {
    const ico = await request.get('/favicon.ico', { maxRedirects: 0 })
    expect(ico.status()).toBe(308)
    expect(ico.headers().location).toBe('/favicon.svg')
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  })

  test('the 404 page: one noindex, a description', async ({ page }) => {
    const response = await page.goto('/tahle-stranka-neni')
    expect(response?.status()).toBe(404)
    const m = await metas(page)
    expect(m.robots).toEqual(['noindex'])
    expect(m.description[0]).toMatch(/\w{3,}/)
  })

  test('the blog list with a category: canonical keeps the category, no bare "?" without one', async ({ page }) => {
    await page.goto('/blog')
    expect((await metas(page)).canonical[0]).toMatch(/\/blog$/)
    await page.goto('/en/blog')
    expect((await metas(page)).hreflang.cs).toMatch(/\/blog$/)
  })
})

test.describe('the language switch on a document page', () => {
  for (const row of ROUTES.filter((r) => r.name in IDS)) {
    test(`${row.name}: without JavaScript, from English it lands on the same document in Czech (its Czech slug)`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(pathOf(row, 'en'))
      const switchLink = page.getByRole('navigation').first().getByRole('link', { name: /^CZ\b/ })
      await expect(switchLink).toHaveAttribute('href', pathOf(row, 'cs'))
      const [response] = await Promise.all([page.waitForNavigation(), switchLink.click()])
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(pathOf(row, 'cs'))
      await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
      // The same document: its English alternate is where we came from.
      expect((await metas(page)).hreflang.en).toBe(new URL(pathOf(row, 'en'), page.url()).href)
      await context.close()
    })
  }

  test('after client navigations, the switch follows the page shown', async ({ page, context }) => {
    await page.goto('/en/events/talk-the-story-of-the-1909-printing-house')
    const switchLink = () => page.getByRole('navigation').first().getByRole('link', { name: /^CZ\b/ })
    await expect(switchLink()).toHaveAttribute('href', '/akce/prednaska-historie-tiskarny')
    await page.getByRole('navigation').first().getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/about$/)
    await expect(switchLink()).toHaveAttribute('href', '/o-nas')
    await page.goBack()
    await expect(switchLink()).toHaveAttribute('href', '/akce/prednaska-historie-tiskarny')
    await switchLink().click()
    await expect(page).toHaveURL(/\/akce\/prednaska-historie-tiskarny$/)
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('cs')
  })
})
