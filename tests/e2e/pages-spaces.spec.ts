import { expect, test, type Locator, type Page } from './test'

/**
 * The Spaces list and the nine space detail pages (issue 5) in both locales: tabs with cards showing
 * capacity and "from … per hour", each detail page with its gallery, capacity by layout, equipment,
 * price per hour excl. VAT, the book button (calendar service for the rooms, a booked meeting lands
 * on the confirmation page; the event space's enquiry form; the contact form for the terrace) and
 * related spaces; the event space's and the terrace's facts from spec
 * section 9; the 404 page for an unknown slug. Prices are matched character for character
 * (`48 000 Kč` with no-break spaces, `48,000 CZK`).
 */

const NB = '\u00A0'

type Capacity = [layout: string, people: string]
type Space = {
  name: Record<'cs' | 'en', string>
  slug: Record<'cs' | 'en', string>
  tab: string
  capacity: Record<'cs' | 'en', Capacity[]>
  /** How it is booked (issue 37): the calendar, the enquiry form on its page, or the contact form about renting a space. */
  booking?: 'enquiry' | 'contact'
}

/** The nine spaces with a page of their own; capacities as spec section 9 gives them (Mánes: the seed's). */
const SPACES: Space[] = [
  {
    name: { cs: 'Otakar', en: 'Otakar' },
    slug: { cs: 'otakar', en: 'otakar' },
    tab: 'meeting-rooms',
    capacity: {
      cs: [[`U${NB}stolu`, '20 osob'], ['Divadelní uspořádání', '30 osob'], ['Neformálně', '25 osob']],
      en: [['Seated', '20 people'], ['Theatre', '30 people'], ['Informal', '25 people']],
    },
  },
  {
    name: { cs: 'Štenc', en: 'Štenc' },
    slug: { cs: 'stenc', en: 'stenc' },
    tab: 'meeting-rooms',
    capacity: { cs: [[`U${NB}stolu`, '10 osob']], en: [['Seated', '10 people']] },
  },
  {
    name: { cs: 'Salvátor', en: 'Salvátor' },
    slug: { cs: 'salvator', en: 'salvator' },
    tab: 'meeting-rooms',
    capacity: {
      cs: [[`U${NB}stolů`, '14 osob'], ['Divadelní uspořádání', '20 osob']],
      en: [['At tables', '14 people'], ['Theatre', '20 people']],
    },
  },
  {
    name: { cs: 'Maxmilián', en: 'Maxmilián' },
    slug: { cs: 'maxmilian', en: 'maxmilian' },
    tab: 'meeting-rooms',
    capacity: { cs: [[`U${NB}stolu`, '6 osob']], en: [['Seated', '6 people']] },
  },
  {
    name: { cs: 'Viola', en: 'Viola' },
    slug: { cs: 'viola', en: 'viola' },
    tab: 'meeting-rooms',
    capacity: { cs: [[`U${NB}stolu`, '4 osoby']], en: [['Seated', '4 people']] },
  },
  {
    name: { cs: 'Amélie', en: 'Amélie' },
    slug: { cs: 'amelie', en: 'amelie' },
    tab: 'meeting-rooms',
    capacity: { cs: [[`U${NB}stolu`, '6 osob']], en: [['Seated', '6 people']] },
  },
  {
    name: { cs: 'Mánes', en: 'Mánes' },
    slug: { cs: 'manes', en: 'manes' },
    tab: 'meeting-rooms',
    capacity: { cs: [[`U${NB}stolu`, '12 osob']], en: [['Seated', '12 people']] },
  },
  {
    name: { cs: 'Terasa', en: 'The Terrace' },
    slug: { cs: 'terasa', en: 'the-terrace' },
    tab: 'meeting-rooms',
    capacity: { cs: [['Neformálně', '20 osob']], en: [['Informal', '20 people']] },
    booking: 'contact',
  },
  {
    name: { cs: 'Eventový prostor', en: 'Event space' },
    slug: { cs: 'eventovy-prostor', en: 'event-space' },
    tab: 'event-space',
    capacity: { cs: [['Ve stoje', '200 osob']], en: [['Standing', '200 people']] },
    booking: 'enquiry',
  },
]

