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
  const fetched: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc') || (request.resourceType() === 'image' && url.search.includes('seed-plan-otakar'))) fetched.push(request.url())
  })
  await page.goto('/akce/prednaska-historie-tiskarny')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await page.locator('footer').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  expect(fetched).toEqual([])
  // Following a link still fetches that page, on the client.
  await page.getByTestId('event-space-link').click()
  await expect(page).toHaveURL(/\/prostor\/otakar$/)
  expect(fetched.some((url) => url.includes('/prostor/otakar?_rsc='))).toBe(true)
})

test('Next.js’ scripts are requested after the page has loaded and painted, and the page then hydrates', async ({ page }) => {
  for (const path of ['/clenstvi', '/en/events/talk-the-story-of-the-1909-printing-house', '/kontakt?from=e2e']) {
    await test.step(path, async () => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime)
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity
        return { load: navigation.loadEventEnd, paint, scripts }
      })
      expect(timing.scripts.length).toBeGreaterThan(10)
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.load)
      expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint)
    })
  }
  // Hydrated, the site navigates on the client: the document stays, the next page comes as data.
  await page.goto('/clenstvi')
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await page.locator('header').getByRole('link', { name: 'Kontakt', exact: true }).first().click()
  await expect(page).toHaveURL(/\/kontakt(\?|$)/)
  await expect(page.locator('h1')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

/** The address of a page's React payload, which the page cache serves beside the page (scripts/scriptsAfterLoad.mjs). */
const flightAddress = (html: string) => /"(\/__flight\/[\w-]{22})"/.exec(html)?.[1]

test('a page’s RSC payload carries the navbar and footer once, not a second copy of the document', async ({ request }) => {
  // A root layout with a second slot is rendered again as its 404 boundary (SiteDocument): that
  // copy added 12–16 KB of payload to every page's HTML.
  for (const [path, nav, footer] of [
    ['/', 'Hlavní navigace', 'Patička'],
    ['/en/space/otakar', 'Main navigation', 'Footer'],
  ]) {
    const address = flightAddress(await (await request.get(path)).text())
    expect(address, `${path}: the payload's address`).toBeTruthy()
    const parts = (await (await request.get(address!)).json()) as [number, string?][]
    const payload = parts.map(([, text]) => text ?? '').join('')
    expect(payload.split(`"aria-label":"${nav}"`).length - 1, `${path}: navbars in the payload`).toBe(1)
    expect(payload.split(`"aria-label":"${footer}"`).length - 1, `${path}: footers in the payload`).toBe(1)
  }
})

test('the page cache sends a page without React’s payload; the page fetches it after its first paint and hydrates', async ({ page, request }) => {
  for (const path of ['/', '/en/events', '/prostor/otakar']) {
    await test.step(path, async () => {
      await request.get(path) // kept by the page cache from now on
      const html = await (await request.get(path)).text()
      expect(html).not.toContain('self.__next_f.push(')
      const address = flightAddress(html)
      expect(address).toBeTruthy()
      const payload = await request.get(address!)
      expect(payload.status()).toBe(200)
      expect(payload.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        const flight = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('/__flight/'))
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity
        return { load: navigation.loadEventEnd, paint, flight: flight?.startTime }
      })
      expect(timing.flight).toBeGreaterThanOrEqual(timing.load)
      expect(timing.flight).toBeGreaterThan(timing.paint)
    })
  }
})

