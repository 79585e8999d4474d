import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'

import { buildAndPrepare, freePort, type Proc, startProc, stopProc, throwawayDatabase, waitHealthy } from '../../scripts/load/procs'
import { setupCode } from '../../src/lib/auth/setupCode'
import { chooseLanguage, contentLocale, signInAs, staffToken } from './staff'
import { type APIRequestContext, type Browser, expect, type Page, request as playwrightRequest, test } from './test'

/**
 * Issue 34: the CMS as the house's staff use it, in a browser, on the production build, against
 * SQLite (the main end-to-end server) and PostgreSQL (a second server of the same build on a
 * throwaway database). A staff account made through the API signs in through the admin's own form
 * and walks: every collection and global in both admin languages, a list sorted and filtered, a
 * document edited in English, the sidebar and a column choice kept over a reload, an image
 * uploaded with its alt text in both languages, an outgoing mail and its recipient, a draft in the
 * live preview (its page framed beside the form, refreshed on save). Nothing the admin asks of the
 * server may fail: no console error, no policy violation, no 4xx or 5xx.
 * Screenshots of every screen (1440 px) go to test-results/admin-<database>/.
 */

type Backend = { name: 'sqlite' | 'postgres'; base: string; api: APIRequestContext; auth: Record<string, string>; stop: () => Promise<void> }

const PASSWORD = `admin walk ${crypto.randomBytes(6).toString('hex')}`
const IMAGE = path.resolve('public/hub1909.png')