const L = {
  cs: {
    list: '/prostor',
    detail: (slug: string) => `/prostor/${slug}`,
    h1: 'Místnosti s denním světlem a dubovou podlahou',
    tabs: [
      { id: 'meeting-rooms', label: 'Zasedací místnosti' },
      { id: 'event-space', label: 'Eventový prostor' },
      { id: 'coworking', label: 'Coworking' },
      { id: 'cafe', label: 'Kavárna' },
    ],
    upTo: (n: number) => `až ${n} osob`,
    from: (price: string) => new RegExp(`od ${price}${NB}/ hod\\.`),
    czk: (amount: string) => `${amount.replace(/,/g, NB)}${NB}Kč`,
    exclVat: `bez DPH (21${NB}%)`,
    gallery: (name: string) => `Fotografie: ${name}`,
    facts: 'Cena a kapacita',
    capacity: 'Kapacita podle uspořádání',
    equipment: 'Vybavení',
    book: 'Rezervovat',
    enquire: 'Poptat pronájem',
    ask: 'Zeptat se na termín',
    contact: '/kontakt',
    topic: { rentSpace: 'Pronájem prostoru', meetingRoom: 'Pronájem zasedací místnosti' },
    enquiryTitle: 'Poptávka pronájmu haly',
    related: 'Další prostory',
    confirm: '/calendly-meeting-confirm',
    slots: ['Po–Pá 13:00–24:00', 'Po–Pá 17:00–24:00'],
    production: ['Produkce akce', `7${NB}% z${NB}fakturované částky`],
    terraceClosed: ['S\u00a0uzavřenou kavárnou', 'až 50\u00a0hostů'],
    coworking: ['Coworking', 'Soukromé kanceláře'],
    cafe: 'Kavárna',
    notFound: 'Takovou stránku nemáme',
  },
  en: {
    list: '/en/space',
    detail: (slug: string) => `/en/space/${slug}`,
    h1: 'Rooms with daylight and oak floors',
    tabs: [
      { id: 'meeting-rooms', label: 'Meeting rooms' },
      { id: 'event-space', label: 'Event space' },
      { id: 'coworking', label: 'Coworking' },
      { id: 'cafe', label: 'Café' },
    ],
    upTo: (n: number) => `up to ${n} people`,
    from: (price: string) => new RegExp(`from ${price}${NB}/ hour`),
    czk: (amount: string) => `${amount}${NB}CZK`,
    exclVat: `excl. VAT (21${NB}%)`,
    gallery: (name: string) => `Pictures: ${name}`,
    facts: 'Price and capacity',
    capacity: 'Capacity by layout',
    equipment: 'Equipment',
    book: 'Book',
    enquire: 'Enquire',
    ask: 'Ask about a date',
    contact: '/en/contact',
    topic: { rentSpace: 'Rent a space', meetingRoom: 'Meeting room rental' },
    enquiryTitle: 'Enquire about renting the hall',
    related: 'More spaces',
    confirm: '/en/calendly-meeting-confirm',
    slots: ['Mon–Fri 13:00–24:00', 'Mon–Fri 17:00–24:00'],
    production: ['Event production', `7${NB}% of the invoice total`],
    terraceClosed: ['With the café closed off', 'up to 50\u00a0guests'],
    coworking: ['Coworking', 'Private offices'],
    cafe: 'Café',
    notFound: "We don't have such a page",
  },
} as const

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The pairs of a description list as a visitor reads them: [term, description]. */
async function pairs(list: Locator): Promise<string[][]> {
  return list.getByRole('term').evaluateAll((terms) =>
    terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''].map((s) => s.replace(/[ \t\r\n]+/g, ' ').trim())),
  )
}

