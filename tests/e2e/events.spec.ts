import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './test'

import cs from '../../messages/cs.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { PAGE_SIZE } from '../../src/lib/events/constants'
import { MIN_FILL_MS } from '../../src/lib/forms/spamGuard'
import { staffToken } from './staff'

/**
 * Events (issue 7) in both locales: the list with its filters in the URL, load more with and
 * without JavaScript, the language switch that keeps them (issue 37), archive and the old list, the detail page, and registration up to the
 * capacity limit. The suite publishes its own events (a unique word in each title, so filters
 * find exactly them) and deletes them afterwards; the seeded events stay as they are.
 */

const LOCALES = [
  { locale: 'cs', prefix: '', list: '/akce', detail: '/akce/', archive: '/akce/archiv', confirm: '/registration-confirm', m: cs },
  { locale: 'en', prefix: '/en', list: '/en/events', detail: '/en/events/', archive: '/en/events/archive', confirm: '/en/registration-confirm', m: en },
] as const

const DAY = 24 * 60 * 60 * 1000
const RUN = `e2e${Date.now().toString(36)}`
const iso = (days: number, hour = 17) => {
  const d = new Date(Date.now() + days * DAY)
  d.setUTCHours(hour, 0, 0, 0)
  return d.toISOString()
}

type Created = { id: number; slug: string }
const created: Created[] = []
let auth: Record<string, string> = {}

