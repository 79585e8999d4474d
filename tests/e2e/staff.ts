import fs from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, type Browser, expect, type Page } from './test'

import { payloadSecret } from '../../src/env'
import { setupCode } from '../../src/lib/auth/setupCode'

/** The end-to-end staff account: registered as the first user of the fresh e2e database, else logged in. */
export const STAFF = { email: 'e2e-staff@hub1909.test', password: 'e2e staff password 1909', name: 'E2E Staff' }

/**
 * One staff session for the whole run, shared by all workers through a file in the e2e server's
 * directory (wiped at each server start). Payload appends each login's session to the user with a
 * read-modify-write, so two logins at the same moment lose one session and its token stops working:
 * the suite logs in once (tests/e2e/staff.setup.ts, or the first worker that needs it, under a lock).
 */
const TOKEN_FILE = path.resolve('var/e2e/staff-token.json')
const LOCK = `${TOKEN_FILE}.lock`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function readToken(): string | null {
  try {
    return (JSON.parse(fs.readFileSync(TOKEN_FILE, 'utf8')) as { token: string }).token
  } catch {
    return null
  }
}

async function login(request: APIRequestContext): Promise<string> {
  // The e2e server signs with the secret generated into var/, as this process reads it. Refused once a user exists.
  await request.post('/api/users/first-register', { data: { ...STAFF, setupToken: setupCode(payloadSecret()) } })
  const response = await request.post('/api/users/login', { data: { email: STAFF.email, password: STAFF.password } })
  if (!response.ok()) throw new Error(`staff login failed: ${response.status()}`)
  return ((await response.json()) as { token: string }).token
}

export async function staffToken(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const token = readToken()
    if (token) return token
    try {
      fs.mkdirSync(LOCK, { recursive: false })
    } catch {
      await sleep(100) // another worker is logging in
      continue
    }
    try {
      const fresh = readToken() ?? (await login(request))
      fs.writeFileSync(TOKEN_FILE, JSON.stringify({ token: fresh }))
      return fresh
    } finally {
      fs.rmSync(LOCK, { recursive: true, force: true })
    }
  }
  throw new Error('no staff token: the login lock was never released')
}

/** Everything that went wrong on a page: console errors, uncaught errors, policy violations, failed requests. */
export function watch(page: Page, base: string): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 300)} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 300)}`))
  page.on('response', (response) => {
    if (response.url().startsWith(base) && response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  return problems
}

/** A staff member signs in through the admin's own form, in a browser context of their own. */
export async function signInAs(
  browser: Browser,
  base: string,
  account: { email: string; password: string },
  locale: string,
  width = 1440,
): Promise<{ page: Page; problems: string[] }> {
  // Staff work in Prague: their browser's clock is Prague's, whatever the server's.
  const context = await browser.newContext({ baseURL: base, locale, timezoneId: 'Europe/Prague', viewport: { width, height: 900 } })
  const page = await context.newPage()
  const problems = watch(page, base)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  return { page, problems }
}

/** The admin's language, chosen on the account page as staff choose it. */
export async function chooseLanguage(page: Page, label: 'English' | 'Čeština') {
  await page.goto('/admin/account')
  await page.locator('#language-select').locator('xpath=ancestor::div[contains(@class,"rs__control")]').click()
  await page.locator('.rs__option', { hasText: label }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', label === 'English' ? 'en' : 'cs')
}

/** The content locale, chosen in the admin's header (Payload keeps the choice as the staff member's preference). */
export async function contentLocale(page: Page, locale: 'cs' | 'en') {
  const name = { cs: 'Čeština', en: 'English' }[locale]
  const button = page.getByRole('button', { name: /Místní verze|Locale/ })
  if (!(await button.textContent())?.includes(name)) {
    await button.click()
    await page.getByRole('button', { name: `${name} (${locale})` }).click()
    await expect(page).toHaveURL(new RegExp(`locale=${locale}`))
  }
  await expect(button).toContainText(name)
}

/**
 * Lets the admin's form check what was just typed before a button is pressed, as a person's pause
 * does: Payload sends that check 250 ms after the last change (its form-state request), and an
 * answer that comes back after a submit is merged over the submit's field errors. After a second's
 * pause (ample on a loaded machine) the request has started; network idle means its answer is in.
 */
export async function formChecked(page: Page) {
  await page.waitForTimeout(1000)
  await page.waitForLoadState('networkidle')
}
