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
      const href = await page.locator('#main a[href*="/blog/"]').first().getAttribute('href')
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
