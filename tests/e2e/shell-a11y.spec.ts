import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './test'

/** The shell's accessibility (axe, both locales, 390 px and 1440 px), fonts and layout stability. */

const PAGES = [
  { name: 'home', cs: '/', en: '/en' },
  { name: '404', cs: '/neni-tu-nic', en: '/en/nothing-here' },
] as const

for (const width of [390, 1440]) {
  for (const locale of ['cs', 'en'] as const) {
    test.describe(`axe at ${width} px (${locale})`, () => {
      test.use({ viewport: { width, height: width < 1024 ? 844 : 900 }, reducedMotion: 'reduce' })

      for (const target of PAGES) {
        test(`${target.name} has no violations`, async ({ page }) => {
          await page.goto(target[locale])
          await page.evaluate(() => document.fonts.ready)
          const { violations } = await new AxeBuilder({ page }).analyze()
          expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
        })
      }

      if (width < 1024) {
        test('the open mobile menu has no violations', async ({ page }) => {
          await page.goto(PAGES[0][locale])
          await page.locator('summary').click()
          await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible()
          const { violations } = await new AxeBuilder({ page }).analyze()
          expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
        })
      }
    })
  }
}

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the first Tab reaches the skip link, which leads to the content', async ({ page }) => {
    await page.goto('/en')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await expect(page.locator('#main')).toBeFocused()
  })

  test('focus is visible on links and buttons', async ({ page }) => {
    await page.goto('/en')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    expect(outline).not.toBe('none')
  })
})

test.describe('fonts', () => {
  test('Czech pages preload and use the self-hosted fonts with Czech glyphs, without layout shift', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { __cls: number }).__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/')
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).getAttribute('href')))
    expect(preloads).toEqual(
      expect.arrayContaining([expect.stringMatching(/inter-latin-ext/), expect.stringMatching(/fraunces-latin-ext/)]),
    )
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => document.fonts.check('16px Inter', 'řčšžůě'))).toBe(true)
    expect(await page.evaluate(() => document.fonts.check('40px Fraunces', 'Staré Město'))).toBe(true)
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name))
    expect(loaded.some((n) => n.includes('/fonts/inter-latin-ext'))).toBe(true)
    // The home page's text is Czech and English only: the fonts' other characters are never fetched.
    expect(loaded.filter((n) => n.includes('/fonts/')).every((n) => preloads.some((href) => n.endsWith(href!)))).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.01)
  })

  test('the text of a space page needs none of the fonts’ rarer characters (65″ included)', async ({ browser }) => {
    for (const path of ['/prostor/otakar', '/en/space/otakar']) {
      // A fresh context: a font file held in memory from an earlier page would be listed again.
      const context = await browser.newContext()
      const page = await context.newPage()
      const fonts: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/fonts/')) fonts.push(r.url())
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      expect(fonts.length, path).toBeGreaterThan(0)
      expect(fonts.filter((url) => url.includes('-more-')), path).toEqual([])
      await context.close()
    }
  })

  test('font files are cached as immutable', async ({ request, page }) => {
    await page.goto('/en')
    const href = await page.locator('link[rel="preload"][as="font"]').first().getAttribute('href')
    const response = await request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('immutable')
  })
})
