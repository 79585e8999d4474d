import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from './test'

import { MIN_FILL_MS, RATE_LIMITS } from '../../src/lib/forms/spamGuard'
import { type Mail, readMailbox } from '../int/mailbox'
import { STAFF, staffToken } from './staff'

/**
 * Issue 6: the contact form and the newsletter in both locales, with JavaScript and without; the
 * spam guard's refusals (honeypot; a flood answered with 429, an oversized post with 413) and the
 * double opt-in through the .eml files the e2e server writes (MAIL_DIR=var/e2e/mail).
 *
 * Every test posts as its own visitor: a unique address in X-Forwarded-For (the e2e server has no
 * proxy in front, so it takes the header as the client's address) and unique e-mail addresses, so
 * that the rate limits of one test never meet another.
 */

const MAIL_DIR = path.resolve('var/e2e/mail')
type Messages = typeof import('../../messages/en.json')
const messages = (locale: string) => JSON.parse(fs.readFileSync(path.resolve(`messages/${locale}.json`), 'utf8')) as Messages
const MESSAGES = { cs: messages('cs'), en: messages('en') }
type Locale = keyof typeof MESSAGES

const PATHS = {
  cs: { home: '/', contact: '/kontakt', contactConfirm: '/contact-form-confirm', newsletter: '/newsletter-subscription' },
  en: { home: '/en', contact: '/en/contact', contactConfirm: '/en/contact-form-confirm', newsletter: '/en/newsletter-subscription' },
} as const

const MARKUP = '<b>tučně</b> <img src=x onerror="window.__hubXss=1"> & <script>window.__hubXss=2</script>'

const uniqueIp = () => `198.18.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`
const uniqueEmail = (tag: string) => `e2e-${tag}-${crypto.randomBytes(5).toString('hex')}@example.com`
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The "too many attempts" message exactly as the visitor reads it (minutes from Retry-After). */
function rateLimitedText(locale: Locale, retryAfterSec: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSec / 60))
  const pattern = MESSAGES[locale].forms.rateLimited
  const plural = /\{minutes, plural, (.*)\}\./.exec(pattern)![1]
  const forms = Object.fromEntries([...plural.matchAll(/(\w+) \{([^}]*)\}/g)].map((m) => [m[1], m[2]]))
  const category = new Intl.PluralRules(locale).select(minutes)
  const phrase = (forms[category] ?? forms.other).replace('#', String(minutes))
  return pattern.replace(/\{minutes, plural, .*\}/, phrase)
}

/** A person needs MIN_FILL_MS to fill in a form: the page's signed start time is never later than `since`. */
async function waitFillTime(page: Page, since: number) {
  const left = since + MIN_FILL_MS + 250 - Date.now()
  if (left > 0) await page.waitForTimeout(left)
}

async function asVisitor(page: Page) {
  const ip = uniqueIp()
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  return ip
}

let auth: Record<string, string>
async function staffAuth(request: APIRequestContext) {
  auth ??= { Authorization: `JWT ${await staffToken(request)}` }
  return auth
}

type ContactRequestDoc = { id: number; name: string; surname: string; email: string; from: string; referrer: string; locale: string; expectations: string; company: string; phone: string; topic: string }

