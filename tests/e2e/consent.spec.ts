import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

import AxeBuilder from '@axe-core/playwright'

import type { BrowserContext } from '@playwright/test'

import { UNDECODABLE_PATHS } from '../fixtures/undecodablePaths'
import { expect, type Page, test } from './test'

/**
 * The consent banner and the third parties behind it (issue 15), on a second server of the same
 * build and database with `GTM_ID`, `LEAD_TRACKING_SRC` and `SENTRY_DSN` set (the main end-to-end
 * server has none, and so no banner). The browser's requests to Tag Manager and lead tracking are
 * answered by stubs here (Playwright routes); Sentry is a small HTTP server here that both the
 * site's server and the browser report to. The test sees every request and nothing leaves the machine.
 */
const PORT = Number(process.env.E2E_PORT || 3100) + 7
const BASE = `http://localhost:${PORT}`
const GTM = 'https://www.googletagmanager.com/'
const LEAD = 'https://leads.example.test/track.js'
const SENTRY_PORT = PORT + 1
const SENTRY = `http://127.0.0.1:${SENTRY_PORT}/`
const root = process.cwd()

let server: ChildProcess
let sentry: http.Server

/** An envelope as Sentry receives it: its header, then each item's header and payload. */
type Envelope = { raw: string; items: { type?: string; payload: Record<string, unknown> }[] }
const envelopes: Envelope[] = []

function parseEnvelope(raw: string): Envelope {
  const [, ...rest] = raw.split('\n').filter(Boolean)
  const items: Envelope['items'] = []
  for (let i = 0; i + 1 < rest.length; i += 2) items.push({ type: (JSON.parse(rest[i]!) as { type?: string }).type, payload: JSON.parse(rest[i + 1]!) as Record<string, unknown> })
  return { raw, items }
}

/** The error events Sentry received, from the browser (platform `javascript`) or the site's server (`node`). */
const sentryErrors = (platform: 'javascript' | 'node') =>
  envelopes.flatMap((envelope) =>
    envelope.items.filter((item) => item.type === 'event' && item.payload.platform === platform).map((item) => ({ envelope, event: item.payload })),
  )

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: BASE })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  sentry = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method === 'POST' && /^\/api\/7\/envelope\//.test(req.url ?? '')) {
        const body = Buffer.concat(chunks)
        envelopes.push(parseEnvelope((req.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8')))
      }
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => sentry.listen(SENTRY_PORT, '127.0.0.1', resolve))
  const dir = path.join(root, 'var', 'e2e')
  server = spawn(process.execPath, ['src/server/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(PORT),
      DATABASE_URL: `file:${path.join(dir, 'data.db')}`,
      SITE_URL: BASE,
      MAIL_DIR: path.join(dir, 'mail'),
      JOBS_AUTORUN: '0',
      E2E: '1',
      GTM_ID: 'GTM-E2ETEST',
      LEAD_TRACKING_SRC: LEAD,
      SENTRY_DSN: `http://e2epublickey@127.0.0.1:${SENTRY_PORT}/7`,
    },
  })
  for (let i = 0; ; i++) {
    const up = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)
    if (up) break
    if (i > 200 || server.exitCode !== null) throw new Error('the second server did not start')
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
})

test.afterAll(async () => {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  await new Promise((resolve) => sentry.close(resolve))
})

/** Stubs the third parties and logs every request that leaves the site. */
async function watchThirdParties(page: Page) {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(BASE) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url)
  })
  await page.route(`${GTM}**`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmLoads = (window.__gtmLoads || 0) + 1' }))
  await page.route(`${LEAD}*`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__leadLoads = (window.__leadLoads || 0) + 1' }))
  return {
    outside,
    gtm: () => outside.filter((url) => url.startsWith(GTM)),
    lead: () => outside.filter((url) => url.startsWith(LEAD)),
    sentry: () => outside.filter((url) => url.startsWith(SENTRY)),
  }
}

/** The banner and its settings dialog, in the page's HTML (ConsentBanner.tsx). */
const banner = (page: Page) => page.locator('#consent-banner')
const settingsDialog = (page: Page, name = 'Nastavení cookies') => page.getByRole('dialog', { name })
/** The consent code has started and answers the banner's buttons (src/components/consent/run.ts takes the banner over). */
const consentStarted = (page: Page) =>
  expect.poll(() => page.evaluate(() => (window as unknown as { __consentPending?: string | null }).__consentPending === null)).toBe(true)

/**
 * Holds back every script of the site's own (Next.js' chunks, hence the library too) until
 * `release()`: what a visitor on a slow phone sees before the scripts have come. The page's load
 * event waits for them too: go to a page with `waitUntil: 'domcontentloaded'`.
 */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

const consentCookie = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((c) => c.name === 'hub1909_consent')
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { revision: number; categories: string[] }) : undefined
}
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; route_name?: string; locale?: string }[] }).dataLayer ?? [])
      .filter((entry) => entry.event === 'page_view')
      .map((entry) => `${entry.route_name} ${entry.locale}`),
  )

