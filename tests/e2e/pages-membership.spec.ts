import { expect, test, type Page } from './test'

/**
 * The Membership page (issue 5) in both locales: the five tabs (click, keyboard, URL hash), the tier
 * cards with prices excl. and incl. 21 % VAT, what each tier includes (spec section 9), the monthly
 * and annual rules (spec section 4), "more services" disclosures, the contact section, and the page
 * without JavaScript. Prices are checked in the site's format: Czech `2 500 Kč` with no-break spaces
 * (DESIGN.md), English `2,500 CZK`; the regular expressions below match the exact characters.
 */

const NB = '\u00A0'

const LOCALES = {
  cs: {
    path: '/clenstvi',
    h1: 'Členství, které se přizpůsobí vaší práci',
    tabs: [
      { id: 'coworking', label: 'Coworking', tiers: ['Meet', 'Seat', 'Vlastní stůl'] },
      { id: 'club', label: 'Club', tiers: ['Club'] },
      { id: 'office', label: 'Pronájem kanceláře', tiers: ['Kancelář'] },
      { id: 'registered-office', label: 'Sídlo firmy', tiers: ['Sídlo firmy'] },
      { id: 'day-pass', label: 'Day Pass', tiers: ['Day Pass'] },
    ],
    club: {
      price: new RegExp(`2${NB}500${NB}Kč${NB}/ měsíc`),
      exclVat: `bez DPH (21${NB}%)`,
      inclVat: new RegExp(`3${NB}025${NB}Kč${NB}/ měsíc s${NB}DPH`),
      annual: new RegExp(`ročním členství o${NB}15${NB}% méně: 2${NB}125${NB}Kč`),
      credit: new RegExp(`Kredit 1${NB}200${NB}Kč měsíčně na zasedací místnosti, potom sleva 50${NB}%`),
      admin: 'Administrativní podpora 6 hodin měsíčně',
      annualFeature: 'Sleva 15 % při ročním členství',
    },
    meet: ['1 den v týdnu v coworku', 'Sleva 20 % na zasedací místnosti'],
    seat: ['3 dny v týdnu v coworku', 'Sleva 50 % na zasedací místnosti'],
    desk: { name: 'Vlastní stůl', includes: 'Neomezený přístup v otevírací době' },
    dayPass: ['Platba na recepci, bez rezervace', 'Day Pass zaplatíte na recepci'],
    rules: {
      monthly: 'Měsíční členství můžete kdykoli změnit, pozastavit nebo zrušit.',
      annual: 'Roční členství Meet a Seat zaplatíte najednou, nebo pololetně.',
    },
    services: { heading: 'Další služby', summary: 'Administrativní podpora', text: 'Pomůžeme s fakturací' },
    contact: 'Nevíte, které členství vybrat?',
    write: 'Napište nám',
  },
  en: {
    path: '/en/membership',
    h1: 'Membership that fits the way you work',
    tabs: [
      { id: 'coworking', label: 'Coworking', tiers: ['Meet', 'Seat', 'Dedicated desk'] },
      { id: 'club', label: 'Club', tiers: ['Club'] },
      { id: 'office', label: 'Office rental', tiers: ['Office'] },
      { id: 'registered-office', label: 'Registered office', tiers: ['Registered office'] },
      { id: 'day-pass', label: 'Day Pass', tiers: ['Day Pass'] },
    ],
    club: {
      price: new RegExp(`2,500${NB}CZK${NB}/ month`),
      exclVat: `excl. VAT (21${NB}%)`,
      inclVat: new RegExp(`3,025${NB}CZK${NB}/ month incl. VAT`),
      annual: new RegExp(`annual membership 15${NB}% less: 2,125${NB}CZK`),
      credit: new RegExp(`Meeting-room credit of 1,200${NB}CZK a month, then 50${NB}% off`),
      admin: 'Administrative support 6 hours a month',
      annualFeature: '15 % off with an annual membership',
    },
    meet: ['1 day a week in the coworking space', '20 % off meeting rooms'],
    seat: ['3 days a week in the coworking space', '50 % off meeting rooms'],
    desk: { name: 'Dedicated desk', includes: 'Unlimited access within opening hours' },
    dayPass: ['Paid at reception, no booking', 'pay for the Day Pass at reception'],
    rules: {
      monthly: 'A monthly membership can be changed, paused or cancelled at any time.',
      annual: 'An annual Meet and Seat membership is paid yearly or half-yearly.',
    },
    services: { heading: 'More services', summary: 'Administrative support', text: 'Help with invoicing' },
    contact: 'Not sure which membership to choose?',
    write: 'Write to us',
  },
} as const

