import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import config from '../../playwright.config'
import { MIN_FILL_MS } from '../../src/lib/forms/spamGuard'
import { readMailbox } from '../int/mailbox'
import { staffToken } from './staff'
import { type APIRequestContext, type Browser, chromium, expect, type Page, test } from './test'

/**
 * Issue 39: check-in at the door on a phone (390 px). The QR code of a real confirmation mail is
 * the camera's picture (Chromium's fake video capture reads a Y4M file made from it); a community
 * manager signs in, scans, and the person shows as arrived and counted; finds another by name and
 * checks them in; adds a walk-in; a cancelled person's code says cancelled. Screenshots to
 * /work/shots/checkin/.
 */

const PASSWORD = `door ${crypto.randomBytes(6).toString('hex')}`
const MAIL_DIR = path.resolve('var/e2e/mail')
const SHOTS = '/work/shots/checkin'
const WORK = path.resolve('test-results/checkin')

const SCAN_MS = 45_000

type Person = { id: number; firstName: string; lastName: string; email: string }

/** The check-in QR code (PNG) of the confirmation mail to `email`, once the outbox has sent it. */
async function qrOfMail(email: string): Promise<Buffer> {
  let png: Buffer | null = null
  await expect
    .poll(
      () => {
        const mail = readMailbox(MAIL_DIR).find((m) => m.headers.to?.includes(email) && m.html.includes('cid:check-in-'))
        const cid = mail && /<img src="cid:([^"]+)"/.exec(mail.html)?.[1]
        const part = cid ? mail.raw.split(/--[^\r\n]+\r?\n/).find((s) => s.includes(`<${cid}>`)) : undefined
        png = part ? Buffer.from(part.split(/\r?\n\r?\n/)[1].replace(/\s+/g, ''), 'base64') : null
        return png !== null
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return png!
}

/**
 * A short Y4M video of the code on white, held at a few tilts as a hand at the door holds it. One
 * upright frame is not enough: the scanner (zxing) misses about one code in twenty outright when it
 * sees only that (measured offline on 300 codes like the mail's: 272 upright, 300 of 300 with these tilts).
 */
