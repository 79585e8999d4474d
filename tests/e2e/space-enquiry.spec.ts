import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'

import { MIN_FILL_MS } from '../../src/lib/forms/spamGuard'
import { readMailbox } from '../int/mailbox'
import { type APIRequestContext, expect, type Locator, type Page, test } from './test'
import { staffToken } from './staff'

/**
 * Issue 19 part 2: the event space's enquiry form with its indicative quote, in both languages,
 * with JavaScript (the quote follows what the visitor types; the stored enquiry keeps the figures it
 * was shown) and without (the quote comes with the page after the post; a refused post is a 4xx).
 * The seeded event space: 48,000 CZK per hour in the weekday slots 13:00–24:00 and 17:00–24:00,
 * up to 200 guests (theatre 150), production 7 %, VAT 21 %.
 */

const NB = '\u00A0'
const MAIL_DIR = path.resolve('var/e2e/mail')
type Messages = typeof import('../../messages/en.json')
const MESSAGES = Object.fromEntries(
  (['cs', 'en'] as const).map((l) => [l, JSON.parse(fs.readFileSync(path.resolve(`messages/${l}.json`), 'utf8')) as Messages]),
) as Record<'cs' | 'en', Messages>

const L = {
  cs: {
    page: '/prostor/eventovy-prostor',
    list: '/prostor#event-space',
    czk: (amount: string) => `${amount.replace(/,/g, NB)}${NB}Kč`,
    rental: (hours: string) => `Pronájem haly (${hours.replace('.', ',')}${NB}h × 48${NB}000${NB}Kč)`,
    missingAll: `Orientační cenu ukážeme, jakmile doplníte datum, čas začátku, čas konce a${NB}počet hostů.`,
    missingGuests: 'Orientační cenu ukážeme, jakmile doplníte počet hostů.',
  },
  en: {
    page: '/en/space/event-space',
    list: '/en/space#event-space',
    czk: (amount: string) => `${amount}${NB}CZK`,
    rental: (hours: string) => `Hall rental (${hours}${NB}h × 48,000${NB}CZK)`,
    missingAll: 'We will show an indicative price once you fill in the date, the start time, the end time and the number of guests.',
    missingGuests: 'We will show an indicative price once you fill in the number of guests.',
  },
} as const

const uniqueIp = () => `198.19.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`
const uniqueEmail = (tag: string) => `e2e-enquiry-${tag}-${crypto.randomBytes(5).toString('hex')}@example.com`

/** A day `days` or more ahead by the Prague calendar: the next weekday, or the next Saturday. */
function dayAhead(days: number, kind: 'weekday' | 'saturday' = 'weekday'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date())
  const d = new Date(`${today}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  while (kind === 'weekday' ? [0, 6].includes(d.getUTCDay()) : d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

const form = (page: Page) => page.locator('#enquiry form')
/** With JavaScript: wait until the form has hydrated before typing. */
async function reachForm(page: Page) {
  await form(page).scrollIntoViewIfNeeded()
  await expect(form(page)).toHaveAttribute('data-enhanced', '')
}
const field = (page: Page, name: string) => page.locator(`#enquiry-form-${name}`)
const quote = (page: Page) => page.getByTestId('enquiry-quote')
/** A line of the quote: its label and amount. */
const line = (scope: Locator, key: string) => scope.locator(`[data-line="${key}"]`)

type Booking = { date?: string; start?: string; end?: string; guests?: string; layout?: string; catering?: 'yes' | 'no'; production?: 'yes' | 'no' }
type Contact = { name?: string; company?: string; email?: string; phone?: string; note?: string; consent?: boolean }

async function fill(page: Page, values: Booking & Contact) {
  for (const name of ['date', 'start', 'end', 'guests', 'name', 'company', 'email', 'phone', 'note'] as const) {
    if (values[name] !== undefined) await field(page, name).fill(values[name])
  }
  if (values.layout) await field(page, 'layout').selectOption(values.layout)
  for (const name of ['catering', 'production'] as const) {
    if (values[name]) await form(page).locator(`input[name="${name}"][value="${values[name]}"]`).check()
  }
  if (values.consent) await field(page, 'consent').check()
}

async function asVisitor(page: Page) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() })
}

