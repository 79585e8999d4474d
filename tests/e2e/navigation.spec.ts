import { expect, type Page, test } from './test'

/**
 * The client mechanics of the spec (issue 15): the loading indicator (after 200 ms, at most
 * 2000 ms) and the hourly build check that turns the next navigation into a full page load.
 */

/** Records every state the loading bar takes from now on. */
async function watchBar(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { barStates: string[] }
    w.barStates = []
    const bar = document.querySelector('.nav-progress')!
    new MutationObserver(() => w.barStates.push((bar as HTMLElement).dataset.state ?? '')).observe(bar, { attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { barStates: string[] }).barStates)
}

/** Holds the request a client navigation to `path` makes (a fetch, not a document) until `wait()` ends. */
async function hold(page: Page, path: string, wait: () => Promise<unknown>) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() === 'fetch') await wait()
      await route.fallback()
    },
  )
}

/** Holds the request of a client navigation to `path` for `ms`. */
const slowDown = (page: Page, path: string, ms: number) => hold(page, path, () => new Promise((resolve) => setTimeout(resolve, ms)))

const contactLink = (page: Page) => page.locator('header').getByRole('link', { name: 'Kontakt', exact: true }).first()

test('the loading bar shows for a slow navigation and goes when the page is there', async ({ page }) => {
  await page.goto('/clenstvi')
  const states = await watchBar(page)
  await slowDown(page, '/kontakt', 1200)
  await contactLink(page).click()
  await expect(page.locator('.nav-progress[data-state="loading"]')).toBeAttached()
  await expect(page).toHaveURL(/\/kontakt(\?|$)/)
  await expect(page.locator('.nav-progress[data-state="loading"]')).toHaveCount(0)
  expect(await states()).toEqual(['', 'loading', 'done'])
})

test('the loading bar is gone after 2000 ms even when the navigation takes longer', async ({ page }) => {
  // The page's clock stands still and the next page is held until the test lets it through, so the
  // bar's own limit is what ends it, however slow this machine is.
  await page.clock.install()
  await page.goto('/clenstvi')
  const states = await watchBar(page)
  let letThrough!: () => void
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  await hold(page, '/kontakt', () => held)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await contactLink(page).click()
  await page.clock.runFor(250)
  await expect(page.locator('.nav-progress[data-state="loading"]')).toBeAttached()
  await page.clock.runFor(1700)
  await expect(page.locator('.nav-progress[data-state="loading"]')).toBeAttached()
  await page.clock.runFor(100)
  await expect(page.locator('.nav-progress[data-state="done"]')).toBeAttached()
  // The page has not arrived: the bar ended by its own limit.
  await expect(page).toHaveURL(/\/clenstvi$/)
  letThrough()
  await expect(page).toHaveURL(/\/kontakt(\?|$)/)
  expect(await states()).toEqual(['', 'loading', 'done'])
})

test('no loading bar for a navigation that is there within 200 ms', async ({ page }) => {
  // The page's clock stands still after the click: however long this machine takes to draw the next
  // page, for the bar it comes within 200 ms. Then 500 ms pass.
  await page.clock.install()
  await page.goto('/clenstvi')
  const states = await watchBar(page)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await contactLink(page).click()
  await expect(page).toHaveURL(/\/kontakt(\?|$)/)
  await expect(page.locator('h1')).toBeVisible()
  await page.clock.runFor(500)
  expect(await states()).toEqual([''])
})

test('after a new build is deployed, the next navigation is a full page load', async ({ page }) => {
  await page.clock.install()
  let deployed: string | null = null
  await page.route('**/api/build', async (route) => {
    const response = await route.fetch()
    const { buildId } = (await response.json()) as { buildId: string }
    deployed ??= buildId
    await route.fulfill({ response, json: { buildId: deployed } })
  })
  await page.goto('/clenstvi')
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

  // An hour later the same build answers: navigations stay on the client.
  const asked = page.waitForRequest('**/api/build')
  await page.clock.fastForward('01:00:01')
  await asked
  await page.locator('header').getByRole('link', { name: 'Akce', exact: true }).first().click()
  await expect(page).toHaveURL(/\/akce$/)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

  // Another hour, and a new build: the next click loads the page from the server.
  deployed = 'a-newer-build'
  const askedAgain = page.waitForResponse('**/api/build')
  await page.clock.fastForward('01:00:01')
  await askedAgain
  const load = page.waitForEvent('load')
  await contactLink(page).click()
  await load
  await expect(page).toHaveURL(/\/kontakt(\?|$)/)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined()
})

test('a navigation starts at the top of the next page, or at its anchor below the fixed navbar', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/clenstvi')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    // From the bottom of a long page, through the footer.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'Kariéra' }).click()
    await expect(page).toHaveURL(/\/kariera$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    // To an anchor on another page: the form is in view, not under the navbar.
    await page.goto('/clenstvi')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const link = page.locator('main a[href="/kontakt#contact-form"]').first()
    await link.scrollIntoViewIfNeeded()
    await link.click()
    await expect(page).toHaveURL(/\/kontakt#contact-form$/)
    await expect
      .poll(() =>
        page.evaluate(() => {
          const target = document.getElementById('contact-form')!.getBoundingClientRect().top
          const navbar = document.querySelector('header')!.getBoundingClientRect().bottom
          return target >= navbar && target < window.innerHeight / 2
        }),
      )
      .toBe(true)
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  }
})
