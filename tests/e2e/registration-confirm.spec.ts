import { expect, test, type Page } from './test'

import cs from '../../messages/cs.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

/**
 * Issue 17, neutral confirmation: the registration confirmation page claims a seat only for the
 * registration its address names with the site's signature (after a real registration, see
 * events.spec.ts). Opened directly, with the old `?status=` alone, or with a forged or unknown
 * reference, it says nothing was booked and points to the e-mail and the events, in both languages.
 */

const LOCALES = [
  { locale: 'cs', confirm: '/registration-confirm', events: '/akce', m: cs },
  { locale: 'en', confirm: '/en/registration-confirm', events: '/en/events', m: en },
] as const

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

async function expectNeutral(page: Page, l: (typeof LOCALES)[number]) {
  const c = l.m.registration.confirm
  const main = page.locator('#main')
  await expect(page.getByTestId('registration-confirm')).toHaveAttribute('data-state', 'neutral')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.neutralTitle)
  expect(collapse((await main.textContent()) ?? '')).toContain(collapse(c.neutralText))
  // Nothing of the page claims a registration: neither the thanks, the booked seat, the waitlist nor an event.
  for (const claim of [c.title, c.text, c.waitlistedTitle, c.waitlistedText, c.refCancelledTitle]) {
    await expect(main).not.toContainText(claim)
  }
  await expect(main).not.toContainText(l.locale === 'cs' ? /rezervovan/i : /booked/i)
  await expect(page.getByTestId('registration-event')).toHaveCount(0)
  await expect(main.getByRole('link', { name: c.neutralEvents })).toHaveAttribute('href', l.events)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page).toHaveTitle(new RegExp(`^${c.metaTitle}`))
}

for (const l of LOCALES) {
  test.describe(`neutral confirmation (${l.locale})`, () => {
    test('opened directly: a neutral page that claims no seat', async ({ page }) => {
      await page.goto(l.confirm)
      await expectNeutral(page, l)
    })

    test('the status in the address alone proves nothing', async ({ page }) => {
      for (const status of ['confirmed', 'waitlisted']) {
        await page.goto(`${l.confirm}?status=${status}`)
        await expectNeutral(page, l)
      }
    })

    test('a forged or unknown reference: neutral', async ({ page }) => {
      for (const ref of ['1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '999999.bm90LWEtc2lnbmF0dXJlLWF0LWFsbC0xMjM0', '1', 'x'.repeat(200), '../1']) {
        await page.goto(`${l.confirm}?status=confirmed&ref=${encodeURIComponent(ref)}`)
        await expectNeutral(page, l)
      }
    })

    test('without JavaScript too', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
      try {
        const page = await context.newPage()
        await page.goto(`${l.confirm}?status=confirmed`)
        await expectNeutral(page, l)
      } finally {
        await context.close()
      }
    })
  })
}