test('nothing of a third party loads before consent, over a visit of several pages', async ({ page }) => {
  const requests = await watchThirdParties(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('heading', { name: 'Cookies a vaše soukromí' })).toBeVisible()
  // Reject is a button like accept, on the banner itself; nothing is ticked in the settings.
  const accept = banner(page).getByRole('button', { name: 'Přijmout vše' })
  const reject = banner(page).getByRole('button', { name: 'Odmítnout vše' })
  await expect(accept).toBeVisible()
  await expect(reject).toBeVisible()
  expect(await reject.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(await accept.evaluate((el) => getComputedStyle(el).backgroundColor))
  await banner(page).getByRole('button', { name: 'Vybrat' }).click()
  const settings = settingsDialog(page)
  await expect(settings).toBeVisible()
  await expect(settings.getByRole('checkbox', { name: /Měření návštěvnosti/ })).not.toBeChecked()
  await expect(settings.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()
  for (const path of ['/akce', '/kontakt', '/clenstvi']) await page.goto(path)
  await page.waitForLoadState('networkidle')
  expect(requests.outside).toEqual([])
})

test('the banner has no accessibility violations, is in English on English pages, and does not print', async ({ page }) => {
  await watchThirdParties(page)
  await page.goto('/en')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeVisible()
  await expect(page.locator('footer').getByRole('button', { name: 'Cookie settings' })).toBeVisible()
  // After the skip link, the keyboard meets the choice first.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused()
  await expect(page.getByRole('region', { name: 'Cookies and your privacy' })).toBeVisible()
  await consentStarted(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  // The settings: a modal dialog the keyboard opens, stays in and leaves with Escape, back on Choose.
  const choose = banner(page).getByRole('button', { name: 'Choose' })
  await choose.focus()
  await page.keyboard.press('Enter')
  const settings = settingsDialog(page, 'Cookie settings')
  await expect(settings).toBeVisible()
  await expect(settings.getByRole('checkbox', { name: 'Necessary' })).toBeChecked()
  await expect(settings.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled()
  expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.id)).toBe('consent-settings')
  const inDialog = await new AxeBuilder({ page }).include('#consent-settings').analyze()
  expect(inDialog.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(settings).toBeHidden()
  await expect(choose).toBeFocused()
  // A printed page carries no banner over its text.
  await page.emulateMedia({ media: 'print' })
  await expect(banner(page)).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(banner(page)).toBeVisible()
})

test('analytics only: Tag Manager loads with a page view per navigation, lead tracking does not', async ({ page }) => {
  const requests = await watchThirdParties(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Vybrat' }).click()
  const settings = settingsDialog(page)
  await settings.getByRole('checkbox', { name: /Měření návštěvnosti/ }).check({ force: true })
  await settings.getByRole('button', { name: 'Uložit výběr' }).click()
  await expect.poll(() => requests.gtm().length).toBe(1)
  expect(requests.gtm()[0]).toBe(`${GTM}gtm.js?id=GTM-E2ETEST`)
  await expect.poll(() => pageViews(page)).toEqual(['index___cs___default cs'])
  // A client-side navigation is a page view too, with its route's name.
  await page.locator('header').getByRole('link', { name: 'Akce', exact: true }).first().click()
  await expect(page).toHaveURL(/\/akce$/)
  await expect.poll(() => pageViews(page)).toEqual(['index___cs___default cs', 'events___cs___default cs'])
  expect(await page.evaluate(() => (window as unknown as { __gtmLoads?: number }).__gtmLoads)).toBe(1)
  // A full load of an English page: Tag Manager again, the English route name.
  await page.goto('/en/membership')
  await expect.poll(() => pageViews(page)).toEqual(['membership___en en'])
  expect(requests.lead()).toEqual([])
  await expect(banner(page)).toBeHidden()
})

test('reject: nothing loads, the choice is kept for at most six months', async ({ page, context }) => {
  const requests = await watchThirdParties(page)
  await page.goto('/kontakt')
  await banner(page).getByRole('button', { name: 'Odmítnout vše' }).click()
  await expect(banner(page)).toBeHidden()
  for (const path of ['/', '/akce', '/en/events']) {
    await page.goto(path)
    await consentStarted(page)
    await expect(banner(page)).toBeHidden()
  }
  await page.waitForLoadState('networkidle')
  expect(requests.outside).toEqual([])
  const cookie = (await context.cookies()).find((c) => c.name === 'hub1909_consent')
  expect(cookie).toBeDefined()
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(150)
  expect(days).toBeLessThanOrEqual(183)
})

test('accept all, then withdraw from the footer: the next page loads neither', async ({ page }) => {
  const requests = await watchThirdParties(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Přijmout vše' }).click()
  await expect.poll(() => requests.gtm().length).toBe(1)
  await expect.poll(() => requests.lead().length).toBe(1)
  await page.locator('footer').getByRole('button', { name: 'Nastavení cookies' }).click()
  const settings = settingsDialog(page)
  await expect(settings).toBeVisible()
  const reload = page.waitForEvent('load')
  await settings.getByRole('button', { name: 'Odmítnout vše' }).click()
  await reload
  const before = requests.outside.length
  await page.goto('/akce')
  await page.waitForLoadState('networkidle')
  expect(requests.outside.slice(before)).toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __gtmLoads?: number }).__gtmLoads)).toBeUndefined()
})

test('a new policy version asks again', async ({ page, context }) => {
  await watchThirdParties(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Odmítnout vše' }).click()
  await expect.poll(() => consentCookie(context)).toMatchObject({ revision: 1 })
  const cookie = (await context.cookies()).find((c) => c.name === 'hub1909_consent')!
  const value = (await consentCookie(context))!
  // The choice as if made under an older policy (staff raised the version since).
  await context.addCookies([{ ...cookie, value: encodeURIComponent(JSON.stringify({ ...value, revision: 0 })) }])
  await page.goto('/akce')
  await expect(banner(page)).toBeVisible()
})

test('the banner is drawn with the page, before any of its scripts has come', async ({ page, context }) => {
  await watchThirdParties(page)
  const release = await holdScripts(page)
  const html = await (await page.request.get('/akce')).text()
  expect(html).toContain('id="consent-banner"')
  await page.goto('/akce', { waitUntil: 'domcontentloaded' })
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('heading', { name: 'Cookies a vaše soukromí' })).toBeVisible()
  expect(await page.evaluate(() => 'next' in window)).toBe(false) // Next.js has not started
  release()
  await consentStarted(page)
  await expect(banner(page)).toBeVisible()

  // A choice made under this policy: hidden from the start; under an older one: shown again.
  await banner(page).getByRole('button', { name: 'Odmítnout vše' }).click()
  await expect.poll(() => consentCookie(context)).toMatchObject({ revision: 1, categories: ['necessary'] })
  const page2 = await context.newPage()
  await holdScripts(page2)
  await page2.goto('/kontakt', { waitUntil: 'domcontentloaded' })
  await expect(banner(page2)).toBeHidden()
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'hub1909_consent')
  const value = (await consentCookie(context))!
  await context.addCookies([{ ...cookie!, value: encodeURIComponent(JSON.stringify({ ...value, revision: 0 })) }])
  await page2.goto('/kontakt', { waitUntil: 'domcontentloaded' })
  await expect(banner(page2)).toBeVisible()
})