for (const locale of ['cs', 'en'] as const) {
  const p = L[locale]

  test.describe(`spaces list (${locale})`, () => {
    test('renders its heading and the meeting rooms with capacity and price from per hour', async ({ page }) => {
      const response = await page.goto(p.list)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1)
      await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(p.tabs.map((t) => t.label))
      const otakar = card(page, 'Otakar')
      await expect(otakar).toContainText(p.upTo(30))
      await expect(otakar).toContainText(p.from(p.czk('1,500')))
      await expect(otakar).toContainText(p.exclVat)
      await expect(otakar.getByRole('link', { name: 'Otakar' })).toHaveAttribute('href', p.detail('otakar'))
      for (const space of SPACES.filter((s) => s.tab === 'meeting-rooms')) {
        await expect(card(page, space.name[locale]).getByRole('link', { name: space.name[locale] })).toHaveAttribute('href', p.detail(space.slug[locale]))
      }
      // The terrace holds 20; the 50 guests need the café closed off.
      await expect(card(page, SPACES[7].name[locale])).toContainText(p.upTo(20))
    })

    test('the tabs open by click, keyboard and URL hash', async ({ page }) => {
      await page.goto(`${p.list}#event-space`)
      await expect(page.getByRole('tab', { name: p.tabs[1].label, exact: true })).toHaveAttribute('aria-selected', 'true')
      const event = card(page, SPACES[8].name[locale])
      await expect(event).toContainText(p.upTo(200))
      await expect(event).toContainText(p.from(p.czk('48,000')))
      await expect(card(page, 'Otakar')).toBeHidden()

      await page.getByRole('tab', { name: p.tabs[2].label, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`#coworking$`))
      for (const name of p.coworking) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible()
      await expect(event).toBeHidden()

      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('tab', { name: p.tabs[3].label, exact: true })).toBeFocused()
      await expect(page).toHaveURL(/#cafe$/)
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: p.cafe, exact: true, level: 3 })).toBeVisible()
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('tab', { name: p.tabs[0].label, exact: true })).toHaveAttribute('aria-selected', 'true')
      await expect(card(page, 'Otakar')).toBeVisible()
      await page.keyboard.press('End')
      await expect(page).toHaveURL(/#cafe$/)
      await page.keyboard.press('Home')
      await expect(page).toHaveURL(/#meeting-rooms$/)
    })
  })

  for (const space of SPACES) {
    const name = space.name[locale]
    test(`${name} (${locale}): detail page with gallery, capacity, equipment, price, booking and related spaces`, async ({ page }) => {
      const response = await page.goto(p.detail(space.slug[locale]))
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)

      const gallery = page.getByRole('region', { name: p.gallery(name) })
      await expect(gallery.getByRole('img').first()).toBeVisible()
      expect(await gallery.getByRole('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

      const facts = page.getByRole('complementary', { name: p.facts })
      await expect(facts).toContainText(p.exclVat)
      await expect(facts).toContainText(locale === 'cs' ? /od [\d\u00A0]+Kč\u00A0\/ hod\./ : /from [\d,]+\u00A0CZK\u00A0\/ hour/)
      await expect(facts.getByRole('heading', { name: p.capacity })).toBeVisible()
      const capacities = facts.getByRole('heading', { name: p.capacity }).locator('xpath=following-sibling::dl[1]')
      expect(await pairs(capacities)).toEqual(expect.arrayContaining(space.capacity[locale]))

      const equipment = page.getByRole('region', { name: p.equipment, exact: true })
      expect(await equipment.getByRole('listitem').count()).toBeGreaterThan(0)

      // Each space's booking follows the space (issue 37): only rooms rented by the hour open the calendar.
      const book = facts.getByRole('link', { name: p.book, exact: true })
      const enquire = facts.getByRole('link', { name: p.enquire, exact: true })
      const slug = space.slug[locale]
      if (space.booking) {
        await expect(book).toHaveCount(0)
        await expect(enquire).toHaveAttribute(
          'href',
          space.booking === 'enquiry' ? `${p.detail(slug)}#enquiry` : `${p.contact}?topic=rentSpace&from=${slug}#contact-form`,
        )
      } else {
        await expect(book).toBeVisible()
        const href = new URL((await book.getAttribute('href')) ?? '')
        expect(href.origin + href.pathname).toBe('https://calendly.com/hub1909/meeting-room')
        expect(href.searchParams.get('locale')).toBe(locale)
        await expect(enquire).toHaveCount(0)
        await expect(facts.getByRole('link', { name: p.ask, exact: true })).toHaveAttribute('href', `${p.contact}?topic=meetingRoom&from=${slug}#contact-form`)
      }

      const related = page.getByRole('region', { name: p.related })
      const links = related.getByRole('article').getByRole('link')
      expect(await links.count()).toBeGreaterThan(0)
      for (const link of await links.all()) {
        const target = await link.getAttribute('href')
        expect(target).toMatch(new RegExp(`^${p.detail('')}[a-z0-9-]+$`))
        expect(target).not.toBe(p.detail(space.slug[locale]))
      }
    })
  }

  test.describe(`space facts and booking (${locale})`, () => {
    test('the event space: 200 guests, 48,000 CZK per hour, weekday slots and the 7 % production fee', async ({ page }) => {
      await page.goto(p.detail(SPACES[8].slug[locale]))
      const facts = page.getByRole('complementary', { name: p.facts })
      await expect(facts).toContainText(p.from(p.czk('48,000')))
      await expect(facts).toContainText(p.exclVat)
      const list = await pairs(facts.locator('dl').last())
      const slots = list.find(([term]) => term === (locale === 'cs' ? 'Časové bloky' : 'Time slots'))
      expect(slots?.[1]).toContain(p.slots[0])
      expect(slots?.[1]).toContain(p.slots[1])
      expect(list).toContainEqual(p.production)
      expect(await pairs(facts.locator('dl').first())).toContainEqual(SPACES[8].capacity[locale][0])
    })

    test('the terrace: up to 20, with the café closed off up to 50', async ({ page }) => {
      await page.goto(p.detail(SPACES[7].slug[locale]))
      const facts = page.getByRole('complementary', { name: p.facts })
      expect(await pairs(facts.locator('dl').first())).toEqual([[locale === 'cs' ? 'Neformálně' : 'Informal', locale === 'cs' ? '20 osob' : '20 people']])
      expect(await pairs(facts.locator('dl').last())).toContainEqual(p.terraceClosed)
    })

    test('the book button opens the calendar, and a booked meeting lands on the confirmation page', async ({ page }) => {
      // The calendar service is not contacted (no internet): a stand-in page reports a booked meeting
      // the way the service does, by a message to the page that embeds it.
      await page.route('https://calendly.com/**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>calendar</title><button onclick="parent.postMessage({ event: \'calendly.event_scheduled\', payload: {} }, \'*\')">Schedule event</button>',
        }),
      )
      await page.goto(p.detail('otakar'))
      await page.getByRole('complementary', { name: p.facts }).getByRole('link', { name: p.book, exact: true }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('iframe')).toHaveAttribute('src', /^https:\/\/calendly\.com\/hub1909\/meeting-room\?/)
      await expect(dialog.locator('iframe')).toHaveAttribute('src', new RegExp(`[?&]locale=${locale}(&|$)`))
      // The visitor books a slot in the calendar.
      await page.frameLocator('dialog iframe').getByRole('button', { name: 'Schedule event' }).click()
      await expect(page).toHaveURL(new RegExp(`${p.confirm}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the event space books by its enquiry form, the terrace by the contact form, a meeting room in the calendar', async ({ page }) => {
        const facts = page.getByRole('complementary', { name: p.facts })
        await page.goto(p.detail(SPACES[8].slug[locale]))
        await facts.getByRole('link', { name: p.enquire, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${p.detail(SPACES[8].slug[locale])}#enquiry$`))
        await expect(page.getByRole('heading', { level: 2, name: p.enquiryTitle })).toBeInViewport()

        await page.goto(p.detail(SPACES[7].slug[locale]))
        await facts.getByRole('link', { name: p.enquire, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${p.contact}\\?topic=rentSpace&from=${SPACES[7].slug[locale]}#contact-form$`))
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('#contact-form select[name="topic"] option:checked')).toHaveText(p.topic.rentSpace)
        // The other language's contact page chooses the same topic.
        const other = locale === 'cs' ? L.en : L.cs
        const languageSwitch = page.locator('header.site-header').getByRole('link', { name: new RegExp(`^${locale === 'cs' ? 'EN' : 'CZ'}\\b`) })
        await expect(languageSwitch).toHaveAttribute('href', `${other.contact}?topic=rentSpace&from=${SPACES[7].slug[locale]}`)

        await page.goto(p.detail('viola'))
        const book = new URL((await facts.getByRole('link', { name: p.book, exact: true }).getAttribute('href')) ?? '')
        expect(book.origin + book.pathname).toBe('https://calendly.com/hub1909/meeting-room')
        await facts.getByRole('link', { name: p.ask, exact: true }).click()
        await expect(page.locator('#contact-form select[name="topic"] option:checked')).toHaveText(p.topic.meetingRoom)
      })
    })

    test('an unknown space is a 404 with the site 404 page in the same language', async ({ page }) => {
      const response = await page.goto(p.detail('no-such-space'))
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.notFound)
      await expect(page.getByText(`Page Not Found: ${p.detail('no-such-space')}`)).toBeVisible()
      // The spaces without a page of their own are not detail pages either.
      const coworking = await page.goto(p.detail('coworking'))
      expect(coworking?.status()).toBe(404)
    })
  })
}