/** The second server: the same build on a fresh PostgreSQL database, migrated and seeded as `npm start` does. */
async function postgresServer(): Promise<{ base: string; secret: string; stop: () => Promise<void> }> {
  const db = await throwawayDatabase('hub_e2e_admin')
  const port = await freePort()
  const base = `http://localhost:${port}`
  const dir = path.resolve('var/e2e-admin-postgres')
  const secret = crypto.randomBytes(24).toString('hex')
  fs.rmSync(dir, { recursive: true, force: true })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: secret,
    SITE_URL: base,
    PORT: String(port),
    MAIL_DIR: path.join(dir, 'mail'),
    E2E: '1',
  }
  await buildAndPrepare(env)
  const proc: Proc = startProc('e2e-admin-postgres', ['src/server/server.mjs'], env)
  try {
    await waitHealthy(port, proc)
  } catch (error) {
    await stopProc(proc)
    await db.drop()
    throw error
  }
  return {
    base,
    secret,
    stop: async () => {
      await stopProc(proc)
      await db.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A staff account of its own (its sign-in must not end the suite's shared session), made through the
 * API: by the shared session's administrator, else as the first account with the server's setup code.
 */
async function staffAccount(backend: Pick<Backend, 'name' | 'api'>, sharedToken: string | null, secret: string): Promise<string> {
  const email = `admin-walk-${backend.name}-${crypto.randomBytes(3).toString('hex')}@hub1909.test`
  const data = { email, password: PASSWORD, name: 'Petra Nováková', role: 'admin' }
  const response = sharedToken
    ? await backend.api.post('/api/users', { data, headers: { Authorization: `JWT ${sharedToken}` } })
    : await backend.api.post('/api/users/first-register', { data: { ...data, setupToken: setupCode(secret) } })
  expect(response.ok(), await response.text()).toBeTruthy()
  return email
}

const signIn = (browser: Browser, backend: Backend, email: string, locale: string, width?: number) =>
  signInAs(browser, backend.base, { email, password: PASSWORD }, locale, width)

const shot = async (page: Page, backend: Backend, name: string) =>
  page.screenshot({ path: `test-results/admin-${backend.name}/${name.replace(/[^\w-]+/g, '_')}.png`, fullPage: true })

/** Every collection and global in the sidebar, opened: a list (or its empty state), a global's form. */
async function walkEveryScreen(page: Page, backend: Backend, language: string) {
  await page.goto('/admin')
  const links = await page.locator('a.nav__link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))
  expect(links.length).toBeGreaterThan(15)
  expect(links).toContain('/admin/collections/mail-outbox')
  expect(links).toContain('/admin/globals/site-settings')
  expect(links).toContain('/admin/personal-data')
  expect(links).toContain('/admin/guide')
  for (const href of links) {
    await page.goto(href)
    await expect(page.locator('h1').first(), href).toBeVisible()
    if (href === '/admin/personal-data') {
      await expect(page.locator('#personal-data-email'), href).toBeVisible()
    } else if (href === '/admin/guide') {
      await expect(page.locator('.staff-guide__contents li').first(), href).toBeVisible()
    } else if (href === '/admin/check-in') {
      // The door (tests/e2e/checkin.spec.ts): an event's counts, or that no event is near.
      await expect(page.getByTestId('checkin-counts').or(page.getByText(/^(Dnes ani|There is no published)/)), href).toBeVisible()
    } else if (href.includes('/collections/')) {
      await expect(page.locator('table').or(page.getByRole('heading', { level: 3, name: /^(Žádné výsledky|No Results)\.$/ })).first(), href).toBeVisible()
    } else {
      await expect(page.locator('#action-save'), href).toBeVisible()
    }
    await shot(page, backend, `${language}-${href}`)
  }
}

for (const name of ['sqlite', 'postgres'] as const) {
  test.describe(`the CMS as staff use it (${name})`, () => {
    // Each test signs in and walks the admin beside a second server: two minutes on a busy 2-core machine.
    test.describe.configure({ mode: 'serial', timeout: 120_000 })
    let backend: Backend
    let email: string
    let eventId: number

    test.beforeAll(async ({ baseURL }) => {
      test.setTimeout(600_000)
      const server = name === 'postgres' ? await postgresServer() : { base: baseURL!, secret: '', stop: async () => undefined }
      const api = await playwrightRequest.newContext({ baseURL: server.base })
      const partial = { name, api }
      const shared = name === 'sqlite' ? await staffToken(api) : null
      email = await staffAccount(partial, shared, server.secret)
      const login = await api.post('/api/users/login', { data: { email, password: PASSWORD } })
      const token = ((await login.json()) as { token: string }).token
      backend = { ...partial, base: server.base, auth: { Authorization: `JWT ${token}` }, stop: server.stop }
      const created = await api.post('/api/events?locale=cs', {
        headers: backend.auth,
        data: { title: 'Procházka domem 1909', startsAt: new Date(Date.now() + 21 * 86_400_000).toISOString(), capacity: 12, registrationOpen: true, _status: 'published' },
      })
      expect(created.ok(), await created.text()).toBeTruthy()
      eventId = ((await created.json()) as { doc: { id: number } }).doc.id
    })

    test.afterAll(async () => {
      if (eventId) await backend.api.delete(`/api/events/${eventId}`, { headers: backend.auth })
      await backend?.api.dispose()
      await backend?.stop()
    })

    test.use({ viewport: { width: 1440, height: 900 } })

    test('staff sign in through the form and open every collection and global, in Czech and in English', async ({ browser }) => {
      test.setTimeout(300_000)
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      await expect(page.locator('html')).toHaveAttribute('lang', 'cs')
      // What needs attention today, above the cards: for an administrator, the new enquiries too.
      await expect(page.getByRole('heading', { name: 'Co dnes potřebuje pozornost' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Nové poptávky sálu' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Nejbližší akce' })).toBeVisible()
      // The house's icon on the staff's tabs, and no other (Next.js may briefly hold a page's head twice).
      await expect.poll(() => page.locator('link[rel="icon"]').evaluateAll((links) => [...new Set(links.map((l) => l.getAttribute('href')))])).toEqual(['/favicon.svg'])
      await walkEveryScreen(page, backend, 'cs')
      await chooseLanguage(page, 'English')
      await expect(page.locator('#nav-events')).toHaveText('Events')
      await walkEveryScreen(page, backend, 'en')
      await chooseLanguage(page, 'Čeština')
      await expect(page.locator('#nav-events')).toHaveText('Akce')
      expect(problems).toEqual([])
      await page.context().close()
    })

    test("the home page's sections are titled by the section and its heading, chosen from the page's sections", async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      const home = (await (await backend.api.get('/api/pages?where[key][equals]=home&depth=0', { headers: backend.auth })).json()) as { docs: { id: number }[] }
      await page.goto(`/admin/collections/pages/${home.docs[0]!.id}`)
      await contentLocale(page, 'cs')
      await expect(page.getByText('Úvod (hero): Pracujte tam, kde se kdysi tiskly knihy')).toBeVisible()
      await expect(page.getByText(/^Sekce \d+$/)).toHaveCount(0)
      // Only what the page shows: one link text (membership's, whose link is the site's), no link field.
      await expect(page.getByText('Odkaz vede na stránku Členství.')).toHaveCount(1)
      await expect(page.getByText('Odkaz tlačítka')).toHaveCount(0)
      await shot(page, backend, 'home-sections')
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('a list sorts by a column and filters by a search, and the choice survives a reload', async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      await page.goto('/admin/collections/events')
      const startHeader = page.locator('thead th', { hasText: 'Začátek' })
      // named in words, not "[object Object]" (Payload's label of a per-language field)
      await startHeader.getByRole('button', { name: 'Seřadit: Vzestupně' }).click()
      await expect(page).toHaveURL(/sort=startsAt/)
      const starts = async () => (await page.locator('tbody tr').count()) > 1
      await expect.poll(starts).toBe(true)
      await page.locator('#search-filter-input').fill('Procházka domem')
      await expect(page).toHaveURL(/search=Proch/)
      await expect(page.locator('tbody tr')).toHaveCount(1)
      await expect(page.locator('tbody tr').first()).toContainText('Procházka domem 1909')
      await shot(page, backend, 'events-sorted-filtered')
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('a document edited in English keeps its Czech text, and is saved once', async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      await page.goto(`/admin/collections/events/${eventId}`)
      await contentLocale(page, 'cs')
      await expect(page.locator('#field-title')).toHaveValue('Procházka domem 1909')
      await contentLocale(page, 'en')
      await page.locator('#field-title').fill('A walk through the 1909 house')
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|successfully/i)
      await page.reload()
      await expect(page.locator('#field-title')).toHaveValue('A walk through the 1909 house')
      await shot(page, backend, 'event-edited-en')
      const stored = (await (await backend.api.get(`/api/events/${eventId}?locale=all&depth=0`, { headers: backend.auth })).json()) as { title: Record<string, string> }
      expect(stored.title).toEqual({ cs: 'Procházka domem 1909', en: 'A walk through the 1909 house' })
      expect(problems).toEqual([])
      await page.context().close()
    })

    test("a slug changed in the admin leaves the old address leading to the event, and the redirect listed", async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      await page.goto(`/admin/collections/events/${eventId}`)
      await contentLocale(page, 'cs')
      const slug = page.locator('#field-slug')
      const old = await slug.inputValue()
      expect(old).toMatch(/^prochazka-domem-1909/)
      await slug.fill(`${old}-v-zime`)
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|Uloženo/i)
      // A visitor's old link (a calendar entry, a share): a permanent redirect to the new address.
      const answer = await backend.api.get(`/akce/${old}`, { maxRedirects: 0 })
      expect(answer.status()).toBe(301)
      await page.goto(`/akce/${old}`)
      await expect(page).toHaveURL(new RegExp(`/akce/${old}-v-zime$`))
      await expect(page.getByRole('heading', { level: 1, name: 'Procházka domem 1909' })).toBeVisible()
      await page.goto('/admin/collections/redirects')
      const redirect = page.locator('tbody tr', { hasText: `/akce/${old}` })
      await expect(redirect).toHaveCount(1)
      // where it leads: the event, by its title
      await expect(redirect).toContainText('Procházka domem 1909')
      await shot(page, backend, 'redirects')
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('a title and description for search engines written in the admin are what the page and the sitemap say', async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      await page.goto(`/admin/collections/events/${eventId}`)
      await contentLocale(page, 'cs')
      const slug = await page.locator('#field-slug').inputValue()
      await page.locator('#field-meta__title').fill('Procházka secesním domem v Praze')
      await page.locator('#field-meta__description').fill('Hodinová procházka domem z roku 1909: sály, terasa a příběh stavby, s architektem.')
      // the search-result preview follows as staff type
      await expect(page.getByText('Procházka secesním domem v Praze').last()).toBeVisible()
      await shot(page, backend, 'seo-fields')
      await page.locator('#field-meta__noindex').check()
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|Uloženo/i)
      await page.goto(`/akce/${slug}`)
      await expect(page).toHaveTitle('Procházka secesním domem v Praze · HUB 1909')
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Hodinová procházka domem z roku 1909/)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      const sitemap = await (await backend.api.get('/sitemap.xml')).text()
      expect(sitemap).toContain('/akce/')
      expect(sitemap).not.toContain(`/akce/${slug}<`)
      expect(problems).toEqual([])
      await page.context().close()
    })

    test("a list page's heading and search-engine title are the ones written in the admin", async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      const found = (await (await backend.api.get('/api/pages?where[key][equals]=events&depth=0&locale=cs', { headers: backend.auth })).json()) as { docs: { id: number; title: string }[] }
      const listPage = found.docs[0]!
      expect(listPage.title).toBe('Akce')
      await page.goto('/admin/collections/pages')
      await page.locator('tbody tr', { hasText: 'Akce (přehled)' }).locator('a').first().click()
      await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${listPage.id}`))
      // a list has no long text, sections or slug of its own, and no translation of them is asked for
      await expect(page.locator('#field-sections')).toHaveCount(0)
      await expect(page.locator('#field-slug')).toHaveCount(0)
      await expect(page.locator('#field-missingTranslations')).toHaveValue('—')
      await page.locator('#field-title').fill('Akce a setkání v domě')
      await page.locator('#field-meta__title').fill('Akce v HUB 1909 na Starém Městě')
      await shot(page, backend, 'list-page-seo')
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|Uloženo/i)
      await page.goto('/akce')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Akce a setkání v domě')
      await expect(page).toHaveTitle('Akce v HUB 1909 na Starém Městě · HUB 1909')
      const restored = await backend.api.patch(`/api/pages/${listPage.id}?locale=cs`, { headers: backend.auth, data: { title: 'Akce', meta: { title: '' }, _status: 'published' } })
      expect(restored.ok(), await restored.text()).toBeTruthy()
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('a change to the Site settings waits as a draft until published, and an earlier state can be restored', async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      const visitor = await playwrightRequest.newContext({ baseURL: backend.base })
      const contactPage = async () => (await (await visitor.get('/kontakt')).text()).replaceAll('&nbsp;', ' ')
      await page.goto('/admin/globals/site-settings')
      await page.getByRole('button', { name: 'Kontakt a adresa' }).click()
      const phone = page.locator('#field-contact__phone')
      const old = await phone.inputValue()
      expect(old).not.toBe('')
      await phone.fill('+420 222 190 911')
      await page.locator('#action-save-draft').click()
      await expect(page.locator('.payload-toast-container')).toContainText('Koncept úspěšně uložen')
      // a visitor still reads the published number
      expect(await contactPage()).toContain(`tel:${old.replaceAll(' ', '')}`)
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|Uloženo/i)
      await expect.poll(contactPage).toContain('tel:+420222190911')

      // History: the published state before the change, restored from its version page.
      await page.goto('/admin/globals/site-settings/versions')
      await expect(page.locator('tbody tr')).not.toHaveCount(0)
      await shot(page, backend, 'site-settings-versions')
      const versions = (await (await backend.api.get('/api/globals/site-settings/versions?sort=-updatedAt&limit=50&depth=0', { headers: backend.auth })).json()) as {
        docs: { id: number | string; version: { _status: string; contact?: { phone?: string } } }[]
      }
      const before = versions.docs.find((v) => v.version._status === 'published' && v.version.contact?.phone === old)
      expect(before).toBeDefined()
      await page.locator(`tbody a[href$="/versions/${before!.id}"]`).first().click()
      await page.getByRole('button', { name: 'Obnovit tuto verzi' }).click()
      await expect(page.getByText(/Obnovit Nastavení webu do stavu ze dne \d+\. \d+\. \d{4}/)).toBeVisible()
      await shot(page, backend, 'site-settings-restore')
      await page.getByRole('button', { name: 'Potvrdit' }).click()
      await expect(page.locator('.payload-toast-container')).toContainText('Úspěšně obnoveno')
      await expect.poll(contactPage).toContain(`tel:${old.replaceAll(' ', '')}`)
      await visitor.dispose()
      expect(problems).toEqual([])
      await page.context().close()
    })

    test("the seed's example values are listed on the dashboard and marked under their fields, in Czech and in English", async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      const examples = (heading: string) => page.locator('[data-seed-examples]', { has: page.getByRole('heading', { name: heading }) })
      const note = (id: string) => page.locator(id).locator('xpath=ancestor::div[contains(@class,"field-type")][1]').getByRole('note')
      for (const [language, text] of [
        ['Čeština', { box: 'Příkladové hodnoty ze seedu', ico: 'IČO', price: 'Cena tarifu Meet', privacy: 'Zásady ochrany osobních údajů (šablona)', tab: 'Firma a banka', note: 'Příkladová hodnota ze seedu – před spuštěním ji nahraďte.' }],
        ['English', { box: 'Example values from the seed', ico: 'Company ID (IČO)', price: 'Price of the Meet tier', privacy: 'Privacy policy (template)', tab: 'Company and bank', note: 'Example value from the seed – replace it before going live.' }],
      ] as const) {
        if (language === 'English') await chooseLanguage(page, 'English')
        await page.goto('/admin')
        const box = examples(text.box)
        await expect(box).toBeVisible()
        for (const link of [text.ico, 'IBAN', text.price, text.privacy]) await expect(box.getByRole('link', { name: link, exact: true })).toBeVisible()
        await shot(page, backend, `seed-examples-dashboard-${language}`)
        await box.getByRole('link', { name: text.ico, exact: true }).click()
        await expect(page).toHaveURL(/\/admin\/globals\/site-settings/)
        await page.getByRole('button', { name: text.tab }).click()
        await expect(note('#field-company__ico')).toHaveText(text.note)
        await expect(note('#field-bank__iban')).toHaveText(text.note)
        await shot(page, backend, `seed-examples-field-${language}`)
        // the note follows what staff type: a real IČO is no example
        await page.locator('#field-company__ico').fill('45244782')
        await expect(note('#field-company__ico')).toHaveCount(0)
        await expect(note('#field-bank__iban')).toHaveText(text.note)
      }
      await chooseLanguage(page, 'Čeština')
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('a membership price saved as a draft is not on the site until published', async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      const visitor = await playwrightRequest.newContext({ baseURL: backend.base })
      const tiers = (await (await backend.api.get('/api/membership-tiers?where[key][equals]=seat&depth=0', { headers: backend.auth })).json()) as { docs: { id: number; price: number }[] }
      const seat = tiers.docs[0]!
      const membership = async () => (await (await visitor.get('/clenstvi')).text()).replace(/&nbsp;|\s| /g, '')
      const price = (n: number) => n.toLocaleString('cs-CZ').replace(/\s| /g, '')
      expect(await membership()).toContain(price(seat.price))
      await page.goto('/admin/collections/membership-tiers')
      // the list says which tiers are published
      await expect(page.locator('thead')).toContainText('Stav')
      await page.goto(`/admin/collections/membership-tiers/${seat.id}`)
      await page.locator('#field-price').fill(String(seat.price + 1000))
      await page.locator('#action-save-draft').click()
      await expect(page.locator('.payload-toast-container')).toContainText('Koncept úspěšně uložen')
      expect(await membership()).not.toContain(price(seat.price + 1000))
      await shot(page, backend, 'tier-draft')
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|Uloženo/i)
      await expect.poll(membership).toContain(price(seat.price + 1000))
      // put back for the other tests
      expect((await backend.api.patch(`/api/membership-tiers/${seat.id}`, { headers: backend.auth, data: { price: seat.price, _status: 'published' } })).ok()).toBeTruthy()
      await visitor.dispose()
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('a draft scheduled in the admin waits for its hour in the queue', async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      const created = await backend.api.post('/api/posts?locale=cs&draft=true', { headers: backend.auth, data: { title: 'Ohlášení na příští měsíc', _status: 'draft' } })
      expect(created.ok(), await created.text()).toBeTruthy()
      const postId = ((await created.json()) as { doc: { id: number } }).doc.id
      await page.goto(`/admin/collections/posts/${postId}`)
      // the arrow beside "Publish" offers the schedule, in Czech
      await page.locator('.btn--withPopup .popup-button').first().click()
      await page.locator('#schedule-publish').click()
      const drawer = page.locator('.schedule-publish')
      await expect(drawer.getByRole('heading', { name: /Naplánovat publikaci pro/ })).toBeVisible()
      await drawer.getByText('Publikovat', { exact: true }).click()
      await drawer.locator('#time input').click()
      await page.locator('.react-datepicker__navigation--next').click()
      await page.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click()
      await page.locator('.react-datepicker__time-list-item', { hasText: /^10:00/ }).first().click()
      await page.locator('#scheduled-publish-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText('Úspěšně naplánováno')
      // the drawer lists it among the upcoming, in Prague time, with a way to cancel it
      const upcoming = drawer.locator('tbody tr', { hasText: /15\. \d+\. \d{4} 10:00/ })
      await expect(upcoming).toHaveCount(1)
      await expect(upcoming).toContainText('Publikovat')
      await expect(upcoming).toContainText(/Praha|Europe\/Prague/)
      await shot(page, backend, 'schedule-publish')
      // not before its hour: a visitor does not get it
      const visitor = await playwrightRequest.newContext({ baseURL: backend.base })
      expect((await visitor.get(`/api/posts/${postId}`)).status()).toBe(404)
      await visitor.dispose()
      await backend.api.delete(`/api/posts/${postId}`, { headers: backend.auth })
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('live preview: a draft event beside its form, and a saved title there without a reload, in Czech and in English', async ({ browser }) => {
      const slug = `zivy-nahled-${Date.now().toString(36)}`
      const startsAt = new Date(Date.now() + 40 * 86_400_000).toISOString()
      const created = await backend.api.post('/api/events?locale=cs&draft=true', {
        headers: backend.auth,
        data: { _status: 'draft', title: 'Koncept v živém náhledu', slug, startsAt, tags: ['public'] },
      })
      expect(created.ok(), await created.text()).toBeTruthy()
      const draftId = ((await created.json()) as { doc: { id: number } }).doc.id
      const english = await backend.api.patch(`/api/events/${draftId}?locale=en&draft=true`, {
        headers: backend.auth,
        data: { _status: 'draft', title: 'A draft in the live preview', slug: `${slug}-en` },
      })
      expect(english.ok(), await english.text()).toBeTruthy()
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      try {
        const steps = [
          { language: 'cs', toggle: 'Živý náhled', path: `/akce/${slug}`, title: 'Koncept v živém náhledu', bar: 'Prohlížíte koncept', saved: 'Koncept po uložení' },
          { language: 'en', toggle: 'Live Preview', path: `/en/events/${slug}-en`, title: 'A draft in the live preview', bar: 'You are viewing a draft', saved: 'A draft after saving' },
        ] as const
        for (const step of steps) {
          if (step.language === 'en') await chooseLanguage(page, 'English')
          await page.goto(`/admin/collections/events/${draftId}`)
          await contentLocale(page, step.language)
          await page.getByRole('button', { name: step.toggle, exact: true }).click()
          // the draft's page in a frame of the edit view, with the bar that says it is a draft
          const frame = page.frameLocator('#live-preview-iframe')
          await expect(frame.getByRole('heading', { level: 1 })).toHaveText(step.title)
          await expect(frame.getByRole('status').filter({ hasText: step.bar })).toBeVisible()
          const site = page.frames().find((f) => new URL(f.url()).pathname === step.path)
          expect(site, page.frames().map((f) => f.url()).join(', ')).toBeTruthy()
          // what staff see (the pane stays in view while the form scrolls)
          await page.screenshot({ path: `test-results/admin-${backend.name}/live-preview-${step.language}-1440.png` })
          // A mark in the frame's window: it is still there after the save, so the page was not reloaded.
          await site!.evaluate(() => ((window as unknown as { __livePreviewMark: boolean }).__livePreviewMark = true))
          await page.locator('#field-title').fill(step.saved)
          await page.locator('#action-save-draft').click()
          await expect(page.locator('.payload-toast-container')).toContainText(/Koncept úspěšně uložen|Draft saved successfully/)
          await expect(frame.getByRole('heading', { level: 1 })).toHaveText(step.saved)
          expect(await site!.evaluate(() => (window as unknown as { __livePreviewMark?: boolean }).__livePreviewMark)).toBe(true)
          if (step.language === 'cs') {
            // A new address, saved: the frame follows the document there.
            await page.locator('#field-slug').fill(`${slug}-nova`)
            await page.locator('#action-save-draft').click()
            await expect.poll(() => page.frames().map((f) => new URL(f.url()).pathname)).toContain(`/akce/${slug}-nova`)
            await expect(frame.getByRole('heading', { level: 1 })).toHaveText(step.saved)
            // the phone's size, among the sizes the toolbar offers
            await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
            await page.getByRole('button', { name: 'Mobil · Mobile' }).click()
            await expect(page.locator('#live-preview-iframe')).toHaveJSProperty('clientWidth', 390)
            await page.screenshot({ path: `test-results/admin-${backend.name}/live-preview-cs-mobile.png` })
            await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
            await page.getByRole('button', { name: 'Responsive' }).click()
          }
          // leaves the live preview closed for the next test (Payload keeps the choice per account)
          await page.getByRole('button', { name: /Opustit živý náhled|Exit Live Preview/ }).click()
        }
        // Visitors still get no page: the draft was never published nor kept by the page cache.
        const visitor = await playwrightRequest.newContext({ baseURL: backend.base })
        expect((await visitor.get(`/akce/${slug}-nova`)).status()).toBe(404)
        await visitor.dispose()
        expect(problems).toEqual([])
      } finally {
        await chooseLanguage(page, 'Čeština')
        await backend.api.delete(`/api/events/${draftId}`, { headers: backend.auth })
        await page.context().close()
      }
    })

    test('the sidebar and a column choice are kept over a reload', async ({ browser }) => {
      // Up to 1440 px Payload shows the sidebar as a drawer, closed on every page; wider, it stays as chosen.
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ', 1600)
      await page.goto('/admin/collections/events')
      const tagsColumn = page.locator('thead th', { hasText: 'Štítky' })
      await expect(tagsColumn).toBeVisible()
      await page.locator('#toggle-list-columns').click()
      await page.locator('.pill-selector #tags').click()
      await expect(tagsColumn).toHaveCount(0)
      const nav = page.locator('.template-default')
      await expect(nav).toHaveClass(/template-default--nav-open/)
      await page.locator('.template-default__nav-toggler').click()
      await expect(nav).not.toHaveClass(/template-default--nav-open/)
      // the admin saves both as the staff member's preferences
      await expect
        .poll(async () => (await backend.api.get('/api/payload-preferences/nav', { headers: backend.auth })).json())
        .toMatchObject({ value: { open: false } })
      await page.waitForLoadState('networkidle')
      await page.reload()
      await expect(page.locator('thead th', { hasText: 'Začátek' })).toBeVisible()
      await expect(page.locator('thead th', { hasText: 'Štítky' })).toHaveCount(0)
      await expect(nav).not.toHaveClass(/template-default--nav-open/)
      await shot(page, backend, 'events-columns-nav-kept')
      // as it was, for the other walks
      await page.locator('.template-default__nav-toggler').click()
      await expect(nav).toHaveClass(/template-default--nav-open/)
      await page.locator('#toggle-list-columns').click()
      await page.locator('.pill-selector #tags').click()
      await expect(page.locator('thead th', { hasText: 'Štítky' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('an image uploads with its alt text in both languages', async ({ browser }) => {
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      await page.goto('/admin/collections/media/create')
      await contentLocale(page, 'cs')
      await page.locator('input[type="file"]').setInputFiles(IMAGE)
      await page.locator('#field-alt').fill('Secesní průčelí domu')
      await page.locator('#action-save').click()
      await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)
      const id = Number(/media\/(\d+)/.exec(page.url())![1])
      await contentLocale(page, 'en')
      await page.locator('#field-alt').fill('The Art Nouveau front of the house')
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|successfully/i)
      await shot(page, backend, 'media-uploaded')
      const stored = (await (await backend.api.get(`/api/media/${id}?locale=all&depth=0`, { headers: backend.auth })).json()) as { alt: Record<string, string>; url: string }
      expect(stored.alt).toEqual({ cs: 'Secesní průčelí domu', en: 'The Art Nouveau front of the house' })
      const file = await backend.api.get(stored.url)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toMatch(/^image\//)
      await backend.api.delete(`/api/media/${id}`, { headers: backend.auth })
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('an outgoing mail shows whom it went to, found by the address', async ({ browser }) => {
      // A visitor subscribes to the newsletter: the confirmation mail goes through the outbox.
      const visitor = `walk-${crypto.randomBytes(4).toString('hex')}@example.com`
      const site = await browser.newContext({ baseURL: backend.base, extraHTTPHeaders: { 'x-forwarded-for': `198.18.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}` } })
      const home = await site.newPage()
      await home.goto('/')
      const started = Date.now()
      await home.locator('#footer-newsletter-name').fill('Olga')
      await home.locator('#footer-newsletter-surname').fill('Dvořáková')
      await home.locator('#footer-newsletter-email').fill(visitor)
      await home.waitForTimeout(Math.max(0, 3500 - (Date.now() - started))) // the form's minimum fill time
      await home.locator('#footer-newsletter-email').press('Enter')
      await expect(home).toHaveURL(/newsletter-subscription/)
      await site.close()
      await expect
        .poll(async () => {
          const r = await backend.api.get(`/api/mail-outbox?where[recipient][like]=${encodeURIComponent(visitor)}&depth=0`, { headers: backend.auth })
          return ((await r.json()) as { docs: { status: string }[] }).docs.map((d) => d.status)
        }, { timeout: 30_000 })
        .toEqual(['sent'])

      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      await page.goto('/admin/collections/mail-outbox')
      await expect(page.locator('thead th', { hasText: 'Příjemce' })).toBeVisible()
      await page.locator('#search-filter-input').fill(visitor)
      // The list is searched once the address is in the URL (Payload re-renders the rows then).
      await expect(page).toHaveURL(/[?&]search=/)
      await expect(page.locator('tbody tr')).toHaveCount(1)
      await expect(page.locator('tbody tr')).toContainText(visitor)
      await shot(page, backend, 'outbox-found')
      await Promise.all([page.waitForURL(/\/admin\/collections\/mail-outbox\/\d+/), page.locator('tbody tr a').first().click()])
      await expect(page.locator('#field-recipient')).toHaveValue(`Olga Dvořáková <${visitor}>`)
      await expect(page.locator('#field-subject')).not.toHaveValue('')
      await expect(page.locator('.json-text pre')).toContainText('{')
      await shot(page, backend, 'outbox-mail')
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('a registration taken by phone is added in the admin: the person is mailed, and the waitlist shows their place', async ({ browser }) => {
      // An event with one seat, taken by an earlier caller.
      const created = await backend.api.post('/api/events?locale=cs', {
        headers: backend.auth,
        data: { title: 'Snídaně s mentory', startsAt: new Date(Date.now() + 14 * 86_400_000).toISOString(), capacity: 1, registrationOpen: true, _status: 'published' },
      })
      const full = ((await created.json()) as { doc: { id: number } }).doc.id
      const tag = crypto.randomBytes(4).toString('hex')
      const first = `phone-1-${tag}@example.com`
      const second = `phone-2-${tag}@example.com`
      const taken = await backend.api.post('/api/event-registrations', {
        headers: backend.auth,
        data: { event: full, firstName: 'Tomáš', lastName: 'Novák', email: first, company: 'Novák s.r.o.', locale: 'cs', status: 'confirmed' },
      })
      expect(taken.ok(), await taken.text()).toBeTruthy()

      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      await page.goto('/admin/collections/event-registrations/create')
      await page.locator('#field-event .rs__control').click()
      await page.locator('#field-event input').fill('Snídaně s mentory')
      await page.locator('.rs__option', { hasText: 'Snídaně s mentory' }).first().click()
      await page.locator('#field-status .rs__control').click()
      await page.locator('.rs__option', { hasText: 'Čeká na místo' }).click()
      await page.locator('#field-firstName').fill('Alena')
      await page.locator('#field-lastName').fill('Černá')
      await page.locator('#field-email').fill(second)
      await page.locator('#field-company').fill('Černá a syn')
      await page.locator('#field-locale .rs__control').click()
      await page.locator('.rs__option', { hasText: 'English' }).click()
      await page.locator('#action-save').click()
      await expect(page).toHaveURL(/\/admin\/collections\/event-registrations\/\d+/)
      // Freed seats go out in this order: staff see the place, and the person reads it in their mail.
      await expect(page.locator('#field-waitlistPosition')).toHaveValue('1')
      await shot(page, backend, 'registration-by-phone')
      const mailTo = (address: string) =>
        backend.api
          .get(`/api/mail-outbox?where[recipient][like]=${encodeURIComponent(address)}&depth=0`, { headers: backend.auth })
          .then(async (r) => ((await r.json()) as { docs: { status: string; subject: string }[] }).docs.map((d) => `${d.status}: ${d.subject}`))
      await expect.poll(() => mailTo(first), { timeout: 30_000 }).toEqual(['sent: Registrace potvrzena: Snídaně s mentory'])
      await expect.poll(() => mailTo(second), { timeout: 30_000 }).toEqual(['sent: You are on the waitlist: Snídaně s mentory'])

      // The caller who held the seat cancels by phone: staff cancel it, both people are told.
      await page.goto('/admin/collections/event-registrations')
      await page.locator('#search-filter-input').fill(first)
      await expect(page).toHaveURL(/[?&]search=/)
      // The row's link is the surname; the counts above the list have links of their own.
      await Promise.all([page.waitForURL(/\/admin\/collections\/event-registrations\/\d+/), page.getByRole('link', { name: 'Novák', exact: true }).click()])
      await page.locator('#field-status .rs__control').click()
      await page.locator('.rs__option', { hasText: 'Zrušená' }).click()
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|uloženo/i)
      await expect.poll(() => mailTo(first), { timeout: 30_000 }).toContain('sent: Registrace zrušena: Snídaně s mentory')
      await expect.poll(() => mailTo(second), { timeout: 30_000 }).toContain('sent: A seat has freed up for you: Snídaně s mentory')

      // Before publishing the event's cancellation, staff read whom it will tell; after it, they are told.
      await page.goto(`/admin/collections/events/${full}`)
      // The event has its Czech text only (an earlier test may have left the staff member in English content).
      await contentLocale(page, 'cs')
      await expect(page.getByTestId('tell-registrants-count')).toHaveText(
        'Když zveřejníte nový čas nebo místo, web pošle e-mail všem přihlášeným (potvrzených: 1, na čekací listině: 0). Zrušení akce jim oznámí vždy.',
      )
      // A new place published with the box unticked tells nobody (the cancellation below is all they get).
      await page.locator('#field-placeText').fill('Terasa ve 2. patře')
      await page.locator('#field-tellRegistrants').uncheck()
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|uloženo|publikováno/i)
      await page.reload()
      await expect(page.locator('#field-tellRegistrants')).toBeChecked()
      await page.locator('#field-cancelled').check()
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|uloženo|publikováno/i)
      await shot(page, backend, 'event-cancelled-told')
      await expect.poll(() => mailTo(second), { timeout: 30_000 }).toContain('sent: Event cancelled: Snídaně s mentory')
      expect(await mailTo(second)).not.toContain('sent: Event changed: Snídaně s mentory')

      await chooseLanguage(page, 'English')
      await page.goto(`/admin/collections/events/${full}`)
      // The event has its Czech text only (an earlier test may have left the staff member in English content).
      await contentLocale(page, 'cs')
      await expect(page.getByTestId('tell-registrants-count')).toHaveText('When you publish a new time or place, the site e-mails everyone registered (confirmed: 1, waitlisted: 0). A cancellation is always mailed to them.')
      await page.goto(`/admin/collections/event-registrations?where[event][equals]=${full}`)
      await expect(page.locator('thead th', { hasText: 'Waitlist position' })).toBeVisible()
      await shot(page, backend, 'registrations-en')
      await chooseLanguage(page, 'Čeština')
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('an administrator adds an editor in the admin, who then sees content and no personal data', async ({ browser }) => {
      test.setTimeout(180_000) // two staff sessions and a dozen pages
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      await page.goto('/admin/collections/users/create')
      const editor = `redaktorka-${backend.name}-${crypto.randomBytes(3).toString('hex')}@hub1909.test`
      await page.locator('#field-email').fill(editor)
      await page.locator('#field-password').fill(PASSWORD)
      await page.locator('#field-confirm-password').fill(PASSWORD)
      await page.locator('#field-name').fill('Eva Redaktorka')
      await page.locator('#field-role .rs__control').click()
      await expect(page.locator('.rs__option')).toHaveText(['Správce', 'Komunitní manažer/ka', 'Redaktor/ka'])
      await page.locator('.rs__option', { hasText: 'Redaktor/ka' }).click()
      await shot(page, backend, 'user-create-role')
      await page.locator('#action-save').click()
      await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+/)
      const editorId = Number(/users\/(\d+)/.exec(page.url())![1])
      await page.goto('/admin/collections/users')
      await expect(page.locator('tbody tr', { hasText: editor })).toContainText('Redaktor/ka')
      expect(problems).toEqual([])
      await page.context().close()

      const signedIn = await signIn(browser, backend, editor, 'cs-CZ')
      const links = await signedIn.page.locator('a.nav__link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))
      expect(links).toEqual(expect.arrayContaining(['/admin/collections/pages', '/admin/collections/events', '/admin/collections/posts', '/admin/collections/media']))
      for (const personal of ['event-registrations', 'event-space-enquiries', 'contact-requests', 'newsletter-subscribers', 'mail-outbox', 'privacy-log']) {
        expect(links).not.toContain(`/admin/collections/${personal}`)
      }
      expect(links).not.toContain('/admin/personal-data')
      expect(links).not.toContain('/admin/check-in')
      await expect(signedIn.page.getByRole('heading', { name: 'Nejbližší akce' })).toBeVisible()
      await expect(signedIn.page.getByRole('link', { name: 'Nové poptávky sálu' })).toHaveCount(0)
      await shot(signedIn.page, backend, 'editor-dashboard')
      // The house's settings are there to read, not to change; the own role cannot be changed.
      await signedIn.page.goto('/admin/globals/site-settings')
      await expect(signedIn.page.locator('#field-brandName')).toBeDisabled()
      await expect(signedIn.page.locator('#action-save')).toHaveCount(0)
      await expect(signedIn.page.locator('#action-save-draft')).toHaveCount(0)
      await signedIn.page.goto('/admin/account')
      await expect(signedIn.page.locator('#field-role')).toContainText('Redaktor/ka')
      await expect(signedIn.page.locator('#field-role input')).toBeDisabled()
      await shot(signedIn.page, backend, 'editor-account')
      expect(signedIn.problems).toEqual([])
      await signedIn.page.context().close()
      await backend.api.delete(`/api/users/${editorId}`, { headers: backend.auth })
    })

    test("an administrator finds a person's data by their address, downloads it and erases it", async ({ browser }) => {
      const person = `osoba-${crypto.randomBytes(4).toString('hex')}@example.cz`
      const stored = await backend.api.post('/api/contact-requests', {
        headers: backend.auth,
        data: { name: 'Věra', surname: 'Malá', email: person, topic: 'membership', consent: true, locale: 'cs' },
      })
      expect(stored.ok(), await stored.text()).toBeTruthy()
      const { page, problems } = await signIn(browser, backend, email, 'cs-CZ')
      // At 1440 px the menu is a drawer: opened first, as staff do (its button named in Czech).
      const menu = page.locator('.template-default__nav-toggler')
      await expect(menu).toHaveAccessibleName('Otevřít nabídku')
      await menu.click()
      await page.locator('#nav-personal-data').click()
      await expect(page.getByRole('heading', { level: 1, name: 'Osobní údaje osoby' })).toBeVisible()
      await page.getByLabel('E-mailová adresa').fill(person)
      await page.getByRole('button', { name: 'Vyhledat' }).click()
      await expect(page.getByRole('heading', { name: `Uchováváme o ${person}: 1` })).toBeVisible()
      await expect(page.getByRole('row', { name: /Poptávky z kontaktního formuláře/ })).toContainText('1')
      await shot(page, backend, 'personal-data-found')
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Stáhnout export (JSON)' }).click()])
      const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { email: string; records: Record<string, { surname: string }[]> }
      expect(exported.email).toBe(person)
      expect(exported.records['contact-requests']![0]!.surname).toBe('Malá')
      // Erasure asks for the address again; a mistyped one erases nothing.
      await page.getByLabel('Pro potvrzení napište adresu znovu').fill('jina@example.cz')
      await page.getByRole('button', { name: 'Smazat natrvalo' }).click()
      // (Next.js' route announcer is an alert too.)
      await expect(page.getByRole('alert').filter({ hasText: 'Nic nebylo smazáno' })).toBeVisible()
      await page.getByLabel('Pro potvrzení napište adresu znovu').fill(person)
      await page.getByRole('button', { name: 'Smazat natrvalo' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Smazáno' })).toContainText('Počet odstraněných záznamů: 1')
      await expect(page.getByRole('heading', { name: `Uchováváme o ${person}: 0` })).toBeVisible()
      await shot(page, backend, 'personal-data-erased')
      // the header's breadcrumb names the view; signed out, the view is Payload's login
      await expect(page.locator('.step-nav')).toContainText('Osobní údaje osoby')
      const visitor = await browser.newContext({ baseURL: backend.base })
      const anonymous = await visitor.newPage()
      await anonymous.goto('/admin/personal-data?email=someone%40example.cz')
      await expect(anonymous).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fpersonal-data$/)
      await visitor.close()
      // The log names who did it; the person only by a hash.
      await page.goto('/admin/collections/privacy-log')
      await expect(page.locator('tbody tr').first()).toContainText('Výmaz údajů osoby')
      await expect(page.locator('tbody')).not.toContainText(person)
      expect(problems).toEqual([])
      await page.context().close()
    })

    test('an editor opens the staff guide from the menu, in Czech and in English; signed out, the guide asks for the login', async ({ browser }) => {
      test.setTimeout(180_000) // a sign-in, a language change and four screenshots
      const editor = `pruvodce-${backend.name}-${crypto.randomBytes(3).toString('hex')}@hub1909.test`
      const created = await backend.api.post('/api/users', { headers: backend.auth, data: { email: editor, password: PASSWORD, name: 'Eva Redaktorka', role: 'editor' } })
      expect(created.ok(), await created.text()).toBeTruthy()
      const editorId = ((await created.json()) as { doc: { id: number } }).doc.id
      const { page, problems } = await signIn(browser, backend, editor, 'cs-CZ')
      // The dashboard points to the guide's section about it.
      await expect(page.getByRole('region', { name: 'Co dnes potřebuje pozornost' }).getByRole('link', { name: 'Příručka pro tým' })).toHaveAttribute('href', '/admin/guide#attention')
      const open = async (heading: string, section: string, language: 'cs' | 'en') => {
        // At 1440 px the menu is a drawer: opened first, as staff do.
        await page.locator('.template-default__nav-toggler').click()
        await page.locator('#nav-staff-guide').click()
        await expect(page).toHaveURL(/\/admin\/guide$/)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        // The contents lead to each section.
        await page.getByRole('navigation', { name: language === 'cs' ? 'Obsah příručky' : 'Contents' }).getByRole('link', { name: section }).click()
        await expect(page).toHaveURL(/#personal-data-of-a-person$/)
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeInViewport()
        const axe = await new AxeBuilder({ page }).include('.staff-guide').analyze()
        expect(axe.violations, axe.violations.map((v) => v.id).join(', ')).toEqual([])
        await shot(page, backend, `guide-${language}-1440`)
        // On a phone the text wraps and the header's breadcrumb is the guide's (not the account's
        // e-mail address of the page before): nothing is wider than the screen.
        await page.setViewportSize({ width: 390, height: 844 })
        await expect(page.locator('.step-nav')).toContainText(heading)
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
        await shot(page, backend, `guide-${language}-390`)
        await page.setViewportSize({ width: 1440, height: 900 })
      }
      await expect(page.locator('#nav-staff-guide')).toHaveText('Příručka pro tým')
      await open('Příručka pro tým', 'Osobní údaje osoby', 'cs')
      await expect(page.getByRole('heading', { level: 2, name: 'Zrušení akce' })).toBeVisible()
      await chooseLanguage(page, 'English')
      await expect(page.locator('#nav-staff-guide')).toHaveText('Staff guide')
      await open('Staff guide', 'Personal data of a person', 'en')
      await expect(page.getByRole('heading', { level: 2, name: 'Cancelling an event' })).toBeVisible()
      expect(problems).toEqual([])
      await page.context().close()
      // Signed out, the guide is Payload's login.
      const visitor = await browser.newContext({ baseURL: backend.base })
      const anonymous = await visitor.newPage()
      await anonymous.goto('/admin/guide')
      await expect(anonymous).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fguide$/)
      await expect(anonymous.locator('.staff-guide')).toHaveCount(0)
      // ... and signing in there leads back to the guide.
      await anonymous.locator('#field-email').fill(editor)
      await anonymous.locator('#field-password').fill(PASSWORD)
      await anonymous.locator('button[type="submit"]').click()
      await expect(anonymous).toHaveURL(/\/admin\/guide$/)
      await expect(anonymous.getByRole('heading', { level: 1, name: 'Staff guide' })).toBeVisible()
      await visitor.close()
      await backend.api.delete(`/api/users/${editorId}`, { headers: backend.auth })
    })

    test('the admin works at another address of the same server, and refuses a session sent from another site', async ({ browser }) => {
      const other = backend.base.replace('localhost', '127.0.0.1')
      const { page, problems } = await signIn(browser, { ...backend, base: other }, email, 'cs-CZ')
      await page.goto(`/admin/collections/events/${eventId}`)
      await page.locator('#field-capacity').fill('13')
      await page.locator('#action-save').click()
      await expect(page.locator('.payload-toast-container')).toContainText(/úspěšně|successfully/i)
      const stored = (await (await backend.api.get(`/api/events/${eventId}?depth=0`, { headers: backend.auth })).json()) as { capacity: number }
      expect(stored.capacity).toBe(13)
      // the same session cookie, sent by a page of another site
      const cookies = await page.context().cookies()
      const token = cookies.find((c) => c.name === 'payload-token')!.value
      const cross = await backend.api.delete(`/api/events/${eventId}`, { headers: { Cookie: `payload-token=${token}`, Origin: 'https://evil.example' } })
      expect(cross.status()).toBe(403)
      expect(((await cross.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain('https://evil.example')
      expect((await backend.api.get(`/api/events/${eventId}?depth=0`, { headers: backend.auth })).status()).toBe(200)
      expect(problems).toEqual([])
      await page.context().close()
    })
  })
}
