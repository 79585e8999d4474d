import { expect, test } from './test'

/** Issue 17, what a visitor notices: one newsletter form per page. */

const NEWSLETTER = 'form:has(input[type="email"])'

for (const locale of ['cs', 'en'] as const) {
  const prefix = locale === 'cs' ? '' : '/en'
  test.describe(`one newsletter form per page (${locale})`, () => {
    for (const path of [prefix || '/', `${prefix}/registration-confirm?status=confirmed`]) {
      test(`${path}: only the footer's`, async ({ page }) => {
        await page.goto(path)
        await expect(page.locator(NEWSLETTER)).toHaveCount(1)
        await expect(page.locator(`footer ${NEWSLETTER}`)).toHaveCount(1)
      })
    }
    test(`an article: only the footer's`, async ({ page }) => {
      await page.goto(`${prefix}/blog`)
      const href = await page.locator('#main a[href*="/blog/"]:not([href$=".xml"])').first().getAttribute('href')
      expect(href).toBeTruthy()
      await page.goto(href!)
      await expect(page.locator(NEWSLETTER)).toHaveCount(1)
      await expect(page.locator(`footer ${NEWSLETTER}`)).toHaveCount(1)
    })
  })
}

/** Issue 17: the booking dialog when the calendar service cannot be reached. */
const BOOKING = {
  cs: { home: '/', openDirect: 'Otevřít rezervační kalendář' },
  en: { home: '/en', openDirect: 'Open the booking calendar' },
} as const

for (const locale of ['cs', 'en'] as const) {
  test(`booking dialog (${locale}): the direct link shows within a few seconds when the calendar is blocked`, async ({ page }) => {
    await page.route('https://calendly.com/**', (route) => route.abort('blockedbyclient'))
    await page.goto(BOOKING[locale].home)
    const failed = page.waitForEvent('requestfailed', (request) => request.url().startsWith('https://calendly.com/'))
    const button = page.locator('#main a[aria-haspopup="dialog"]').first()
    const direct = await button.getAttribute('href')
    await button.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await failed
    // The broken frame has fired its load event by now; the way out must be (and stay) there.
    await page.waitForTimeout(500)
    const link = dialog.getByRole('link', { name: BOOKING[locale].openDirect })
    await expect(link).toBeVisible({ timeout: 3_000 })
    await expect(link).toHaveAttribute('href', direct!)
    await expect(link).toHaveAttribute('target', '_blank')
    // The dialog stays usable: it closes.
    await dialog.getByRole('button').first().click()
    await expect(dialog).toBeHidden()
  })
}

/** Issue 17: the 404 page's six falling labels rest inside the screen, apart, at every width. */
type Box = { left: number; right: number; top: number; bottom: number }
async function errorLabels(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const labels = [...document.querySelectorAll<HTMLElement>('[data-error-label]')]
    await Promise.all(labels.flatMap((label) => label.getAnimations().map((a) => a.finished)))
    const section = document.querySelector('[data-error-status]')!.getBoundingClientRect()
    const box = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top + scrollY, bottom: r.bottom + scrollY })
    return {
      width: document.documentElement.clientWidth,
      section: box(section),
      labels: labels.map((label) => ({ ...box(label.getBoundingClientRect()), animation: getComputedStyle(label).animationName })),
    }
  })
}
const overlaps = (a: Box, b: Box) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1

for (const width of [320, 390, 1440]) {
  for (const motion of ['no-preference', 'reduce'] as const) {
    test(`404 labels at ${width} px (${motion} motion): all six inside the screen, none on another`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ reducedMotion: motion })
      await page.goto('/tahle-stranka-neni')
      const { width: viewport, section, labels } = await errorLabels(page)
      expect(labels).toHaveLength(6)
      for (const label of labels) {
        expect(label.left, JSON.stringify(label)).toBeGreaterThanOrEqual(0)
        expect(label.right, JSON.stringify(label)).toBeLessThanOrEqual(viewport)
        expect(label.top, JSON.stringify(label)).toBeGreaterThanOrEqual(section.top)
        expect(label.bottom, JSON.stringify(label)).toBeLessThanOrEqual(section.bottom)
        if (motion === 'reduce') expect(label.animation).toBe('none')
      }
      for (let i = 0; i < labels.length; i++)
        for (let j = i + 1; j < labels.length; j++) expect(overlaps(labels[i], labels[j]), `labels ${i} and ${j}`).toBe(false)
    })
  }
}

/** Issue 17: the navbar's logo in the middle of the screen at desktop widths, in both languages. */
for (const locale of ['cs', 'en'] as const) {
  for (const width of [1024, 1280, 1440]) {
    test(`navbar (${locale}) at ${width} px: logo centred, link groups alike`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(locale === 'cs' ? '/o-nas' : '/en/about')
      const nav = page.locator('header nav').first()
      const logo = nav.locator('a[href="/"], a[href="/en"]').first()
      const box = (await logo.boundingBox())!
      const viewport = await page.evaluate(() => document.documentElement.clientWidth)
      expect(Math.abs(box.x + box.width / 2 - viewport / 2)).toBeLessThanOrEqual(2)
      // Both link lists are --nav-side wide and spread their three links the same way.
      const lists = await nav.locator('ul').evaluateAll((uls) =>
        uls
          .filter((ul) => ul.getBoundingClientRect().width > 0 && ul.children.length === 3)
          .map((ul) => {
            const r = ul.getBoundingClientRect()
            const items = [...ul.children].map((li) => li.getBoundingClientRect())
            return { width: Math.round(r.width), justify: getComputedStyle(ul).justifyContent, first: items[0].left - r.left, last: r.right - items[2].right }
          }),
      )
      expect(lists).toHaveLength(2)
      // The two lists stand the same distance from the logo.
      const [left, right] = await nav.locator('ul').evaluateAll((uls) =>
        uls.filter((ul) => ul.getBoundingClientRect().width > 0 && ul.children.length === 3).map((ul) => ul.getBoundingClientRect().toJSON() as DOMRect),
      )
      expect(Math.abs(box.x - left.right - (right.left - (box.x + box.width)))).toBeLessThanOrEqual(2)
      expect(lists[0].width).toBe(lists[1].width)
      expect(lists[0].justify).toBe(lists[1].justify)
      for (const list of lists) {
        expect(list.first).toBeLessThanOrEqual(1)
        expect(list.last).toBeLessThanOrEqual(1)
      }
    })
  }
}
