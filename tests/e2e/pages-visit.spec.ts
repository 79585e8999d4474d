import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './test'

/**
 * The practical visit page (issue 37), without JavaScript, in both languages: access and
 * accessibility, transport with OpenStreetMap and Mapy.cz, house rules, cancellations, the FAQ as
 * headings, the café; reached from the footer of every page and from the contact page.
 */

const VISIT = {
  cs: {
    path: '/navsteva',
    contact: '/kontakt',
    title: 'Návštěva domu',
    footerLink: 'Návštěva domu',
    contactLink: 'Bezbariérový přístup, doprava, domovní řád a\u00a0časté dotazy',
    sections: ['Přístup a bezbariérovost', 'Jak se k\u00a0nám dostanete', 'Domovní řád', 'Storno podmínky zasedacích místností', 'Kavárna', 'Časté dotazy'],
    questions: ['Mohu si dům nejdřív vyzkoušet?', 'Dostanu se do domu i\u00a0mimo 8:00–20:00?', 'Mohu přivést hosta?', 'Jak se připojím k\u00a0Wi-Fi?', 'Mohu v\u00a0domě tisknout?', 'Může mi sem chodit pošta?'],
    facts: ['bez schodů', 'Výtah', 'Bezbariérová toaleta', 'Karlovy lázně', 'P+R', '48 hodin', '8:00–18:00'],
    mapy: 'Otevřít na Mapy.cz',
  },
  en: {
    path: '/en/visit',
    contact: '/en/contact',
    title: 'Visiting the house',
    footerLink: 'Visiting the house',
    contactLink: 'Step-free access, transport, house rules and FAQ',
    sections: ['Access and accessibility', 'Getting here', 'House rules', 'Meeting-room cancellations', 'Café', 'Frequently asked questions'],
    questions: ['Can I try the house first?', 'Can I get in outside 8:00–20:00?', 'Can I bring a guest?', 'How do I join the Wi-Fi?', 'Can I print?', 'Can I receive mail here?'],
    facts: ['no steps', 'Lift', 'Accessible toilet', 'Karlovy lázně', 'Park and Ride', '48 hours', '8:00–18:00'],
    mapy: 'Open in Mapy.cz',
  },
} as const

for (const locale of ['cs', 'en'] as const) {
  const v = VISIT[locale]

  test(`visit page (${locale}) has no axe violations`, async ({ page }) => {
    // axe runs in the page, so this one check has JavaScript (pages-a11y.spec.ts covers both widths).
    await page.goto(v.path)
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })

  test.describe(`visit page without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })

    test('answers where, how and what applies, with the FAQ as headings', async ({ page }) => {
      const response = await page.goto(v.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(v.title)
      await expect(page).toHaveTitle(`${v.title} · HUB 1909`)
      const main = page.locator('main')
      for (const name of v.sections) await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
      for (const name of v.questions) await expect(main.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
      for (const fact of v.facts) await expect(main).toContainText(fact)
      // the address and hours from Site settings, and both maps
      await expect(main.locator('address')).toContainText('110\u00a000')
      await expect(main.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute('href', /openstreetmap\.org/)
      await expect(main.getByRole('link', { name: new RegExp(v.mapy.replace('.', '\\.')) })).toHaveAttribute('href', /^https:\/\/mapy\.cz\/.*50\.0853/)
    })

    test('is linked from the footer and from the contact page', async ({ page }) => {
      await page.goto(locale === 'cs' ? '/' : '/en')
      await page.getByRole('contentinfo').getByRole('link', { name: v.footerLink, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${v.path}$`))
      await page.goto(v.contact)
      await expect(page.locator('#map').getByRole('link', { name: v.mapy })).toHaveAttribute('href', /^https:\/\/mapy\.cz\//)
      await page.locator('#map').getByRole('link', { name: v.contactLink, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${v.path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(v.title)
    })
  })
}
