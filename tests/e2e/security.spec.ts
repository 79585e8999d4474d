import { type Browser, expect, type Page, test } from './test'

import { staffToken } from './staff'

/**
 * Issue 14: the security headers of every response (src/lib/security/headers.mjs) and a
 * Content-Security-Policy that lets each page's own inline scripts run, and nothing injected: a
 * nonce of its own for every page as it is rendered, the hashes of its scripts for a kept copy.
 */

const PAGES = [
  '/',
  '/en',
  '/clenstvi',
  '/en/membership',
  '/prostor',
  '/prostor/otakar',
  '/akce',
  '/en/events',
  '/akce/archiv',
  '/akce/jarni-setkani',
  '/blog/proc-pracovat-v-historickem-dome',
  '/en/space/otakar',
  '/blog',
  '/kontakt',
  '/o-nas',
  '/kariera',
  '/projekty',
  '/ochrana-osobnich-udaju',
  '/tahle-stranka-neni',
]

/** Collects the policy's violations on a page (the event fires on the document). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = list
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`))
  })
  const console: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text())
  })
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))]
}

/**
 * `framing`: SAMEORIGIN for the site's pages (the CMS's live preview frames them), else DENY.
 * `camera`: only the CMS may use it (the door's check-in scans QR codes).
 */
function expectBaseHeaders(headers: Record<string, string>, framing: 'DENY' | 'SAMEORIGIN' = 'DENY', camera = 'camera=()') {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe(framing)
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['permissions-policy']).toContain(camera)
  expect(headers['permissions-policy']).toContain('microphone=()')
}

test.describe('security headers', () => {
  for (const path of PAGES) {
    test(`${path}: headers, a policy with its nonce or its scripts' hashes, no violation, and the page hydrates`, async ({ page }) => {
      const violations = await watchViolations(page)
      const response = await page.goto(path)
      expect(response).not.toBeNull()
      const headers = response!.headers()
      expectBaseHeaders(headers, 'SAMEORIGIN')
      const csp = headers['content-security-policy']
      expect(csp).toMatch(/script-src 'self'(( 'sha256-[A-Za-z0-9+/=]+')+| 'nonce-[A-Za-z0-9+/=]{24}');/)
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
      // frame-ancestors 'self', no longer 'none': the CMS's live preview shows pages in an iframe of /admin.
      for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"]) expect(csp).toContain(directive)
      // Hydrated (it needs Next.js' inline scripts and the loader of its chunks to have run).
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      expect(await violations()).toEqual([])
    })
  }

  test('a script injected into a page does not run, and the violation is reported', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/')
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return Boolean((window as unknown as { __injected?: boolean }).__injected)
    })
    expect(ran).toBe(false)
    expect((await violations()).join('\n')).toMatch(/script-src/)
  })

  test('every rendered page has a nonce of its own, a kept copy the hashes of its scripts instead', async ({ request }) => {
    // The privacy policy with a query no other test asks for: rendered twice, then kept.
    const path = `/ochrana-osobnich-udaju?nonce-test=${Date.now()}`
    const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]
    const first = await request.get(path)
    expect(first.headers()['x-page-cache']).toBe('miss')
    const nonce = nonceOf(first.headers()['content-security-policy'])
    expect(nonce).toBeTruthy()
    expect(await first.text()).toContain(`nonce="${nonce}"`)
    const kept = await request.get(path)
    expect(kept.headers()['x-page-cache']).toBe('hit')
    expect(kept.headers()['content-security-policy']).not.toContain("'nonce-")
    expect(kept.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    // Staff get a page rendered for them, with a nonce nobody else has seen.
    const staff = await request.get(path, { headers: { cookie: 'hub1909_preview=1' } })
    const staffNonce = nonceOf(staff.headers()['content-security-policy'])
    expect(staffNonce).toBeTruthy()
    expect(staffNonce).not.toBe(nonce)
  })

  test('API answers, feeds and files carry the headers and a policy under which nothing runs', async ({ request }) => {
    for (const path of ['/api/health', '/api/events?limit=1', '/blog/feed.xml', '/favicon.svg']) {
      const response = await request.get(path)
      expect(response.status(), path).toBeLessThan(400)
      expectBaseHeaders(response.headers())
      expect(response.headers()['content-security-policy'], path).toMatch(/^default-src 'none'/)
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'")
    }
  })

  test('the CMS works under its policy: login screen, dashboard, a list and an edit view', async ({ browser, request }) => {
    const token = await staffToken(request)
    const page = await signedIn(browser, token)
    const violations = await watchViolations(page)
    for (const path of ['/admin', '/admin/collections/events', '/admin/globals/site-settings']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBeLessThan(400)
      expectBaseHeaders(response!.headers(), 'DENY', 'camera=(self)')
      expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}';/)
      expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
      await expect(page.locator('main, .template-default, form').first()).toBeVisible()
    }
    expect(await violations()).toEqual([])
    await page.context().close()
  })

  test('the policy report endpoint takes reports, refuses junk and floods', async ({ request }) => {
    const report = { 'csp-report': { 'document-uri': 'http://localhost/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } }
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`
    const post = (data: unknown, type = 'application/csp-report') =>
      request.post('/api/csp-report', { data: typeof data === 'string' ? data : JSON.stringify(data), headers: { 'content-type': type, 'x-forwarded-for': ip } })
    expect((await post(report)).status()).toBe(204)
    expect((await post('{not json')).status()).toBe(400)
    expect((await post('x'.repeat(20_000))).status()).toBe(413)
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await post(report)).status())
    expect(statuses).toContain(429)
  })
})

async function signedIn(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext()
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100')
  await context.addCookies([{ name: 'payload-token', value: token, domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }])
  return context.newPage()
}