/** A person needs MIN_FILL_MS to fill in a form; the form's start was signed at the latest at `since`. */
async function waitFillTime(page: Page, since: number) {
  const left = since + MIN_FILL_MS + 250 - Date.now()
  if (left > 0) await page.waitForTimeout(left)
}

type StoredEnquiry = Record<string, unknown> & { id: number; email: string }

async function storedEnquiries(request: APIRequestContext, email: string): Promise<StoredEnquiry[]> {
  const response = await request.get(`/api/event-space-enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `JWT ${await staffToken(request)}` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: StoredEnquiry[] }).docs
}

async function mailsFor(email: string, count: number) {
  const find = () => readMailbox(MAIL_DIR).filter((m) => (m.headers.to ?? '').includes(email) || (m.headers['reply-to'] ?? '').includes(email))
  await expect.poll(() => find().length, { timeout: 30_000, intervals: [500] }).toBeGreaterThanOrEqual(count)
  return find()
}

/** A field's error: its text, named by the field's aria-describedby, the field marked invalid. */
async function expectFieldError(page: Page, name: string, text: string) {
  await expect(page.locator(`#enquiry-form-${name}-error`)).toHaveText(text)
  await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, name)).toHaveAttribute('aria-describedby', new RegExp(`(^| )enquiry-form-${name}-error( |$)`))
}