async function storedRequests(request: APIRequestContext, email: string): Promise<ContactRequestDoc[]> {
  const response = await request.get(`/api/contact-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: await staffAuth(request) })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: ContactRequestDoc[] }).docs
}

async function storedSubscribers(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: await staffAuth(request) })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: { id: number; status: string; locale: string }[] }).docs
}

/** The mails the outbox wrote for `email` (to it, or replying to it), waiting for the job runner. */
async function mailsFor(email: string, count: number): Promise<Mail[]> {
  const find = () => readMailbox(MAIL_DIR).filter((m) => (m.headers.to ?? '').includes(email) || (m.headers['reply-to'] ?? '').includes(email))
  await expect.poll(() => find().length, { timeout: 30_000, intervals: [500] }).toBeGreaterThanOrEqual(count)
  return find()
}

const contact = (page: Page) => page.locator('#contact-form form')
const field = (page: Page, name: string) => page.locator(`#contact-request-${name}`)

async function fillContact(page: Page, values: { name?: string; surname?: string; email?: string; phone?: string; topic?: string; company?: string; expectations?: string; consent?: boolean }) {
  // The topic first: the form asks about membership expectations only when membership is the topic.
  if (values.topic) await field(page, 'topic').selectOption(values.topic)
  for (const name of ['name', 'surname', 'email', 'phone', 'company', 'expectations'] as const) {
    if (values[name] !== undefined) await field(page, name).fill(values[name])
  }
  if (values.consent) await field(page, 'consent').check()
}

/** Each field's error: next to it, named by aria-describedby, the field marked invalid. */
async function expectFieldError(page: Page, name: string, text: string) {
  const input = field(page, name)
  const error = page.locator(`#contact-request-${name}-error`)
  await expect(error).toHaveText(text)
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(input).toHaveAttribute('aria-describedby', new RegExp(`(^| )contact-request-${name}-error( |$)`))
  // Next to its field: in the same field group.
  expect(await error.evaluate((el, id) => el.parentElement!.contains(document.getElementById(id)) || el.parentElement!.parentElement!.contains(document.getElementById(id)), `contact-request-${name}`)).toBe(true)
}

async function expectAllContactErrors(page: Page, locale: Locale) {
  const errors = MESSAGES[locale].forms.errors
  await expectFieldError(page, 'name', errors.name)
  await expectFieldError(page, 'surname', errors.surname)
  await expectFieldError(page, 'email', errors.email)
  await expectFieldError(page, 'phone', errors.phone)
  await expectFieldError(page, 'topic', errors.choice)
  await expectFieldError(page, 'consent', errors.consent)
  await expect(contact(page).getByRole('alert')).toHaveText(MESSAGES[locale].forms.invalid)
  // The fields that were right carry no error.
  await expect(page.locator('#contact-request-company-error')).toHaveCount(0)
  await expect(field(page, 'company')).toHaveAttribute('aria-invalid', 'false')
}

function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  if (include) builder.include(include)
  return builder.analyze().then(({ violations }) => violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))
}

/**
 * Uses up the contact form's per-IP limit for `ip` the way a flood does: the form's own fields
 * (read from the page without JavaScript, with React's hidden action fields), posted over and over.
 */
async function floodContact(browser: Browser, baseURL: string, locale: Locale, ip: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': ip } })
  const page = await context.newPage()
  const loaded = Date.now()
  await page.goto(PATHS[locale].contact)
  const fields: Record<string, string> = {}
  for (const input of await contact(page).locator('input[type=hidden]').all()) {
    const name = await input.getAttribute('name')
    if (name) fields[name] = (await input.getAttribute('value')) ?? ''
  }
  expect(Object.keys(fields).some((k) => k.startsWith('$ACTION'))).toBe(true)
  await waitFillTime(page, loaded)
  const statuses: number[] = []
  for (let i = 0; i < RATE_LIMITS.contact.perIp.points; i++) {
    const response = await context.request.post(PATHS[locale].contact, {
      multipart: { ...fields, website: '', name: 'Flood', surname: String(i), email: uniqueEmail('flood'), topic: 'membership', consent: 'on' },
      maxRedirects: 0,
    })
    statuses.push(response.status())
  }
  await context.close()
  // Each accepted post redirected to the confirmation page.
  expect(statuses).toEqual(Array(RATE_LIMITS.contact.perIp.points).fill(303))
}