/** Publishes an event in Czech and, as staff do, in English (same title, same slug). */
async function createEvent(request: APIRequestContext, data: Record<string, unknown>): Promise<Created> {
  const response = await request.post('/api/events?locale=cs', {
    headers: auth,
    data: { _status: 'published', registrationOpen: true, tags: ['public'], ...data },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  const { doc } = (await response.json()) as { doc: Created }
  created.push(doc)
  const english = await request.patch(`/api/events/${doc.id}?locale=en`, {
    headers: auth,
    data: { _status: 'published', title: data.title, slug: data.slug },
  })
  expect(english.ok(), await english.text()).toBeTruthy()
  return doc
}

/** The other language's row of LOCALES. */
const otherOf = (l: (typeof LOCALES)[number]) => LOCALES.find((x) => x.locale !== l.locale)!
/** The navbar's language switch to `to`'s language (named by its label, EN or CZ). */
const languageSwitch = (page: Page, to: (typeof LOCALES)[number]) =>
  page.locator('header.site-header').getByRole('link', { name: new RegExp(`^${to.locale === 'en' ? 'EN' : 'CZ'}\\b`) })

/** The list's cards: the server-rendered ones and those "load more" appended. */
const listCards = (page: Page) => page.locator('[data-testid="event-list"] > li, [data-testid="event-list-more"] > li')

let unique = 0
/** Each registration comes from its own address, as real visitors do (the per-IP limit holds). */
function visitorIp(): string {
  unique += 1
  return `198.51.100.${(Date.now() + unique) % 250}`
}

async function fillRegistration(page: Page, values: { name: string; surname: string; email: string; company: string }) {
  const form = page.getByTestId('registration-form')
  for (const [field, value] of Object.entries(values)) await form.locator(`[name="${field}"]`).fill(value)
}

/**
 * The confirmation page after a real registration: its address carries the signed reference, the
 * page says what was stored with the event's title, and nothing about the person; it is never kept
 * in the page cache for someone else.
 */
async function expectConfirmation(
  page: Page,
  l: (typeof LOCALES)[number],
  expected: { status: 'confirmed' | 'waitlisted'; title: string; person: string[] },
) {
  await expect(page).toHaveURL(new RegExp(`${l.confirm}\\?status=${expected.status}&ref=\\d+\\.[\\w-]{32}$`))
  const c = l.m.registration.confirm
  await expect(page.getByTestId('registration-confirm')).toHaveAttribute('data-state', expected.status)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.status === 'confirmed' ? c.title : c.waitlistedTitle)
  // On the waitlist, the visitor's place in the queue (the first one waiting in these tests).
  if (expected.status === 'waitlisted') await expect(page.getByTestId('registration-confirm')).toContainText(l.locale === 'cs' ? c.waitlistPosition.replace('{position}', '1') : 'You are 1st in line on the waitlist.')
  await expect(page.getByTestId('registration-event')).toContainText(expected.title)
  const main = page.locator('#main')
  for (const personal of expected.person) await expect(main).not.toContainText(personal)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The thanks offers the newsletter (spec section 2) with the site's own form, empty: the page never says who registered.
  const newsletter = main.getByRole('form', { name: c.newsletterTitle })
  await expect(newsletter).toBeVisible()
  await expect(newsletter.locator('input[name="email"]')).toHaveValue('')
  // One newsletter form on the page: the thanks' takes the footer's place.
  await expect(page.locator('form:has(input[type="email"]):visible')).toHaveCount(1)
  await expect(page.locator('footer form input[type="email"]')).toBeHidden()
  // The language switch keeps the reference, so the other language thanks for the same registration.
  const other = otherOf(l)
  await expect(languageSwitch(page, other)).toHaveAttribute('href', new RegExp(`^${other.confirm}\\?ref=\\d+\\.[\\w-]{32}$`))
  for (let i = 0; i < 2; i++) {
    const again = await page.request.get(page.url())
    expect(again.headers()['x-page-cache']).not.toBe('hit')
    expect(again.headers()['cache-control']).toMatch(/no-store|private/)
  }
}

test.describe.configure({ mode: 'default' })

test.beforeAll(async ({ request }) => {
  auth = { Authorization: `JWT ${await staffToken(request)}` }
})

test.afterAll(async ({ request }) => {
  for (const doc of created.splice(0)) {
    await request.delete(`/api/event-registrations?where[event][equals]=${doc.id}`, { headers: auth })
    await request.delete(`/api/events/${doc.id}`, { headers: auth })
  }
})

test.describe('events list', () => {
  let batch: string
  test.beforeAll(async ({ request }) => {
    batch = `${RUN}batch`
    // PAGE_SIZE + 2 upcoming events that only the search for `batch` finds, in two months.
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      await createEvent(request, {
        title: `Dávka ${batch} ${String(i + 1).padStart(2, '0')}`,
        slug: `${batch}-${i + 1}`,
        startsAt: iso(40 + i * 3),
        endsAt: iso(40 + i * 3, 19),
        tags: i % 2 ? ['workshop', 'public'] : ['networking', 'public'],
      })
    }
  })

  for (const l of LOCALES) {
    test(`upcoming events come first, soonest first (${l.locale})`, async ({ page }) => {
      const response = await page.goto(l.list)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', l.locale)
      const times = await page.getByTestId('event-list').locator('time[datetime]').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
      expect(times.length).toBeGreaterThan(0)
      const now = Date.now()
      for (const t of times) expect(new Date(t).getTime()).toBeGreaterThan(now - DAY)
      expect([...times].sort()).toEqual(times)
    })

    test(`search, tag and load more work with JavaScript (${l.locale})`, async ({ page }) => {
      await page.goto(`${l.list}?q=${batch}`)
      await expect(page.getByTestId('event-count')).toContainText(String(PAGE_SIZE + 2))
      const cards = listCards(page)
      await expect(cards).toHaveCount(PAGE_SIZE)
      await page.getByTestId('load-more').click()
      await expect(page.getByTestId('event-list-more').locator(':scope > li')).toHaveCount(2)
      await expect(cards).toHaveCount(PAGE_SIZE + 2)
      // The address says page 2, so a reload shows the same cards; there is nothing more to load.
      await expect(page).toHaveURL(/page=2/)
      await expect(page.getByTestId('load-more')).toHaveCount(0)
      // The focus moves to the first new card.
      await expect(page.getByTestId('event-list-more').locator('a').first()).toBeFocused()

      // A tag narrows the search; the filter lives in the URL and survives a reload.
      await page.getByRole('navigation', { name: l.m.events.filters.tag }).getByRole('link', { name: l.m.events.tags.workshop }).click()
      await expect(page).toHaveURL(/tag=workshop/)
      await expect(page).toHaveURL(new RegExp(`q=${batch}`))
      await expect(page.getByTestId('event-count')).toContainText(String((PAGE_SIZE + 2) / 2))
      await page.reload()
      await expect(cards).toHaveCount((PAGE_SIZE + 2) / 2)
      for (const title of await cards.locator('h3').allTextContents()) expect(title).toContain(batch)
    })

    test(`a step that fails says so and can be tried again; the status counts the cards (${l.locale})`, async ({ page }) => {
      await page.goto(`${l.list}?q=${batch}`)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      const status = page.getByTestId('load-more-status')
      const count = (shown: number) => l.m.events.status.replace('{shown}', String(shown)).replace('{total}', String(PAGE_SIZE + 2))
      await expect(status).toHaveText(count(PAGE_SIZE))
      // The endpoint fails twice: siteFetch asks once more after a 503, then the list says so.
      let asked = 0
      await page.route('**/api/cards/events?*', async (route) => {
        asked++
        await route.fulfill({ status: 503, headers: { 'Retry-After': '0' }, body: '' })
      })
      await page.getByTestId('load-more').click()
      await expect(page.getByRole('alert').filter({ hasText: l.m.events.loadFailed })).toBeVisible()
      expect(asked).toBe(2)
      await expect(listCards(page)).toHaveCount(PAGE_SIZE)
      await expect(page).not.toHaveURL(/page=2/)
      // The link stays; the next try goes through to the real endpoint.
      await page.unroute('**/api/cards/events?*')
      await page.getByTestId('load-more').click()
      await expect(listCards(page)).toHaveCount(PAGE_SIZE + 2)
      await expect(status).toHaveText(count(PAGE_SIZE + 2))
      await expect(page.getByRole('alert').filter({ hasText: l.m.events.loadFailed })).toHaveCount(0)
      await expect(page).toHaveURL(/page=2/)
    })

    test(`the language switch keeps the filters and the page reached (${l.locale})`, async ({ page }) => {
      const o = otherOf(l)
      await page.goto(`${l.list}?q=${batch}`)
      await expect(languageSwitch(page, o)).toHaveAttribute('href', `${o.list}?q=${batch}`)
      // "Load more" writes page 2 into the address without a reload; the switch follows it.
      await page.getByTestId('load-more').click()
      await expect(page).toHaveURL(/page=2/)
      await expect(languageSwitch(page, o)).toHaveAttribute('href', `${o.list}?q=${batch}&page=2`)
      // A tag chosen on the page: a new list, from its first page.
      await page.getByRole('navigation', { name: l.m.events.filters.tag }).getByRole('link', { name: l.m.events.tags.workshop }).click()
      await expect(page).toHaveURL(/tag=workshop/)
      await expect(languageSwitch(page, o)).toHaveAttribute('href', `${o.list}?tag=workshop&q=${batch}`)
      await languageSwitch(page, o).click()
      await expect(page).toHaveURL(new RegExp(`${o.list}\\?tag=workshop&q=${batch}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', o.locale)
      await expect(page.getByTestId('event-count')).toContainText(String((PAGE_SIZE + 2) / 2))
      // And back, the filters still there.
      await expect(languageSwitch(page, l)).toHaveAttribute('href', `${l.list}?tag=workshop&q=${batch}`)
    })

    test(`the month filter, an empty result and reset (${l.locale})`, async ({ page }) => {
      await page.goto(`${l.list}?q=${batch}`)
      const month = page.getByTestId('filter-month')
      const options = await month.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean))
      expect(options.length).toBeGreaterThan(1)
      const first = iso(40).slice(0, 7)
      expect(options).toContain(first)
      await month.selectOption(first)
      await page.getByRole('search').getByRole('button', { name: l.m.events.filters.apply }).click()
      await expect(page).toHaveURL(new RegExp(`month=${first}`))
      const count = await listCards(page).count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThan(PAGE_SIZE + 2)

      await page.goto(`${l.list}?q=${RUN}nothing-matches`)
      await expect(page.getByTestId('events-empty')).toContainText(l.m.events.empty)
      await page.getByTestId('events-empty').getByRole('link', { name: l.m.events.filters.reset }).click()
      await expect(page).toHaveURL(new RegExp(`${l.list}$`))
      await expect(page.getByTestId('event-list')).toBeVisible()
    })

    test(`past and all views (${l.locale})`, async ({ page }) => {
      await page.goto(`${l.list}?view=past`)
      const times = await page.getByTestId('event-list').locator('time[datetime]').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
      expect(times.length).toBeGreaterThan(0)
      for (const t of times) expect(new Date(t).getTime()).toBeLessThan(Date.now())
      await page.goto(`${l.list}?view=all&q=${batch}`)
      await expect(page.getByTestId('event-count')).toContainText(String(PAGE_SIZE + 2))
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    for (const l of LOCALES) {
      test(`filters and load more are plain links and forms (${l.locale})`, async ({ page }) => {
        await page.goto(l.list)
        await page.getByTestId('filter-search').fill(batch)
        await page.getByRole('search').getByRole('button', { name: l.m.events.filters.apply }).click()
        await expect(page).toHaveURL(new RegExp(`q=${batch}`))
        const cards = listCards(page)
        await expect(cards).toHaveCount(PAGE_SIZE)
        await page.getByTestId('load-more').click()
        await expect(page).toHaveURL(/page=2/)
        await expect(cards).toHaveCount(PAGE_SIZE + 2)
      })

      test(`the language switch is a plain link that keeps the filters and the page (${l.locale})`, async ({ page }) => {
        const o = otherOf(l)
        // What the list does not read (a tracking tag) stays behind.
        await page.goto(`${l.list}?tag=workshop&q=${batch}&page=2&utm_source=newsletter`)
        await expect(languageSwitch(page, o)).toHaveAttribute('href', `${o.list}?tag=workshop&q=${batch}&page=2`)
        await languageSwitch(page, o).click()
        await expect(page).toHaveURL(new RegExp(`${o.list}\\?tag=workshop&q=${batch}&page=2$`))
        await expect(page.locator('html')).toHaveAttribute('lang', o.locale)
        await expect(listCards(page)).toHaveCount((PAGE_SIZE + 2) / 2)
        await expect(languageSwitch(page, l)).toHaveAttribute('href', `${l.list}?tag=workshop&q=${batch}&page=2`)
      })
    }
  })
})

test.describe('archive and old list', () => {
  for (const l of LOCALES) {
    test(`past events by month and the compact old list (${l.locale})`, async ({ page }) => {
      const response = await page.goto(l.archive)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.m.events.archive.title)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      expect(await page.locator(`main a[href^="${l.detail}"]`).count()).toBeGreaterThan(0)

      const old = await page.goto(`${l.prefix}/events_old`)
      expect(old?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.m.events.old.title)
      const links = page.locator(`main a[href^="${l.detail}"]`)
      expect(await links.count()).toBeGreaterThan(1)
      const target = await links.first().getAttribute('href')
      expect((await page.goto(target!))?.status()).toBe(200)
    })
  }
})

test.describe('event detail', () => {
  let detail: Created
  test.beforeAll(async ({ request }) => {
    detail = await createEvent(request, {
      title: `Detail ${RUN}`,
      slug: `${RUN}-detail`,
      // 18:00 in Prague in winter is 17:00 UTC.
      startsAt: '2031-01-15T17:00:00.000Z',
      endsAt: '2031-01-15T19:30:00.000Z', // 20:30 in Prague
      capacity: 30,
      tags: ['workshop', 'public'],
      excerpt: 'Krátký perex.',
    })
  })

  for (const l of LOCALES) {
    test(`shows Prague time, tags, who may come, seats left and JSON-LD (${l.locale})`, async ({ page }) => {
      const response = await page.goto(`${l.detail}${detail.slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', l.locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Detail ${RUN}`)
      await expect(page.getByTestId('event-time')).toContainText('18:00')
      await expect(page.getByTestId('event-time')).toContainText('20:30')
      await expect(page.getByTestId('event-facts')).toContainText(l.m.events.tags.workshop)
      await expect(page.getByTestId('event-facts')).toContainText(l.m.events.detail.public)
      await expect(page.getByTestId('seats-left')).toContainText('30')
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
      expect(data['@type']).toBe('Event')
      expect(data.eventStatus).toBe('https://schema.org/EventScheduled')
      expect(JSON.stringify(data.offers)).toContain('InStock')
      expect(new Date(data.startDate).toISOString()).toBe('2031-01-15T17:00:00.000Z')
    })

    test(`the .ics download and the Google Calendar link (${l.locale})`, async ({ page, request }) => {
      await page.goto(`${l.detail}${detail.slug}`)
      const href = await page.getByTestId('ics-link').getAttribute('href')
      const ics = await request.get(href!)
      expect(ics.status()).toBe(200)
      expect(ics.headers()['content-type']).toContain('text/calendar')
      const body = await ics.text()
      expect(body).toContain('BEGIN:VEVENT')
      expect(body).toContain(`SUMMARY:Detail ${RUN}`)
      expect(body).toContain('DTSTART;TZID=Europe/Prague:20310115T180000')
      const google = page.getByRole('link', { name: l.m.events.detail.google })
      await expect(google).toHaveAttribute('href', /calendar\.google\.com/)
      await expect(google).toHaveAttribute('rel', 'noopener noreferrer')
    })

    test(`an unknown event is the site's 404 (${l.locale})`, async ({ page }) => {
      const response = await page.goto(`${l.detail}${RUN}-does-not-exist`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', l.locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.m.error['404'].title)
    })
  }

  test('a seeded event links its space and opens its gallery with the keyboard', async ({ page }) => {
    await page.goto('/akce/snidane-se-sousedy')
    await expect(page.getByTestId('event-space-link')).toHaveAttribute('href', /^\/prostor\//)
    await expect(page.getByTestId('registration-closed')).toHaveText(cs.registration.past)
    const open = page.getByRole('link', { name: /Otevřít fotografii 1 z 2/ })
    await open.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(dialog).toContainText(/2/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })
})

test.describe('registration', () => {
  for (const l of LOCALES) {
    test(`every field error in the spec's words, then a confirmed seat (${l.locale})`, async ({ page, request }) => {
      test.slow() // two form posts, each after the minimum fill time
      const event = await createEvent(request, { title: `Registrace ${RUN} ${l.locale}`, slug: `${RUN}-reg-${l.locale}`, startsAt: iso(20), endsAt: iso(20, 19), capacity: 5 })
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
      await page.goto(`${l.detail}${event.slug}`)
      await expect(page.getByTestId('seats-left')).toContainText('5')
      await page.waitForTimeout(MIN_FILL_MS)
      const form = page.getByTestId('registration-form')
      await form.getByRole('button', { name: l.m.registration.submit }).click()
      for (const [field, key] of [['name', 'name'], ['surname', 'surname'], ['email', 'email'], ['company', 'company']] as const) {
        const input = form.locator(`[name="${field}"]`)
        await expect(input).toHaveAttribute('aria-invalid', 'true')
        const described = await input.getAttribute('aria-describedby')
        await expect(page.locator(`[id="${described}"]`)).toHaveText(l.m.forms.errors[key])
      }
      await expect(form.locator('[name="name"]')).toBeFocused()

      const email = `${RUN}-${l.locale}@example.com`
      await fillRegistration(page, { name: 'Jana', surname: 'Nováková', email, company: 'Studio' })
      await form.getByRole('button', { name: l.m.registration.submit }).click()
      await expectConfirmation(page, l, { status: 'confirmed', title: `Registrace ${RUN} ${l.locale}`, person: ['Jana', 'Nováková', email] })
      const confirmation = page.url()
      // The other language's page says the same about the same registration.
      const other = otherOf(l)
      await languageSwitch(page, other).click()
      await expect(page.getByTestId('registration-confirm')).toHaveAttribute('data-state', 'confirmed')
      await expect(page.getByTestId('registration-event')).toContainText(`Registrace ${RUN} ${l.locale}`)
      await expect(page.locator('html')).toHaveAttribute('lang', other.locale)

      // The seat is taken at once; the same e-mail again is told it is already registered.
      await page.goto(`${l.detail}${event.slug}`)
      await expect(page.getByTestId('seats-left')).toContainText('4')
      await page.waitForTimeout(MIN_FILL_MS)
      await fillRegistration(page, { name: 'Jana', surname: 'Nováková', email, company: 'Studio' })
      await page.getByTestId('registration-form').getByRole('button', { name: l.m.registration.submit }).click()
      await expect(page.getByText(l.m.registration.already)).toBeVisible()
      await expect(page.getByTestId('seats-left')).toContainText('4')

      // Staff cancel the event: the visitor's confirmation link now says so, not that a seat waits.
      const cancelled = await request.patch(`/api/events/${event.id}?locale=cs`, { headers: auth, data: { _status: 'published', cancelled: true } })
      expect(cancelled.ok(), await cancelled.text()).toBeTruthy()
      await page.goto(confirmation)
      const c = l.m.registration.confirm
      await expect(page.getByTestId('registration-confirm')).toHaveAttribute('data-state', 'event-cancelled')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.eventCancelledTitle)
      await expect(page.locator('#main')).not.toContainText(c.title)
      await expect(page.getByTestId('registration-event')).toContainText(`Registrace ${RUN} ${l.locale}`)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    for (const l of LOCALES) {
      test(`the form posts, shows errors and registers (${l.locale})`, async ({ page, request }) => {
        test.slow() // two form posts, each after the minimum fill time
        const event = await createEvent(request, { title: `Bez JS ${RUN} ${l.locale}`, slug: `${RUN}-nojs-${l.locale}`, startsAt: iso(21), endsAt: iso(21, 19), capacity: 3 })
        await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
        await page.goto(`${l.detail}${event.slug}`)
        await page.waitForTimeout(MIN_FILL_MS)
        await fillRegistration(page, { name: 'Petr', surname: '', email: 'not-an-email', company: 'Firma' })
        await page.getByTestId('registration-form').getByRole('button', { name: l.m.registration.submit }).click()
        await expect(page.getByText(l.m.forms.errors.surname)).toBeVisible()
        await expect(page.getByText(l.m.forms.errors.email)).toBeVisible()
        await expect(page.getByTestId('registration-form').locator('[name="name"]')).toHaveValue('Petr')
        await page.waitForTimeout(MIN_FILL_MS)
        const email = `${RUN}-nojs-${l.locale}@example.com`
        await fillRegistration(page, { name: 'Petr', surname: 'Svoboda', email, company: 'Firma' })
        await page.getByTestId('registration-form').getByRole('button', { name: l.m.registration.submit }).click()
        await expectConfirmation(page, l, { status: 'confirmed', title: `Bez JS ${RUN} ${l.locale}`, person: ['Petr', 'Svoboda', email] })
      })
    }

    test('a visitor whose event filled up while they typed lands on its capacity message and the waitlist offer', async ({ page, request, browser, baseURL }) => {
      test.slow() // two visitors, each after the minimum fill time
      const event = await createEvent(request, { title: `Poslední místo ${RUN}`, slug: `${RUN}-last-seat`, startsAt: iso(24), endsAt: iso(24, 19), capacity: 1 })
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
      await page.goto(`/akce/${event.slug}`)
      const other = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })
      try {
        const quicker = await other.newPage()
        await quicker.goto(`/akce/${event.slug}`)
        await page.waitForTimeout(MIN_FILL_MS)
        await fillRegistration(quicker, { name: 'Rychlá', surname: 'Návštěvnice', email: `${RUN}-quicker@example.com`, company: 'A' })
        await quicker.getByTestId('registration-form').getByRole('button', { name: cs.registration.submit }).click()
        await expect(quicker).toHaveURL(/\/registration-confirm\?status=confirmed&ref=\d+\.[\w-]{32}$/)
      } finally {
        await other.close()
      }
      await fillRegistration(page, { name: 'Pomalejší', surname: 'Návštěvník', email: `${RUN}-slower@example.com`, company: 'B' })
      await page.getByTestId('registration-form').getByRole('button', { name: cs.registration.submit }).click()
      // The same page, its form turned into the capacity message (the action's answer, one round trip).
      await expect(page).toHaveURL(new RegExp(`/akce/${event.slug}(\\?form=registration)?$`))
      await expect(page.getByTestId('registration-full')).toContainText(cs.registration.fullText)
      await expect(page.getByTestId('registration-form').getByRole('button', { name: cs.registration.waitlistSubmit })).toBeVisible()
      const list = await request.get(`/api/event-registrations?where[event][equals]=${event.id}&limit=10`, { headers: auth })
      expect(((await list.json()) as { docs: { email: string }[] }).docs.map((d) => d.email)).toEqual([`${RUN}-quicker@example.com`])
    })
  })

  test('a full event replaces the form with the capacity message and offers the waitlist', async ({ page, request }) => {
    test.slow() // two registrations, each after the minimum fill time
    const event = await createEvent(request, { title: `Plná ${RUN}`, slug: `${RUN}-full`, startsAt: iso(22), endsAt: iso(22, 19), capacity: 1 })
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
    await page.goto(`/akce/${event.slug}`)
    await page.waitForTimeout(MIN_FILL_MS)
    await fillRegistration(page, { name: 'První', surname: 'Host', email: `${RUN}-first@example.com`, company: 'A' })
    await page.getByTestId('registration-form').getByRole('button', { name: cs.registration.submit }).click()
    await expect(page).toHaveURL(/\/registration-confirm\?status=confirmed&ref=\d+\.[\w-]{32}$/)

    await page.goto(`/en/events/${event.slug}`)
    await expect(page.getByTestId('registration-full')).toContainText(en.registration.fullText)
    await expect(page.getByTestId('seats-left')).toHaveText(en.events.seatsLeft.replace(/.*=0 \{([^}]*)\}.*/, '$1'))
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
    expect(JSON.stringify(data.offers)).toContain('SoldOut')
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
    await page.waitForTimeout(MIN_FILL_MS)
    await fillRegistration(page, { name: 'Second', surname: 'Guest', email: `${RUN}-second@example.com`, company: 'B' })
    await page.getByTestId('registration-form').getByRole('button', { name: en.registration.waitlistSubmit }).click()
    await expectConfirmation(page, LOCALES[1], { status: 'waitlisted', title: `Plná ${RUN}`, person: ['Second', 'Guest', `${RUN}-second@example.com`] })

    // Staff see one confirmed registration and one on the waitlist, never two seats.
    const list = await request.get(`/api/event-registrations?where[event][equals]=${event.id}&limit=10`, { headers: auth })
    const { docs } = (await list.json()) as { docs: { status: string; seat: number | null }[] }
    expect(docs.map((d) => d.status).sort()).toEqual(['confirmed', 'waitlisted'])
    expect(docs.filter((d) => d.seat != null)).toHaveLength(1)

    // Staff cannot delete an event from under its registrations: a clear 409, nothing deleted.
    const refused = await request.delete(`/api/events/${event.id}`, { headers: auth })
    expect(refused.status()).toBe(409)
    expect(await refused.text()).toContain('The event has 2 registrations')
    expect((await request.get(`/api/events/${event.id}`, { headers: auth })).status()).toBe(200)
  })

  test('registrations are private: an anonymous visitor cannot read them', async ({ request }) => {
    const response = await request.get('/api/event-registrations')
    expect(response.status()).toBe(403)
  })

  test('axe finds nothing on the list, a detail page with errors and the confirmation', async ({ page, request }) => {
    test.slow() // five pages through axe
    const event = await createEvent(request, { title: `Axe ${RUN}`, slug: `${RUN}-axe`, startsAt: iso(23), endsAt: iso(23, 19), capacity: 10 })
    for (const path of ['/akce', '/en/events?view=past', '/akce/archiv', '/en/events_old']) {
      await page.goto(path)
      expect((await new AxeBuilder({ page }).analyze()).violations, path).toEqual([])
    }
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() })
    await page.goto(`/en/events/${event.slug}`)
    await page.waitForTimeout(MIN_FILL_MS)
    await page.getByTestId('registration-form').getByRole('button', { name: en.registration.submit }).click()
    await expect(page.getByText(en.forms.errors.name)).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  })
})