for (const locale of ['cs', 'en'] as const) {
  const p = L[locale]
  const m = MESSAGES[locale]
  const e = m.forms.errors.enquiry

  test.describe(`event space enquiry with JavaScript (${locale})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test('the quote follows what the visitor types, says when a time is outside the slots or the guests too many, and passes axe', async ({ page }) => {
      await page.goto(p.list)
      await page.getByRole('link', { name: m.spaces.enquiryCta }).click()
      await expect(page).toHaveURL(new RegExp(`${p.page}#enquiry$`))
      await reachForm(page)
      await expect(page.getByRole('heading', { level: 2, name: m.spaceEnquiry.title })).toBeVisible()
      await expect(quote(page)).toHaveText(p.missingAll)

      // The box names what the price still needs; the layout is not part of it (issue 37).
      await fill(page, { date: dayAhead(14), start: '18:00', end: '23:00' })
      await expect(quote(page)).toHaveText(p.missingGuests)
      await fill(page, { guests: '120' })
      await expect(line(quote(page), 'rental')).toHaveText(`${p.rental('5')}${p.czk('240,000')}`)
      await expect(field(page, 'layout')).toHaveValue('')
      await fill(page, { layout: 'standing' })
      await expect(line(quote(page), 'rental')).toHaveText(`${p.rental('5')}${p.czk('240,000')}`)
      await expect(line(quote(page), 'net')).toContainText(p.czk('240,000'))
      await expect(line(quote(page), 'vat')).toContainText(p.czk('50,400'))
      await expect(line(quote(page), 'gross')).toContainText(p.czk('290,400'))
      await expect(line(quote(page), 'slot')).toContainText('17:00–24:00')
      await expect(line(quote(page), 'production')).toHaveCount(0)

      // Production help: 7 % of the invoice total; catering is on request.
      await fill(page, { production: 'yes', catering: 'yes' })
      await expect(line(quote(page), 'production')).toContainText(p.czk('16,800'))
      await expect(line(quote(page), 'catering')).toContainText(m.spaceEnquiry.quote.cateringValue)
      await expect(line(quote(page), 'gross')).toContainText(p.czk('310,728'))
      // Every started half hour: 13:00–15:10 is 2.5 hours, in the afternoon slot.
      await fill(page, { start: '13:00', end: '15:10' })
      await expect(line(quote(page), 'rental')).toHaveText(`${p.rental('2.5')}${p.czk('120,000')}`)
      await expect(line(quote(page), 'slot')).toContainText('13:00–24:00')

      // Outside the slots: no price, a way to write instead.
      await fill(page, { start: '10:00', end: '12:00' })
      await expect(quote(page)).toContainText(e.outsideSlots)
      await expect(quote(page).getByRole('link', { name: m.spaceEnquiry.quote.contact })).toBeVisible()
      await expect(line(quote(page), 'gross')).toHaveCount(0)
      await fill(page, { start: '18:00', end: '23:00', date: dayAhead(14, 'saturday') })
      await expect(quote(page)).toContainText(e.outsideSlots)

      // More than 200 guests: said at once, with the same way out.
      await fill(page, { date: dayAhead(14), guests: '201' })
      await expect(quote(page)).toContainText(e.tooManyGuests)
      await expect(quote(page).getByRole('link', { name: m.spaceEnquiry.quote.contact })).toBeVisible()
      await fill(page, { guests: '200' })
      await expect(line(quote(page), 'gross')).toBeVisible()

      const { violations } = await new AxeBuilder({ page }).include('#enquiry').analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })

    test('a valid enquiry is confirmed on the page with its quote, stored with the same figures and mailed', async ({ page, request }) => {
      await asVisitor(page)
      const email = uniqueEmail(`js-${locale}`)
      await page.goto(`${p.page}#enquiry`)
      const started = Date.now()
      await reachForm(page)
      await fill(page, { date: dayAhead(21), start: '17:00', end: '22:30', guests: '150', layout: 'theatre', production: 'yes', name: 'Jana Nováková', company: 'Tiskárna', email, phone: '777 123 456', note: 'Křest knihy', consent: true })
      // 5.5 h × 48,000 = 264,000; production 18,480; net 282,480; VAT 59,321 (59,320.8); total 341,801.
      await expect(line(quote(page), 'gross')).toContainText(p.czk('341,801'))
      await waitFillTime(page, started)
      await form(page).getByRole('button', { name: m.spaceEnquiry.submit }).click()

      const done = page.getByRole('heading', { name: m.spaceEnquiry.done.title })
      await expect(done).toBeVisible()
      await expect(done).toBeFocused()
      await expect(line(quote(page), 'net')).toContainText(p.czk('282,480'))
      await expect(line(quote(page), 'gross')).toContainText(p.czk('341,801'))
      await expect(page.getByRole('status')).toContainText('17:00–22:30')

      const [stored] = await storedEnquiries(request, email)
      expect(stored).toMatchObject({ guests: 150, layout: 'theatre', production: true, catering: false, locale, quoteHours: 5.5, quoteRental: 264_000, quoteProduction: 18_480, quoteNet: 282_480, quoteVat: 59_321, quoteGross: 341_801 })
      const mails = await mailsFor(email, 2)
      const copy = mails.find((mail) => (mail.headers.to ?? '').includes(email))!
      expect(copy.html).toContain(`<html lang="${locale}">`)
      expect(copy.text).toContain(p.czk('341,801'))
    })

    test('field errors are said next to their fields in the visitor’s language, and nothing is stored', async ({ page, request }) => {
      await asVisitor(page)
      const email = uniqueEmail(`invalid-${locale}`)
      await page.goto(`${p.page}#enquiry`)
      const started = Date.now()
      await reachForm(page)
      await fill(page, { date: '2020-01-06', start: '20:00', end: '19:00', guests: '250', layout: 'standing', name: 'Eva', email, phone: '777 123 456', consent: true })
      await waitFillTime(page, started)
      await form(page).getByRole('button', { name: m.spaceEnquiry.submit }).click()
      await expectFieldError(page, 'date', e.pastDate)
      await expectFieldError(page, 'end', e.endBeforeStart)
      await expectFieldError(page, 'guests', e.tooManyGuests)
      await expect(field(page, 'date')).toBeFocused()
      await expect(form(page).getByRole('alert')).toHaveText(m.forms.invalid)
      await expect(field(page, 'guests')).toHaveValue('250')
      expect(await storedEnquiries(request, email)).toEqual([])
    })
  })

  test.describe(`event space enquiry without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } })

    test('the quote comes with the confirmation after the post; the enquiry is stored with it', async ({ page, request }) => {
      await asVisitor(page)
      const email = uniqueEmail(`nojs-${locale}`)
      await page.goto(p.page)
      const started = Date.now()
      await expect(quote(page)).toHaveText(p.missingAll)
      await fill(page, { date: dayAhead(28), start: '13:00', end: '00:00', guests: '200', layout: 'standing', catering: 'yes', name: 'Petr Svoboda', email, phone: '+420 777 000 111', consent: true })
      // No script runs: the quote is not there yet.
      await expect(quote(page)).toHaveText(p.missingAll)
      await waitFillTime(page, started)
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        form(page).getByRole('button', { name: m.spaceEnquiry.submit }).click(),
      ])
      expect(response.status()).toBe(200)
      await expect(page.getByRole('heading', { name: m.spaceEnquiry.done.title })).toBeVisible()
      // 11 h × 48,000 = 528,000; VAT 110,880; total 638,880.
      await expect(line(quote(page), 'rental')).toHaveText(`${p.rental('11')}${p.czk('528,000')}`)
      await expect(line(quote(page), 'gross')).toContainText(p.czk('638,880'))
      await expect(line(quote(page), 'catering')).toContainText(m.spaceEnquiry.quote.cateringValue)
      const stored = await storedEnquiries(request, email)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ locale, guests: 200, quoteHours: 11, quoteNet: 528_000, quoteGross: 638_880, catering: true, production: false })
    })

    test('a refused post is a 400 with the errors, the values and the quote’s reason; nothing is stored', async ({ page, request }) => {
      await asVisitor(page)
      const email = uniqueEmail(`nojs-invalid-${locale}`)
      await page.goto(p.page)
      const started = Date.now()
      await fill(page, { date: dayAhead(14, 'saturday'), start: '18:00', end: '23:00', guests: '201', layout: 'standing', name: 'Petr Svoboda', email, phone: '777 000 111' })
      await waitFillTime(page, started)
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        form(page).getByRole('button', { name: m.spaceEnquiry.submit }).click(),
      ])
      expect(response.status()).toBe(400)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expectFieldError(page, 'guests', e.tooManyGuests)
      await expect(page.locator('#enquiry-form-consent-error')).toHaveText(m.forms.errors.consent)
      // Outside the slots: said below the date and times, which name it.
      await expect(page.locator('#enquiry-form-when-error')).toContainText(e.outsideSlots)
      await expect(page.locator('#enquiry-form-when-error').getByRole('link', { name: m.spaceEnquiry.quote.contact })).toBeVisible()
      await expect(field(page, 'date')).toHaveAttribute('aria-invalid', 'true')
      await expect(quote(page)).toContainText(e.tooManyGuests)
      await expect(field(page, 'guests')).toHaveValue('201')
      await expect(field(page, 'email')).toHaveValue(email)
      // The browser puts the caret in the first wrong field: the date (outside the slots).
      await expect(field(page, 'date')).toBeFocused()
      expect(await storedEnquiries(request, email)).toEqual([])

      // Put right, the same page shows the quote with the confirmation.
      const rendered = Date.now()
      await fill(page, { date: dayAhead(14), guests: '180', consent: true })
      await waitFillTime(page, rendered)
      const [second] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        form(page).getByRole('button', { name: m.spaceEnquiry.submit }).click(),
      ])
      expect(second.status()).toBe(200)
      await expect(line(quote(page), 'gross')).toContainText(p.czk('290,400'))
      expect(await storedEnquiries(request, email)).toHaveLength(1)
    })
  })
}
