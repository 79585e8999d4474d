import { expect, test, type APIRequestContext, type Page } from './test'
import { staffToken } from './staff'

/**
 * /sitemap.xml and /robots.txt (issue 16): the sitemap is XML that parses, lists every public page
 * and published document in both languages, each URL answers 200 without a redirect, hreflang
 * alternates go both ways with x-default on the Czech page, lastmod dates parse; a change in the CMS
 * shows in the sitemap at once (the page cache in front of Next.js expires it). robots.txt keeps
 * crawlers out of the CMS, the API and the noindex pages and names the sitemap by its absolute URL.
 */

type Entry = { loc: string; lastmod: string | null; alternates: Record<string, string> }

/** Parsed by the browser's XML parser (namespace-aware; a malformed document is a parser error). */
async function parseSitemap(page: Page, xml: string): Promise<Entry[]> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    const error = doc.getElementsByTagName('parsererror')[0]
    if (error) throw new Error(`sitemap.xml is not well-formed XML: ${error.textContent}`)
    const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9'
    const XHTML = 'http://www.w3.org/1999/xhtml'
    if (doc.documentElement.namespaceURI !== SM || doc.documentElement.localName !== 'urlset') {
      throw new Error(`unexpected root element ${doc.documentElement.tagName}`)
    }
    return Array.from(doc.getElementsByTagNameNS(SM, 'url')).map((url) => {
      const alternates: Record<string, string> = {}
      for (const link of Array.from(url.getElementsByTagNameNS(XHTML, 'link'))) {
        if (link.getAttribute('rel') === 'alternate') alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? ''
      }
      return {
        loc: url.getElementsByTagNameNS(SM, 'loc')[0]?.textContent?.trim() ?? '',
        lastmod: url.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent?.trim() ?? null,
        alternates,
      }
    })
  }, xml)
}

async function sitemap(page: Page, request: APIRequestContext): Promise<Entry[]> {
  const response = await request.get('/sitemap.xml', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/xml/)
  return parseSitemap(page, await response.text())
}

/** Runs `fn` over `items`, `width` at a time. */
async function eachLimited<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(Array.from({ length: width }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item)
  }))
}

test('sitemap.xml lists every public page and document once, each answering 200, with alternates both ways', async ({ page, request, baseURL }) => {
  const entries = await sitemap(page, request)
  const locs = entries.map((e) => e.loc)
  expect(new Set(locs).size, 'no URL twice').toBe(locs.length)
  const byLoc = new Map(entries.map((e) => [e.loc, e]))
  const site = baseURL!.replace(/\/$/, '')

  // The routing table's public pages in both languages, and documents of every {id} route.
  for (const path of ['', '/o-nas', '/clenstvi', '/prostor', '/akce', '/akce/archiv', '/events_old', '/blog', '/projekty', '/kariera', '/navsteva', '/kontakt', '/ochrana-osobnich-udaju']) {
    expect(locs, path || '/').toContain(site + path)
  }
  for (const path of ['/en', '/en/about', '/en/membership', '/en/space', '/en/events', '/en/events/archive', '/en/blog', '/en/privacy-policy', '/en/careers', '/en/visit', '/en/contact']) {
    expect(locs, path).toContain(site + path)
  }
  for (const prefix of ['/blog/', '/akce/', '/prostor/', '/en/blog/', '/en/events/', '/en/space/']) {
    expect(locs.filter((l) => l.startsWith(site + prefix) && !l.endsWith('/archive') && !l.endsWith('/archiv')).length, prefix).toBeGreaterThan(0)
  }
  // Never the noindex pages, the CMS, the API or a Reading A path (a redirect).
  for (const loc of locs) {
    const path = new URL(loc).pathname
    expect(loc.startsWith(site + '/') || loc === site, loc).toBe(true)
    expect(path, loc).not.toMatch(/^\/(?:en\/)?(?:registration-confirm|contact-form-confirm|newsletter-subscription|calendly-meeting-confirm|clenska-zona|memberzone)(?:\/|$)/)
    expect(path, loc).not.toMatch(/^\/(?:admin|api|cs|graphql|e2e-render-error|e2e-unavailable)(?:\/|$)/)
    expect(path, loc).not.toMatch(/\/en\/(?:cs|en)\b/)
  }

  for (const entry of entries) {
    // x-default is the Czech page (or the only one); every alternate is listed and lists the same set.
    expect(entry.alternates['x-default'], entry.loc).toBe(entry.alternates.cs ?? entry.loc)
    const own = Object.entries(entry.alternates).find(([lang, href]) => lang !== 'x-default' && href === entry.loc)
    expect(own, `${entry.loc} is among its own alternates`).toBeDefined()
    for (const [lang, href] of Object.entries(entry.alternates)) {
      if (lang === 'x-default') continue
      expect(['cs', 'en'], entry.loc).toContain(lang)
      // The Czech home page is the bare origin, as its canonical link says.
      expect(lang === 'en' ? href.startsWith(site + '/en') : href === site || href.startsWith(site + '/'), `${lang} ${href}`).toBe(true)
      expect(byLoc.get(href)?.alternates, `${href}'s alternates (from ${entry.loc})`).toEqual(entry.alternates)
    }
    if (entry.lastmod !== null) {
      expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/)
      expect(Date.parse(entry.lastmod), entry.loc).toBeLessThanOrEqual(Date.now() + 60_000)
    }
  }
  // Documents carry the date of their last change.
  expect(entries.filter((e) => /\/(?:blog|akce|prostor)\/[^/]+$/.test(e.loc) && !e.loc.endsWith('/archiv')).every((e) => e.lastmod !== null)).toBe(true)

  // Every URL answers 200 itself: no redirect, no 404. (Other specs create and delete articles
  // meanwhile: a URL that fails must still be in the current sitemap to count.)
  const failed: string[] = []
  await eachLimited(locs, 6, async (loc) => {
    const response = await request.get(loc, { maxRedirects: 0 })
    if (response.status() !== 200) failed.push(`${loc} → ${response.status()} ${response.headers().location ?? ''}`)
  })
  if (failed.length) {
    const now = new Set((await sitemap(page, request)).map((e) => e.loc))
    expect(failed.filter((f) => now.has(f.split(' → ')[0]))).toEqual([])
  }
})