test('the app starts in two tasks: its modules first, React’s payload in the next (src/instrumentation-client.ts)', async ({ page, request }) => {
  // With the payload already in `self.__next_f`, Next.js evaluated every module, read the whole
  // payload and built the router's state in one task, long enough on a phone to block input.
  await page.addInitScript(() => {
    type Log = { takeover?: number; part?: boolean; timer: number }
    const w = window as unknown as { __next_f?: unknown[]; startLog: Log[] }
    const log: Log[] = (w.startLog = [])
    // Which timer callback is running (0: none), to tell the task a part arrives in.
    let timer = 0
    let timers = 0
    const setTimeoutBefore = window.setTimeout
    window.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) =>
      setTimeoutBefore(() => {
        timer = ++timers
        try {
          handler(...args)
        } finally {
          timer = 0
        }
      }, ms)) as typeof window.setTimeout
    let queue: unknown[] | undefined
    Object.defineProperty(w, '__next_f', {
      configurable: true,
      get: () => queue,
      set(value: unknown[]) {
        queue = value
        let push = value.push
        Object.defineProperty(value, 'push', {
          configurable: true,
          get: () => push,
          // Next.js' app-index takes the array over: what comes later comes through its push.
          set(next: (...parts: unknown[]) => number) {
            push = (...parts: unknown[]) => {
              log.push({ part: true, timer })
              return next(...parts)
            }
          },
        })
        // app-index reads the array, then empties it: note how many parts it held at that moment.
        const forEach = value.forEach.bind(value)
        value.forEach = ((callback: (part: unknown) => void) => {
          log.push({ takeover: value.length, timer })
          forEach(callback)
        }) as typeof value.forEach
      },
    })
  })
  for (const path of ['/clenstvi', '/en/events']) {
    await test.step(path, async () => {
      await request.get(path) // kept by the page cache from now on
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      const log = await page.evaluate(() => (window as unknown as { startLog: { takeover?: number; part?: boolean; timer: number }[] }).startLog)
      const read = log.find((entry) => entry.takeover !== undefined)
      expect(read, 'Next.js read self.__next_f').toBeDefined()
      // When the modules are evaluated and Next.js reads the array, the payload is not there yet …
      expect(read!.takeover).toBe(0)
      // … it comes through Next.js' own push, in a timer task after the one that evaluated the modules.
      const parts = log.filter((entry) => entry.part)
      expect(parts.length).toBeGreaterThan(1)
      expect(new Set(parts.map((entry) => entry.timer)).size).toBe(1)
      expect(parts[0].timer).toBeGreaterThan(0)
      expect(parts[0].timer).not.toBe(read!.timer)
      // The page works as a hydrated page: a link is followed on the client.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
      await page.locator('header').getByRole('link').nth(1).click()
      await expect.poll(() => page.evaluate(() => location.pathname)).not.toBe(path)
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    })
  }
})

test('a page whose payload the server no longer has is loaded once more, and otherwise works as without JavaScript', async ({ page }) => {
  let asked = 0
  await page.route('**/__flight/**', (route) => {
    asked++
    return route.fulfill({ status: 409, contentType: 'text/plain', body: 'This page has changed: load it again.' })
  })
  const loads: string[] = []
  page.on('load', () => loads.push(page.url()))
  // It never hydrates: do not wait for it (tests/e2e/test.ts).
  await page.goto('/clenstvi', { waitUntil: 'domcontentloaded' })
  await expect.poll(() => asked).toBe(2)
  await expect.poll(() => loads.length).toBe(2)
  // Loaded again, the page stays as it is: no third load, no half-hydrated page, its links still work.
  await page.waitForTimeout(1000)
  expect(loads).toHaveLength(2)
  expect(asked).toBe(2)
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '')
  await expect(page.locator('h1')).toBeVisible()
  await page.locator('header').getByRole('link', { name: 'Kontakt', exact: true }).first().click()
  await expect(page).toHaveURL(/\/kontakt(\?|$)/)
})


test('the large scripts a site page loads are compiled eagerly, off the main thread (V8’s compile hint)', async ({ page }) => {
  // scripts/compileHints.mjs marks the chunks of 8 KB and more after the build; without the mark,
  // the page's entry compiled every module in one long task.
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/chunks/')) scripts.push(response.text())
  })
  await page.goto('/prostor/otakar')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  const large = (await Promise.all(scripts)).filter((body) => Buffer.byteLength(body) >= 8000)
  expect(large.length).toBeGreaterThanOrEqual(5)
  for (const body of large) expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), body.slice(0, 80)).toBe(true)
})