const tier = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

for (const locale of ['cs', 'en'] as const) {
  const p = LOCALES[locale]

  test.describe(`membership (${locale})`, () => {
    test('renders with its heading, the coworking tab open and a contact section', async ({ page }) => {
      const response = await page.goto(p.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1)
      const tabs = page.getByRole('tablist').getByRole('tab')
      await expect(tabs).toHaveText(p.tabs.map((tab) => tab.label))
      await expect(page.getByRole('tab', { name: p.tabs[0].label, exact: true })).toHaveAttribute('aria-selected', 'true')
      for (const name of p.tabs[0].tiers) await expect(tier(page, name)).toBeVisible()
      await expect(tier(page, 'Club')).toBeHidden()
      const contact = page.getByRole('region', { name: p.contact })
      await expect(contact).toBeVisible()
      await expect(contact.getByRole('link', { name: p.write })).toHaveAttribute('href', locale === 'cs' ? '/kontakt#contact-form' : '/en/contact#contact-form')
    })

    for (const [index, tab] of p.tabs.entries()) {
      test(`the URL hash #${tab.id} opens the ${tab.label} tab`, async ({ page }) => {
        await page.goto(`${p.path}#${tab.id}`)
        await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute('aria-selected', 'true')
        const panel = page.getByRole('tabpanel')
        await expect(panel).toHaveCount(1)
        await expect(panel).toHaveAttribute('id', tab.id)
        for (const name of tab.tiers) await expect(panel.getByRole('article', { name, exact: true })).toBeVisible()
        // The other tabs' cards are not shown.
        for (const other of p.tabs.filter((_, i) => i !== index)) {
          for (const name of other.tiers) await expect(tier(page, name)).toBeHidden()
        }
      })
    }

    test('tabs open by click and by keyboard, and the address follows', async ({ page }) => {
      await page.goto(p.path)
      await page.getByRole('tab', { name: p.tabs[1].label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`#${p.tabs[1].id}$`))
      await expect(tier(page, 'Club')).toBeVisible()
      await expect(page.getByRole('tab', { name: p.tabs[1].label, exact: true })).toBeFocused()

      // Arrow keys move through the tabs and open them; End, Home and wrapping around.
      for (const next of p.tabs.slice(2)) {
        await page.keyboard.press('ArrowRight')
        const tab = page.getByRole('tab', { name: next.label, exact: true })
        await expect(tab).toBeFocused()
        await expect(tab).toHaveAttribute('aria-selected', 'true')
        await expect(page).toHaveURL(new RegExp(`#${next.id}$`))
        await expect(tier(page, next.tiers[0])).toBeVisible()
      }
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('tab', { name: p.tabs[0].label, exact: true })).toHaveAttribute('aria-selected', 'true')
      await expect(tier(page, 'Meet')).toBeVisible()
      await page.keyboard.press('ArrowLeft')
      await expect(page.getByRole('tab', { name: 'Day Pass', exact: true })).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Home')
      await expect(page.getByRole('tab', { name: p.tabs[0].label, exact: true })).toBeFocused()
      await page.keyboard.press('End')
      await expect(page.getByRole('tab', { name: 'Day Pass', exact: true })).toBeFocused()
      await expect(tier(page, 'Day Pass')).toBeVisible()

      // Tab leaves the tab list for the open panel.
      await page.keyboard.press('Tab')
      await expect(page.getByRole('tabpanel')).toBeFocused()
    })

    test('a link elsewhere on the site opens the right tab', async ({ page }) => {
      await page.goto(locale === 'cs' ? '/' : '/en')
      await page.locator('#membership').getByRole('link', { name: 'Club', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${p.path}#club$`))
      await expect(page.getByRole('tab', { name: 'Club', exact: true })).toHaveAttribute('aria-selected', 'true')
      await expect(tier(page, 'Club')).toBeVisible()
    })

    test('Club: price excl. VAT, incl. 21 % VAT, annual discount and what it includes', async ({ page }) => {
      await page.goto(`${p.path}#club`)
      const club = tier(page, 'Club')
      await expect(club).toContainText(p.club.price)
      await expect(club).toContainText(p.club.exclVat)
      await expect(club).toContainText(p.club.inclVat)
      await expect(club).toContainText(p.club.annual)
      await expect(club).toContainText(p.club.credit)
      await expect(club.getByRole('listitem').filter({ hasText: p.club.admin })).toHaveCount(1)
      await expect(club.getByRole('listitem').filter({ hasText: p.club.annualFeature })).toHaveCount(1)
      await expect(club.getByRole('link', { name: /Club/ })).toHaveAttribute('href', locale === 'cs' ? '/kontakt#contact-form' : '/en/contact#contact-form')
    })

    test('coworking tiers: Meet, Seat and the own desk with their days and discounts', async ({ page }) => {
      await page.goto(`${p.path}#coworking`)
      for (const text of p.meet) await expect(tier(page, 'Meet').getByRole('listitem').filter({ hasText: text })).toHaveCount(1)
      for (const text of p.seat) await expect(tier(page, 'Seat').getByRole('listitem').filter({ hasText: text })).toHaveCount(1)
      await expect(tier(page, p.desk.name).getByRole('listitem').filter({ hasText: p.desk.includes })).toHaveCount(1)
      // Every card states its price excl. VAT and the VAT-inclusive figure.
      for (const name of p.tabs[0].tiers) {
        await expect(tier(page, name)).toContainText(p.club.exclVat)
        await expect(tier(page, name)).toContainText(locale === 'cs' ? 's DPH' : 'incl. VAT')
      }
    })

    test('the day pass is paid at reception, without a reservation', async ({ page }) => {
      await page.goto(`${p.path}#day-pass`)
      const card = tier(page, 'Day Pass')
      for (const text of p.dayPass) await expect(card).toContainText(text)
      await expect(card).toContainText(p.club.exclVat)
      // Nothing to book: no call to action link on the day pass.
      await expect(card.getByRole('link')).toHaveCount(0)
    })

    test('the monthly and annual rules are stated', async ({ page }) => {
      await page.goto(p.path)
      const rules = page.locator('#rules')
      await expect(rules).toContainText(p.rules.monthly)
      await expect(rules).toContainText(p.rules.annual)
      await expect(rules).toContainText(`21${NB}%`)
    })

    test('"more services" disclosures open and close', async ({ page }) => {
      await page.goto(p.path)
      const services = page.getByRole('region', { name: p.services.heading })
      const group = services.locator('details').filter({ hasText: p.services.summary })
      const text = group.getByText(p.services.text)
      await expect(text).toBeHidden()
      await group.locator('summary').click()
      await expect(text).toBeVisible()
      await group.locator('summary').click()
      await expect(text).toBeHidden()
      // By keyboard too.
      await group.locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(text).toBeVisible()
      await page.keyboard.press('Space')
      await expect(text).toBeHidden()
    })
  })

  test.describe(`membership without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })

    test('every tab panel and its cards can be reached', async ({ page }) => {
      const response = await page.goto(`${p.path}#club`)
      expect(response?.status()).toBe(200)
      for (const tab of p.tabs) {
        const panel = page.locator(`[id="${tab.id}"]`)
        await expect(panel).toBeVisible()
        for (const name of tab.tiers) await expect(panel.getByRole('article', { name, exact: true })).toBeVisible()
      }
      await expect(tier(page, 'Club')).toContainText(p.club.inclVat)
      // The disclosures are native and need no script.
      const group = page.locator('details').filter({ hasText: p.services.summary })
      await group.locator('summary').click()
      await expect(group.getByText(p.services.text)).toBeVisible()
    })
  })
}
