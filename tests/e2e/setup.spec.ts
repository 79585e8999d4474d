import fs from 'node:fs'
import path from 'node:path'

import { buildAndPrepare, freePort, type Proc, startProc, stopProc, waitHealthy } from '../../scripts/load/procs'
import { type Browser, expect, type Page, test } from './test'
import { formChecked } from './staff'

/**
 * Issue 38: the first staff account of a fresh installation needs the setup code the server prints
 * to its log, on the admin's create-first-user screen. The shared e2e server already has an account
 * (staff.setup.ts), so this file starts a second server of the same build on a fresh SQLite database
 * with a generated secret, as a first production start does (migrated and seeded without examples).
 */

const SHOTS = '/work/shots/setup'
const TEXT = {
  cs: { label: 'Instalační kód', missing: 'Zadejte instalační kód', wrong: 'Tento instalační kód nesouhlasí' },
  en: { label: 'Setup code', missing: 'Enter the setup code', wrong: 'This setup code does not match' },
} as const

let proc: Proc
let base: string
const dir = path.resolve('var/e2e-setup')

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  const port = await freePort()
  base = `http://localhost:${port}`
  fs.rmSync(dir, { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    VAR_DIR: dir,
    DATABASE_URL: `file:${path.join(dir, 'data.db')}`,
    PAYLOAD_SECRET: '',
    SEED_EXAMPLES: '0',
    SITE_URL: base,
    PORT: String(port),
    MAIL_DIR: path.join(dir, 'mail'),
    E2E: '1',
  }
  await buildAndPrepare(env)
  proc = startProc('e2e-setup', ['src/server/server.mjs'], env)
  await waitHealthy(port, proc)
})

test.afterAll(async () => {
  await stopProc(proc)
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The operator's line in the server log: the link and the code. */
async function printedLine(): Promise<{ link: string; code: string }> {
  let match: RegExpMatchArray | null = null
  await expect
    .poll(() => (match = proc.output.join('').replace(/\x1b\[[0-9;]*m/g, '').match(/First staff account: open (\S+) \(setup code ([A-Z2-7-]+)\)/)))
    .not.toBeNull()
  const [, link, code] = match!
  return { link: link!, code: code! }
}

async function firstUserScreen(browser: Browser, locale: 'cs' | 'en', width: number, url = `${base}/admin`): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(url)
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  return page
}

async function fillAccount(page: Page) {
  await page.locator('#field-email').fill('spravce@hub1909.test')
  await page.locator('#field-password').fill('a long first password 1909')
  await page.locator('#field-confirm-password').fill('a long first password 1909')
}

test('the first staff account needs the setup code the server printed, in Czech and English, at 390 and 1440 px', async ({ browser, request }) => {
  const { link, code } = await printedLine()
  expect(link).toBe(`${base}/admin/create-first-user?setup=${code}`)
  fs.mkdirSync(SHOTS, { recursive: true })

  for (const [locale, width] of [['cs', 390], ['en', 1440], ['cs', 1440], ['en', 390]] as const) {
    const page = await firstUserScreen(browser, locale, width)
    await expect(page.getByText(TEXT[locale].label, { exact: true })).toBeVisible()
    const field = page.locator('#field-setupToken')
    await expect(field).toBeEmpty()
    // The first account is always an administrator: no role to choose (it read "Editor" before).
    await expect(page.locator('#field-role')).toHaveCount(0)
    await fillAccount(page)
    await page.screenshot({ path: `${SHOTS}/create-first-user-${locale}-${width}.png`, fullPage: true })

    // Without the code, then with a wrong one: nothing is created, the notice names the field, and
    // beside the field the message says what to do (Payload shows field messages from 1025 px on;
    // on a phone the field turns red and the notice names it).
    for (const [typed, message, before] of [['', TEXT[locale].missing, null], ['abcd-efgh-ijkl-mnop', TEXT[locale].wrong, TEXT[locale].missing]] as const) {
      await field.fill(typed)
      // Typing clears the field's earlier message (once the form has checked the new value).
      if (before) await expect(page.getByText(before)).toHaveCount(0)
      await formChecked(page)
      await page.locator('button[type="submit"]').click()
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText(TEXT[locale].label).last()).toBeVisible()
      if (width > 1024) await expect(page.getByText(message)).toBeVisible()
      else await expect(page.getByText(message)).toBeAttached()
    }
    await expect(page).toHaveURL(/\/admin\/create-first-user/)
    await page.screenshot({ path: `${SHOTS}/wrong-code-${locale}-${width}.png`, fullPage: true })
    await page.context().close()
  }

  // The printed link fills the code in; a mistyped code is refused, the corrected one makes the
  // account and signs it in.
  const page = await firstUserScreen(browser, 'cs', 1440, link)
  const field = page.locator('#field-setupToken')
  await expect(field).toHaveValue(code)
  await fillAccount(page)
  await field.fill(code.replace(/^./, code.startsWith('A') ? 'B' : 'A'))
  await formChecked(page)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByText(TEXT.cs.wrong)).toBeVisible()
  await field.fill(code.toLowerCase())
  await expect(page.getByText(TEXT.cs.wrong)).toHaveCount(0)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.screenshot({ path: `${SHOTS}/created-cs-1440.png` })
  await page.context().close()

  // Once an account exists, the code makes nothing, and /admin asks for a sign-in.
  const again = await request.post(`${base}/api/users/first-register`, { data: { email: 'second@hub1909.test', password: 'another long password', setupToken: code } })
  expect(again.status()).toBe(403)
  const visitor = await browser.newPage()
  await visitor.goto(`${base}/admin/create-first-user?setup=${code}`)
  await expect(visitor).toHaveURL(/\/admin\/login/)
  await visitor.close()
})
