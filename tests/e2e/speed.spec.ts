import { expect, test } from './test'

/**
 * What makes a page's largest image arrive early (issue 13): the one image above the fold that is
 * the page's largest is preloaded from the head with fetchpriority=high, with the same srcset and
 * sizes as the <img>, so the browser fetches it once and first. No other image competes with it.
 */
const PAGES = [
  '/',
  '/en',
  '/prostor/otakar',
  '/en/space/otakar',
  '/akce/prednaska-historie-tiskarny',
  '/en/events/talk-the-story-of-the-1909-printing-house',
  '/blog/proc-pracovat-v-historickem-dome',
  '/en/blog/why-work-in-a-historic-building',
]

test('the largest image of a page is preloaded and fetched first', async ({ page, request }) => {
  for (const path of PAGES) {
    await test.step(path, async () => {
      // The document as it arrives (later prefetches of linked pages may add their own hints).
      const html = await (await request.get(path)).text()
      const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
      expect(preloads).toHaveLength(1)
      const preload = preloads[0] ?? ''
      expect(preload).toContain('fetchPriority="high"')
      const eager = html.match(/<img [^>]*fetchPriority="high"[^>]*>/g) ?? []
      expect(eager).toHaveLength(1)
      const img = eager[0] ?? ''
      expect(img).toContain('loading="eager"')
      const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]
      expect(attribute(preload, 'imageSrcSet')).toBeTruthy()
      expect(attribute(preload, 'imageSrcSet')).toBe(attribute(img, 'srcSet'))
      expect(attribute(preload, 'imageSizes')).toBe(attribute(img, 'sizes'))

      // In the browser: drawn from the optimiser's srcset at the width the layout needs.
      await page.goto(path)
      const first = page.locator('img[fetchpriority="high"]')
      await expect(first).toHaveCount(1)
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('/_next/image?url=')
    })
  }
})

test('images below the fold wait until the visitor scrolls to them', async ({ page }) => {
  await page.goto('/')
  const lazy = page.locator('main img[loading="lazy"]')
  expect(await lazy.count()).toBeGreaterThan(2)
  await expect(page.locator('main img:not([loading])')).toHaveCount(0)
})

test('a page fetches no other page while the visitor reads it (links do not prefetch)', async ({ page }) => {
  // Next.js prefetches the payload of every link in view once a page has hydrated, and parses it on
  // the main thread: a long task on a phone (docs/PERFORMANCE.md). The event's page links its space,
  // the footer links a dozen pages; none of them is fetched until the visitor follows a link.
  // Another page of the site fetched by script (a prefetch or a client navigation), or its image.
  const fetched: string[] = []
  const documents: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    const sitePage = !/^\/(?:_next|api)\//.test(url.pathname) && url.pathname !== '/akce/prednaska-historie-tiskarny'
    if ((request.resourceType() === 'fetch' && sitePage) || (request.resourceType() === 'image' && url.search.includes('seed-plan-otakar'))) fetched.push(url.pathname)
    if (request.resourceType() === 'document') documents.push(url.pathname)
  })
  await page.goto('/akce/prednaska-historie-tiskarny')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await page.locator('footer').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  expect(fetched).toEqual([])
  // Following a link still fetches that page, on the client: no new document.
  await page.getByTestId('event-space-link').click()
  await expect(page).toHaveURL(/\/prostor\/otakar$/)
  expect(fetched).toContain('/prostor/otakar')
  expect(documents).toEqual(['/akce/prednaska-historie-tiskarny'])
})