const TILTS = [0, 7, -11, 23, 35]
async function cameraFile(png: Buffer, name: string): Promise<string> {
  const size = 480
  const frames = await Promise.all(
    TILTS.map(async (angle) => {
      const turned = await sharp(png).flatten({ background: '#ffffff' }).rotate(angle, { background: '#ffffff' }).toBuffer()
      const { data } = await sharp(turned)
        .resize(360, 360, { fit: 'contain', background: '#ffffff' })
        .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#ffffff' })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const y = Buffer.alloc(size * size)
      for (let i = 0; i < y.length; i++) y[i] = data[i * (data.length / y.length)]
      const chroma = Buffer.alloc((size / 2) * (size / 2) * 2, 128)
      return Buffer.concat([Buffer.from('FRAME\n'), y, chroma])
    }),
  )
  const file = path.join(WORK, `${name}-${crypto.randomBytes(3).toString('hex')}.y4m`)
  fs.mkdirSync(WORK, { recursive: true })
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F5:1 Ip A1:1 C420jpeg\n`), ...frames]))
  return file
}

/** A Chromium whose camera shows `video` (its own launch: the fake camera is a browser-wide switch). */
const launchWithCamera = (video: string): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...(config.use?.launchOptions?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  })

async function signIn(browser: Browser, baseURL: string, email: string, locale: 'cs' | 'en', width = 390): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: locale === 'cs' ? 'cs-CZ' : 'en-GB', timezoneId: 'Europe/Prague', viewport: { width, height: 844 }, permissions: ['camera'] })
  const page = await context.newPage()
  await page.goto('/admin/check-in')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(PASSWORD)
  await page.locator('button[type="submit"]').click()
  // The login returns to the door (Payload's redirect parameter).
  await expect(page).toHaveURL(/\/admin\/check-in/)
  return page
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

test.describe('check-in at the door', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let api: APIRequestContext
  let auth: Record<string, string>
  let eventId: number
  const people: Record<'arriving' | 'searched' | 'cancelled', Person> = {} as never
  let managerEmail: string
  let tag = ''
  const eventTag = () => tag

  test.beforeAll(async ({ playwright, baseURL }) => {
    api = await playwright.request.newContext({ baseURL })
    auth = { Authorization: `JWT ${await staffToken(api)}` }
    tag = crypto.randomBytes(3).toString('hex')
    managerEmail = `door-${tag}@hub1909.test`
    const user = await api.post('/api/users', { headers: auth, data: { email: managerEmail, password: PASSWORD, name: 'Dveře', role: 'communityManager' } })
    expect(user.ok(), await user.text()).toBeTruthy()
    // The event begins in ten minutes: the door opens.
    const event = await api.post('/api/events?locale=cs', {
      headers: auth,
      data: { title: `Snídaně u dveří ${tag}`, slug: `door-${tag}`, startsAt: new Date(Date.now() + 600_000).toISOString(), endsAt: new Date(Date.now() + 7_800_000).toISOString(), capacity: 20, registrationOpen: true, _status: 'published' },
    })
    expect(event.ok(), await event.text()).toBeTruthy()
    eventId = ((await event.json()) as { doc: { id: number } }).doc.id
    const add = async (firstName: string, lastName: string): Promise<Person> => {
      const email = `${lastName.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}-${tag}@example.cz`
      const response = await api.post('/api/event-registrations', { headers: auth, data: { event: eventId, firstName, lastName, email, company: 'Tiskárna s.r.o.', locale: 'cs' } })
      expect(response.ok(), await response.text()).toBeTruthy()
      return { id: ((await response.json()) as { doc: { id: number } }).doc.id, firstName, lastName, email }
    }
    people.arriving = await add('Jana', 'Nováková')
    people.searched = await add('Petr', 'Svoboda')
    people.cancelled = await add('Eva', 'Dvořáková')
  })

  test.afterAll(async () => {
    await api?.dispose()
  })

  test('a phone at the door scans a confirmation’s code, finds a person by name and adds a walk-in', async ({ baseURL }) => {
    const video = await cameraFile(await qrOfMail(people.arriving.email), 'arriving')
    const browser = await launchWithCamera(video)
    try {
      const page = await signIn(browser, baseURL!, managerEmail, 'cs')
      await page.getByTestId('checkin-event').selectOption(String(eventId))
      const counts = page.getByTestId('checkin-counts')
      await expect(counts).toHaveText('Přišlo 0 z 3 potvrzených')
      await shot(page, 'door-cs-390')
      await page.getByTestId('checkin-scan').click()
      const message = page.getByTestId('checkin-message')
      // Decoding camera frames in the page is slow on a loaded machine: a wait, not a speed check.
      await expect(message).toHaveAttribute('data-result', 'arrived', { timeout: SCAN_MS })
      await expect(message).toContainText('Jana Nováková: Přišel/přišla v')
      await expect(counts).toHaveText('Přišlo 1 z 3 potvrzených')
      await expect(page.locator(`[data-person="${people.arriving.id}"]`)).toContainText('✓')
      await shot(page, 'scanned-cs-390')
      // Still in front of the camera a moment later: counted once.
      await page.getByTestId('checkin-scan').click()
      await expect(page.locator('video')).toHaveCount(0)

      await page.getByRole('searchbox').fill('svob')
      const row = page.locator(`[data-person="${people.searched.id}"]`)
      await expect(page.locator('[data-person]')).toHaveCount(1)
      await row.getByRole('button', { name: 'Přišel/a' }).click()
      await expect(message).toContainText('Petr Svoboda: Přišel/přišla v')
      await expect(row).toContainText('✓')
      await expect(counts).toHaveText('Přišlo 2 z 3 potvrzených')

      await page.getByText('Přidat příchozího bez registrace').click()
      await page.getByLabel('Jméno', { exact: true }).fill('Karel')
      await page.getByLabel('Příjmení').fill('Dveřní')
      await page.getByLabel('E-mail').fill(`karel-${eventId}@example.cz`)
      await page.getByLabel('Firma').fill('Truhlárna')
      await page.getByRole('button', { name: 'Přidat a zapsat příchod' }).click()
      await expect(message).toContainText('Karel Dveřní: Přišel/přišla v')
      await expect(counts).toHaveText('Přišlo 2 z 3 potvrzených · bez registrace: 1')
      await page.getByRole('searchbox').fill('')
      await expect(page.locator('[data-person]')).toHaveCount(4)
      await shot(page, 'walk-in-cs-390')
      await page.setViewportSize({ width: 1440, height: 900 })
      await shot(page, 'walk-in-cs-1440')
    } finally {
      await browser.close()
    }
  })

  test('a cancelled person’s code shows cancelled and is not checked in', async ({ baseURL }) => {
    const png = await qrOfMail(people.cancelled.email)
    const cancel = await api.patch(`/api/event-registrations/${people.cancelled.id}`, { headers: auth, data: { status: 'cancelled' } })
    expect(cancel.ok(), await cancel.text()).toBeTruthy()
    const browser = await launchWithCamera(await cameraFile(png, 'cancelled'))
    try {
      const page = await signIn(browser, baseURL!, managerEmail, 'en')
      await page.getByTestId('checkin-event').selectOption(String(eventId))
      await page.getByTestId('checkin-scan').click()
      const message = page.getByTestId('checkin-message')
      await expect(message).toHaveAttribute('data-result', 'cancelled', { timeout: SCAN_MS })
      await expect(message).toContainText('Eva Dvořáková: The registration is cancelled')
      await expect(page.getByTestId('checkin-counts')).toHaveText('2 of 2 confirmed arrived · walk-ins: 1')
      await expect(page.locator(`[data-person="${people.cancelled.id}"]`)).toContainText('Cancelled')
      await shot(page, 'cancelled-en-390')
      await page.setViewportSize({ width: 1440, height: 900 })
      await shot(page, 'cancelled-en-1440')
      // The event's counts above the registrations: arrived / confirmed and the walk-in.
      await page.goto(`/admin/collections/event-registrations?where[event][equals]=${eventId}`)
      const row = page.locator(`tr[data-event="${eventId}"]`)
      await expect(row.locator('[data-cell="arrived"]')).toHaveText('2 / 2')
      await expect(page.getByTestId('no-show-rate')).toContainText('No-shows:')
      await row.scrollIntoViewIfNeeded()
      await shot(page, 'counts-en-1440')
    } finally {
      await browser.close()
    }
  })

  for (const [locale, path] of [['cs', '/akce/'], ['en', '/en/events/']] as const) {
    test(`a visitor's confirmation page shows the same ticket (${locale})`, async ({ page }) => {
      test.slow() // a form post after the minimum fill time
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${200 + (locale === 'cs' ? 1 : 2)}` })
      await page.goto(`${path}door-${eventTag()}`)
      await page.waitForTimeout(MIN_FILL_MS)
      const form = page.getByTestId('registration-form')
      const values = { name: 'Olga', surname: 'Malá', email: `olga-${locale}-${eventId}@example.cz`, company: 'Kavárna' }
      for (const [field, value] of Object.entries(values)) await form.locator(`[name="${field}"]`).fill(value)
      await form.locator('button[type="submit"]').click()
      await expect(page.getByTestId('registration-confirm')).toHaveAttribute('data-state', 'confirmed')
      const ticket = page.getByTestId('registration-ticket')
      await expect(ticket.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
      await expect(ticket).toContainText(locale === 'cs' ? 'Vstupenka' : 'Your ticket')
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await ticket.scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${SHOTS}/ticket-${locale}-${width}.png` })
      }
    })
  }
})