test('a choice clicked before the scripts have come is kept when they come', async ({ page, context }) => {
  const requests = await watchThirdParties(page)
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await banner(page).getByRole('button', { name: 'Přijmout vše' }).click()
  await expect(banner(page)).toBeHidden() // at once, though nothing is stored yet
  expect(await consentCookie(context)).toBeUndefined()
  expect(requests.gtm()).toEqual([])
  release()
  await expect.poll(() => consentCookie(context)).toMatchObject({ categories: ['necessary', 'analytics', 'marketing'] })
  await expect.poll(() => requests.gtm().length).toBe(1)
  await expect.poll(() => requests.lead().length).toBe(1)
  await expect(banner(page)).toBeHidden()

  // Choose, clicked early, opens the settings once they can open.
  await context.clearCookies()
  const page2 = await context.newPage()
  await watchThirdParties(page2)
  const release2 = await holdScripts(page2)
  await page2.goto('/en', { waitUntil: 'domcontentloaded' })
  await banner(page2).getByRole('button', { name: 'Choose' }).click()
  await expect(banner(page2)).toBeVisible()
  release2()
  await expect(settingsDialog(page2, 'Cookie settings')).toBeVisible()
  await expect(settingsDialog(page2, 'Cookie settings').getByRole('checkbox', { name: /Visit measurement/ })).not.toBeChecked()
})

