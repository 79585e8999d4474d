import { expect, test } from './test'

/** Contact and About (issue 5): contact people, team modal, click-to-load map, both locales. */

const PAGES = {
  cs: { contact: '/kontakt', contactH1: 'Napište nám nebo se zastavte', about: '/o-nas', aboutH1: 'Dům pro lidi, kteří budují firmy', more: 'Více o mně', close: 'Zavřít', map: 'Zobrazit mapu', hours: '8:00–20:00' },
  en: { contact: '/en/contact', contactH1: 'Write to us or drop by', about: '/en/about', aboutH1: 'A house for people who build firms', more: 'More about me', close: 'Close', map: 'Show the map', hours: '8:00–20:00' },
} as const

for (const locale of ['cs', 'en'] as const) {
  const p = PAGES[locale]

  test.describe(`contact (${locale})`, () => {
    test('renders the contact people, hours, bank details, socials and JSON-LD', async ({ page }) => {
      const response = await page.goto(p.contact)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.contactH1)
      await expect(page.locator('#people article')).toHaveCount(3)
      await expect(page.locator('#details')).toContainText(p.hours)
      await expect(page.locator('#details')).toContainText('IBAN')
      await expect(page.locator('#details').getByRole('link', { name: /LinkedIn/ })).toBeVisible()
      await expect(page.locator('#contact-form form')).toBeVisible()
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
      expect(JSON.stringify(jsonLd)).toContain('"@type":"LocalBusiness"')
      // The navbar keeps its white mode with the dark logo.
      await expect(page.locator('[data-navbar-mode="white"][data-navbar-logo="dark"]')).toHaveCount(1)
    })

    test('the map loads from OpenStreetMap only after a click', async ({ page }) => {
      const thirdParty: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith('http://localhost')) thirdParty.push(request.url())
      })
      await page.goto(p.contact)
      await expect(page.locator('#map').getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute('href', /openstreetmap\.org/)
      await expect(page.locator('#map iframe')).toHaveCount(0)
      expect(thirdParty).toEqual([])
      // The embed is not fetched in the test (no internet): only its address is checked.
      await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ status: 200, body: 'map' }))
      await page.getByRole('button', { name: p.map }).click()
      await expect(page.locator('#map iframe')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed/)
    })

    test('the team modal opens, traps focus and closes on Esc', async ({ page }) => {
      await page.goto(p.contact)
      const trigger = page.locator('#people').getByRole('button', { name: new RegExp(p.more) }).first()
      await trigger.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading')).toBeVisible()
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      }
      await page.keyboard.press('Shift+Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(trigger).toBeFocused()
    })
  })

  test.describe(`about (${locale})`, () => {
    test('renders story, history, team and press', async ({ page }) => {
      const response = await page.goto(p.about)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.aboutH1)
      await expect(page.locator('#story')).toContainText('500')
      await expect(page.locator('#history')).toContainText('1909')
      await expect(page.locator('#team article').first()).toBeVisible()
      await expect(page.locator('#press li').first()).toBeVisible()
    })

    test('the team modal shows a bio and closes with its button', async ({ page }) => {
      await page.goto(p.about)
      await page.locator('#team').getByRole('button', { name: new RegExp(p.more) }).first().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('p').first()).not.toBeEmpty()
      await dialog.getByRole('button', { name: p.close }).click()
      await expect(dialog).toBeHidden()
    })
  })
}