test('robots.txt allows the site, keeps crawlers out of the CMS, the API and noindex pages, and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/plain/)
  const lines = (await response.text()).split('\n').map((l) => l.trim())
  expect(lines).toContain('User-Agent: *')
  expect(lines).toContain('Allow: /')
  for (const path of [
    '/admin',
    '/api/',
    '/registration-confirm',
    '/en/registration-confirm',
    '/contact-form-confirm',
    '/en/contact-form-confirm',
    '/newsletter-subscription',
    '/en/newsletter-subscription',
    '/calendly-meeting-confirm',
    '/en/calendly-meeting-confirm',
    '/clenska-zona',
    '/en/memberzone',
  ]) {
    expect(lines).toContain(`Disallow: ${path}`)
  }
  expect(lines).toContain(`Sitemap: ${baseURL!.replace(/\/$/, '')}/sitemap.xml`)
})

test('a change in the CMS shows in the sitemap: a new article in Czech, its translation, its removal', async ({ page, request, baseURL }) => {
  const site = baseURL!.replace(/\/$/, '')
  const auth = { Authorization: `JWT ${await staffToken(request)}` }
  const first = await request.get('/sitemap.xml')
  expect(first.status()).toBe(200)
  const again = await request.get('/sitemap.xml')
  expect(again.headers()['x-page-cache'], 'the sitemap is served from the page cache').toBe('hit')

  const team = (await (await request.get('/api/team-members?limit=1&depth=0', { headers: auth })).json()) as { docs: { id: number }[] }
  const slug = `e2e-sitemap-${Date.now()}`
  const created = await request.post('/api/posts?locale=cs', {
    headers: auth,
    data: { _status: 'published', title: 'E2E mapa webu', slug, category: 'news', publishedAt: '2001-06-01T10:00:00.000Z', authors: [team.docs[0].id] },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const { doc } = (await created.json()) as { doc: { id: number; updatedAt: string } }
  try {
    const cs = `${site}/blog/${slug}`
    // The English slug differs: the English page's own address is listed, not the Czech slug's.
    const en = `${site}/en/blog/${slug}-en`
    await expect(async () => {
      const entry = (await sitemap(page, request)).find((e) => e.loc === cs)
      expect(entry?.lastmod && Date.parse(entry.lastmod)).toBe(Date.parse(doc.updatedAt))
      // Not translated: the English page is the Czech text with its canonical on the Czech page.
      expect(entry?.alternates).toEqual({ cs, 'x-default': cs })
    }).toPass({ timeout: 10_000 })

    const translated = await request.patch(`/api/posts/${doc.id}?locale=en`, { headers: auth, data: { title: 'E2E sitemap', slug: `${slug}-en`, _status: 'published' } })
    expect(translated.ok(), await translated.text()).toBeTruthy()
    await expect(async () => {
      const entries = await sitemap(page, request)
      for (const loc of [cs, en]) expect(entries.find((e) => e.loc === loc)?.alternates, loc).toEqual({ cs, en, 'x-default': cs })
    }).toPass({ timeout: 10_000 })
    expect((await request.get(en, { maxRedirects: 0 })).status()).toBe(200)
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers: auth })
  }
  await expect(async () => {
    expect((await sitemap(page, request)).some((e) => e.loc.includes(slug))).toBe(false)
  }).toPass({ timeout: 10_000 })
})