for (const locale of ['cs', 'en'] as const) {
  const p = PATHS[locale]
  const m = MESSAGES[locale]

  test.describe(`contact form with JavaScript (${locale})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test('shows every field error next to its field, in the visitor’s language, and focuses the first', async ({ page }) => {
      await asVisitor(page)
      await page.goto(p.contact)
      await fillContact(page, { email: 'not-an-address', phone: 'call me maybe', company: 'Tiskárna' })
      await contact(page).getByRole('button', { name: m.contactForm.submit }).click()
      await expectAllContactErrors(page, locale)
      await expect(field(page, 'name')).toBeFocused()
      // What was typed stays.
      await expect(field(page, 'email')).toHaveValue('not-an-address')
      await expect(field(page, 'company')).toHaveValue('Tiskárna')
      expect(await axeViolations(page)).toEqual([])
    })

    test('a valid request lands on the confirmation page, is stored with its origin, and its markup stays text', async ({ page, request, context }) => {
      // A form post after the minimum fill time, then the CMS's edit view, whose first render on a
      // busy machine took more than the whole default timeout (the expectation below waits 30 s).
      test.slow()
      await asVisitor(page)
      const email = uniqueEmail(`contact-${locale}`)
      // The visitor arrives from another site and opens the contact page from the menu.
      await page.goto(p.home, { referer: 'https://www.example.org/' })
      await page.locator(`header a[href*="from=menu"]`).first().click()
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(p.contact)}\\?from=menu$`))
      // The form's start time is signed when the page is rendered, at the latest now.
      const started = Date.now()
      await fillContact(page, { name: 'Jana', surname: 'Nováková', email, phone: '777 123 456', topic: 'membership', company: 'Tiskárna <s.r.o.>', expectations: MARKUP, consent: true })
      await waitFillTime(page, started)
      await contact(page).getByRole('button', { name: m.contactForm.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(p.contactConfirm)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.contactConfirm.title)

      const [stored] = await storedRequests(request, email)
      expect(stored).toMatchObject({ name: 'Jana', surname: 'Nováková', email, phone: '+420777123456', topic: 'membership', locale, from: 'menu', company: 'Tiskárna <s.r.o.>', expectations: MARKUP })
      expect(stored.referrer).toMatch(/^https:\/\/www\.example\.org\//)

      // Staff notification and the visitor's copy: the markup is escaped in the HTML part.
      const mails = await mailsFor(email, 2)
      const staff = mails.find((mail) => (mail.headers['reply-to'] ?? '').includes(email))!
      const copy = mails.find((mail) => (mail.headers.to ?? '').includes(email))!
      for (const mail of [staff, copy]) {
        expect(mail.html).toContain('&lt;img src=x onerror=')
        expect(mail.html).toContain('&lt;script&gt;')
        expect(mail.html).not.toMatch(/<img src=x|<script>window/)
        expect(mail.text).toContain(MARKUP)
      }

      // Staff read it in the admin as text: no element from it, no script run.
      const { token } = (await (await request.post('/api/users/login', { data: { email: STAFF.email, password: STAFF.password } })).json()) as { token: string }
      await context.addCookies([{ name: 'payload-token', value: token, url: new URL(page.url()).origin }])
      await page.goto(`/admin/collections/contact-requests/${stored.id}`)
      await expect(page.locator('textarea#field-expectations')).toHaveValue(MARKUP, { timeout: 30_000 })
      await expect(page.locator('#field-company')).toHaveValue('Tiskárna <s.r.o.>')
      expect(await page.evaluate(() => (window as { __hubXss?: number }).__hubXss)).toBeUndefined()
      await expect(page.locator('b:text-is("tučně")')).toHaveCount(0)
    })

    test('a filled honeypot is refused in the visitor’s language and nothing is stored', async ({ page, request }) => {
      await asVisitor(page)
      const email = uniqueEmail('honeypot')
      await page.goto(p.contact)
      const started = Date.now() // the form's start time was signed when the page was rendered
      await fillContact(page, { name: 'Bot', surname: 'Botov', email, topic: 'membership', consent: true })
      // Hidden from people (off screen, aria-hidden): only a bot fills it in.
      await contact(page).locator('input[name="website"]').fill('https://spam.example', { force: true })
      await waitFillTime(page, started)
      await contact(page).getByRole('button', { name: m.contactForm.submit }).click()
      await expect(contact(page).getByRole('alert')).toHaveText(m.forms.refused)
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(p.contact)}$`))
      expect(await storedRequests(request, email)).toEqual([])
    })

    test('after a flood the form says, in the visitor’s language, when to try again (HTTP 429), and stores nothing', async ({ page, request, browser, baseURL }) => {
      const ip = await asVisitor(page)
      await floodContact(browser, baseURL!, locale, ip)
      const email = uniqueEmail('flooded-js')
      await page.goto(p.contact)
      const started = Date.now() // the form's start time was signed when the page was rendered
      await fillContact(page, { name: 'Eva', surname: 'Malá', email, topic: 'membership', consent: true, expectations: 'Still here' })
      await waitFillTime(page, started)
      const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.request().headers()['next-action'] !== undefined)
      await contact(page).getByRole('button', { name: m.contactForm.submit }).click()
      const response = await answer
      expect(response.status()).toBe(429)
      const retryAfter = Number(response.headers()['retry-after'])
      expect(retryAfter).toBeGreaterThan(0)
      const alert = contact(page).getByRole('alert')
      await expect(alert).toHaveText(rateLimitedText(locale, retryAfter))
      await expect(alert).toBeFocused()
      // The form is still there, with what the visitor typed.
      await expect(field(page, 'expectations')).toHaveValue('Still here')
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(p.contact)}$`))
      expect(await storedRequests(request, email)).toEqual([])
    })
  })

  test.describe(`contact form without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } })

    test('re-renders with every field error next to its field, in the visitor’s language', async ({ page }) => {
      await asVisitor(page)
      await page.goto(p.contact)
      await fillContact(page, { email: 'not-an-address', phone: 'call me maybe', company: 'Tiskárna' })
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        contact(page).getByRole('button', { name: m.contactForm.submit }).click(),
      ])
      expect(response.status()).toBe(200)
      await expectAllContactErrors(page, locale)
      // The browser puts the caret in the first invalid field (autofocus), and the values come back.
      await expect(field(page, 'name')).toBeFocused()
      await expect(field(page, 'email')).toHaveValue('not-an-address')
      await expect(field(page, 'company')).toHaveValue('Tiskárna')
    })

    test('a valid request lands on the confirmation page and is stored with its from parameter', async ({ page, request }) => {
      await asVisitor(page)
      const email = uniqueEmail(`nojs-${locale}`)
      await page.goto(`${p.contact}?from=menu`)
      const started = Date.now() // the form's start time was signed when the page was rendered
      // The visitor first chose membership and wrote what they expect of it, then another topic.
      await fillContact(page, { name: 'Petr', surname: 'Svoboda', email, topic: 'membership', expectations: MARKUP, consent: true })
      await field(page, 'topic').selectOption('meetingRoom')
      await expect(field(page, 'expectations')).toBeHidden()
      await waitFillTime(page, started)
      await contact(page).getByRole('button', { name: m.contactForm.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(p.contactConfirm)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.contactConfirm.title)
      const stored = await storedRequests(request, email)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ name: 'Petr', surname: 'Svoboda', topic: 'meetingRoom', locale, from: 'menu' })
      // What one expects from membership is no part of a meeting-room request.
      expect(stored[0].expectations ?? '').toBe('')
    })

    test('asks what the visitor expects from membership only while membership is the topic', async ({ page }) => {
      await page.goto(p.contact)
      const expectations = page.getByLabel(m.contactForm.fields.expectations)
      await expect(expectations).toBeHidden()
      for (const [topic, shown] of [['membership', true], ['rentSpace', false], ['membership', true], ['meetingRoom', false]] as const) {
        await field(page, 'topic').selectOption(topic)
        if (shown) await expect(expectations).toBeVisible()
        else await expect(expectations).toBeHidden()
      }
      // A link that names the topic opens the form with the question asked.
      await page.goto(`${p.contact}?topic=membership`)
      await expect(expectations).toBeVisible()
      await page.goto(`${p.contact}?topic=rentSpace`)
      await expect(expectations).toBeHidden()
    })

    test('a filled honeypot is refused and nothing is stored', async ({ page, request }) => {
      await asVisitor(page)
      const email = uniqueEmail('honeypot-nojs')
      await page.goto(p.contact)
      const started = Date.now() // the form's start time was signed when the page was rendered
      await fillContact(page, { name: 'Bot', surname: 'Botov', email, topic: 'membership', consent: true })
      await contact(page).locator('input[name="website"]').fill('https://spam.example', { force: true })
      await waitFillTime(page, started)
      await contact(page).getByRole('button', { name: m.contactForm.submit }).click()
      await expect(contact(page).getByRole('alert')).toHaveText(m.forms.refused)
      expect(await storedRequests(request, email)).toEqual([])
    })

    test('after a flood the post is answered with 429, Retry-After and the message in the visitor’s language; nothing is stored', async ({ page, request, browser, baseURL }) => {
      const ip = await asVisitor(page)
      await floodContact(browser, baseURL!, locale, ip)
      const email = uniqueEmail('flooded-nojs')
      await page.goto(p.contact)
      const started = Date.now() // the form's start time was signed when the page was rendered
      await fillContact(page, { name: 'Eva', surname: 'Malá', email, topic: 'membership', consent: true })
      await waitFillTime(page, started)
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        contact(page).getByRole('button', { name: m.contactForm.submit }).click(),
      ])
      expect(response.status()).toBe(429)
      const retryAfter = Number(response.headers()['retry-after'])
      expect(retryAfter).toBeGreaterThan(0)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.forms.refusedTitle)
      await expect(page.getByRole('alert')).toHaveText(rateLimitedText(locale, retryAfter))
      await expect(page.getByRole('link', { name: m.forms.backToForm })).toHaveAttribute('href', p.contact)
      // It names the site's icon, so the browser does not go asking for /favicon.ico.
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg')
      // axe needs JavaScript: the refusal page is checked in a page that has it.
      const html = await response.text()
      const withJs = await browser.newContext({ javaScriptEnabled: true })
      const checker = await withJs.newPage()
      await checker.setContent(html)
      expect(await axeViolations(checker)).toEqual([])
      await withJs.close()
      expect(await storedRequests(request, email)).toEqual([])
    })

    test('an oversized post is answered with 413 and the message in the visitor’s language, never a 500; nothing is stored', async ({ page, request }) => {
      const ip = await asVisitor(page)
      await page.goto(p.contact)
      const fields: Record<string, string> = {}
      for (const input of await contact(page).locator('input[type=hidden]').all()) {
        const name = await input.getAttribute('name')
        if (name) fields[name] = (await input.getAttribute('value')) ?? ''
      }
      const email = uniqueEmail('oversized')
      const big = { ...fields, website: '', name: 'Velký', surname: 'Text', email, topic: 'membership', consent: 'on', expectations: 'x'.repeat(2 * 1024 * 1024) }
      // Without JavaScript (a plain form post) and as the enhanced form's action call.
      const plain = await page.request.post(p.contact, { multipart: big, maxRedirects: 0, headers: { 'x-forwarded-for': ip } })
      expect(plain.status()).toBe(413)
      expect(await plain.text()).toContain(m.forms.tooLarge)
      const actionId = JSON.parse(Object.entries(fields).find(([k]) => /^\$ACTION_\d+:0$/.test(k))![1]).id as string
      const enhanced = await page.request.post(p.contact, {
        multipart: Object.fromEntries(Object.entries(big).map(([k, v]) => [`_1_${k}`, v])),
        headers: { 'x-forwarded-for': ip, 'next-action': actionId, accept: 'text/x-component' },
        maxRedirects: 0,
      })
      expect(enhanced.status()).toBe(413)
      expect(enhanced.headers()['content-type']).toBe('text/plain')
      expect(await enhanced.text()).toContain(m.forms.tooLarge)
      expect(await storedRequests(request, email)).toEqual([])
    })
  })

  test.describe(`newsletter (${locale})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })
    const form = (page: Page) => page.locator('#footer-newsletter-email').locator('xpath=ancestor::form')
    const nl = (page: Page, name: string): Locator => page.locator(`#footer-newsletter-${name}`)

    test('shows its field errors in the visitor’s language; axe finds nothing', async ({ page }) => {
      await asVisitor(page)
      await page.goto(p.home)
      await nl(page, 'email').fill('nope')
      await form(page).getByRole('button', { name: m.newsletterForm.submit }).click()
      await expect(page.locator('#footer-newsletter-name-error')).toHaveText(m.forms.errors.name)
      await expect(page.locator('#footer-newsletter-surname-error')).toHaveText(m.forms.errors.surname)
      await expect(page.locator('#footer-newsletter-email-error')).toHaveText(m.forms.errors.email)
      await expect(nl(page, 'email')).toHaveAttribute('aria-describedby', /footer-newsletter-email-error/)
      await expect(nl(page, 'name')).toBeFocused()
      expect(await axeViolations(page, 'footer')).toEqual([])
    })

    test('subscribe → confirmation mail → confirmed → unsubscribe, without logging in', async ({ page, request }) => {
      await asVisitor(page)
      const email = uniqueEmail(`newsletter-${locale}`)
      await page.goto(p.home)
      const started = Date.now() // the form's start time was signed when the page was rendered
      await nl(page, 'name').fill('Olga')
      await nl(page, 'surname').fill('Dvořáková')
      await nl(page, 'email').fill(email)
      await waitFillTime(page, started)
      await form(page).getByRole('button', { name: m.newsletterForm.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(p.newsletter)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.newsletterConfirm.checkTitle)
      expect(await axeViolations(page)).toEqual([])
      expect((await storedSubscribers(request, email))[0]).toMatchObject({ status: 'pending', locale })

      const [mail] = await mailsFor(email, 1)
      const confirmUrl = /https?:\/\/\S+\/newsletter-subscription\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0]
      expect(confirmUrl, mail.text).toBeTruthy()
      expect(new URL(confirmUrl!).pathname).toBe(p.newsletter)
      const unsubscribeUrl = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1]
      expect(unsubscribeUrl).toBeTruthy()
      expect(mail.text).toContain(unsubscribeUrl!)

      await page.goto(confirmUrl!)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.newsletterConfirm.confirmedTitle)
      expect(await axeViolations(page)).toEqual([])
      expect((await storedSubscribers(request, email))[0].status).toBe('confirmed')
      // The link works once; a second click says it was used.
      await page.goto(confirmUrl!)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.newsletterConfirm.usedTitle)

      await page.goto(unsubscribeUrl!)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.newsletterConfirm.unsubscribeTitle)
      await page.getByRole('button', { name: m.newsletterConfirm.unsubscribeButton }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.newsletterConfirm.unsubscribedTitle)
      expect((await storedSubscribers(request, email))[0].status).toBe('unsubscribed')
    })
  })

  test.describe(`confirmation pages (${locale})`, () => {
    test('the contact form’s confirmation page thanks the visitor; axe finds nothing', async ({ page }) => {
      const response = await page.goto(p.contactConfirm)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.contactConfirm.title)
      expect(await axeViolations(page)).toEqual([])
    })
  })
}