// In a context of its own rather than a describe with `test.use`: different options put tests in
// another worker, which would start a second pair of servers on the same ports.
test('without JavaScript: no banner, no settings link, nothing of a third party', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE })
  const page = await context.newPage()
  const requests = await watchThirdParties(page)
  await page.goto('/')
  await expect(page.locator('footer').getByRole('button', { name: 'Nastavení cookies' })).toBeHidden()
  // In the HTML, but its buttons would do nothing: it stays hidden.
  await expect(banner(page)).toHaveCount(1)
  await expect(banner(page)).toBeHidden()
  await expect(page.locator('#consent-settings')).toBeHidden()
  expect(requests.outside).toEqual([])
  await context.close()
})

test('a path that cannot be decoded is a 4xx, never a 500, with the third parties configured', async ({ request }) => {
  for (const [path, status] of UNDECODABLE_PATHS) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(status)
  }
  expect(await (await request.get('/en/events/%ff')).text()).toContain('<html lang="en"')
})

test('the page policy lets in exactly the configured third parties', async ({ request }) => {
  const response = await request.get('/')
  const csp = response.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self'[^;]* https:\/\/www\.googletagmanager\.com https:\/\/leads\.example\.test;/)
  expect(csp).toMatch(new RegExp(`connect-src 'self' [^;]*https://leads\\.example\\.test ${SENTRY.slice(0, -1).replace(/\./g, '\\.')};`))
  const main = await request.get(`http://localhost:${Number(process.env.E2E_PORT || 3100)}/`)
  expect(main.headers()['content-security-policy']).not.toContain('googletagmanager')
})

test.describe('error reports (Sentry)', () => {
  test('the browser reports nothing before analytics consent, then errors without personal data', async ({ page }) => {
    const requests = await watchThirdParties(page)
    await page.goto('/kontakt')
    const email = page.getByRole('textbox', { name: /e-mail/i }).first()
    await email.fill('jana.e2e@example.cz')
    const fail = () =>
      page.evaluate(() => {
        const typed = (document.querySelector('input[type="email"]') as HTMLInputElement).value
        setTimeout(() => {
          throw new Error(`Checkout failed for ${typed}`)
        })
      })
    await fail()
    await page.waitForLoadState('networkidle')
    expect(requests.sentry()).toEqual([])
    expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false)

    await banner(page).getByRole('button', { name: 'Vybrat' }).click()
    const settings = settingsDialog(page)
    await settings.getByRole('checkbox', { name: /Měření návštěvnosti/ }).check({ force: true })
    await settings.getByRole('button', { name: 'Uložit výběr' }).click()
    await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true)
    await fail()
    await expect.poll(() => sentryErrors('javascript').length).toBe(1)
    const [{ envelope, event }] = sentryErrors('javascript')
    const exception = (event.exception as { values: { value: string }[] }).values[0]
    expect(exception?.value).toBe('Checkout failed for [e-mail]')
    expect(envelope.raw).not.toContain('jana.e2e')
    expect(event.user).toBeUndefined()
    // Sentry is told not to take the IP address from the connection.
    expect((event.sdk as { settings?: { infer_ip?: string } }).settings?.infer_ip).toBe('never')
    expect(event.request).toEqual({ url: `${BASE}/kontakt` })
    const build = await (await page.request.get('/api/build')).json() as { buildId: string }
    expect(event.release).toBe(build.buildId)
    expect(requests.sentry().every((url) => url.startsWith(`${SENTRY}api/7/envelope/`))).toBe(true)
  })

  test('the server reports an error of a render, without the query string', async ({ request }) => {
    const before = sentryErrors('node').length
    const response = await request.get('/e2e-render-error?email=jana.e2e@example.cz')
    expect(response.status()).toBe(500)
    await expect.poll(() => sentryErrors('node').length, { timeout: 15_000 }).toBeGreaterThan(before)
    const { envelope, event } = sentryErrors('node').at(-1)!
    expect((event.exception as { values: { value: string }[] }).values[0]?.value).toBe('Render error for the end-to-end tests')
    expect((event.contexts as { nextjs?: { request_path?: string } }).nextjs?.request_path).toBe('/e2e-render-error')
    expect(envelope.raw).not.toContain('jana.e2e')
    expect(event.user).toBeUndefined()
  })
})

test('with no third party configured, no code of Sentry reaches the browser, and no source map is served', async ({ page, request }) => {
  const main = `http://localhost:${Number(process.env.E2E_PORT || 3100)}`
  const scripts: { url: string; body: string }[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.text() })
  })
  for (const path of ['/', '/kontakt', '/en/events']) {
    await page.goto(`${main}${path}`)
    await page.waitForLoadState('networkidle')
  }
  expect(scripts.length).toBeGreaterThan(5)
  for (const { url, body } of scripts) {
    expect(body, url).not.toMatch(/sentry/i)
    expect(body, url).not.toContain('sourceMappingURL')
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404)
  }
})
