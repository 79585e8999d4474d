import { type BrowserContext, expect, test } from './test'

import { staffToken } from './staff'

/**
 * The CMS's draft preview (issue 4): staff see a draft on its page before it is published; the
 * public never does. The staff session travels as Payload's `payload-token` cookie, as it does when
 * a staff member presses "Preview" in /admin.
 */

const RUN = `pv${Date.now().toString(36)}`
let auth: Record<string, string> = {}
const created: { collection: string; id: number }[] = []

test.beforeAll(async ({ request }) => {
  auth = { Authorization: `JWT ${await staffToken(request)}` }
})

test.afterAll(async ({ request }) => {
  for (const { collection, id } of created.splice(0)) await request.delete(`/api/${collection}/${id}`, { headers: auth })
})

test('a draft event is visible to staff through the preview and to nobody else', async ({ page, request, context, baseURL }) => {
  const startsAt = new Date(Date.now() + 30 * 86_400_000).toISOString()
  const response = await request.post('/api/events?locale=cs&draft=true', {
    headers: auth,
    data: { _status: 'draft', title: `Koncept ${RUN}`, slug: `${RUN}-koncept`, startsAt, tags: ['public'] },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  const { doc } = (await response.json()) as { doc: { id: number } }
  created.push({ collection: 'events', id: doc.id })

  // The public: no page, and the preview link refuses them.
  expect((await request.get(`/akce/${RUN}-koncept`)).status()).toBe(404)
  const anonymous = await request.get(`/api/preview?collection=events&id=${doc.id}&locale=cs`, { maxRedirects: 0 })
  expect(anonymous.status()).toBe(401)
  expect((await request.get('/api/preview?collection=users&id=1&locale=cs', { maxRedirects: 0 })).status()).toBe(400)

  // Staff: the preview opens the draft on its page.
  const token = auth.Authorization.slice('JWT '.length)
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
  await page.goto(`/api/preview?collection=events&id=${doc.id}&locale=cs`)
  await expect(page).toHaveURL(new RegExp(`/akce/${RUN}-koncept$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Koncept ${RUN}`)

  // A bar says it is a draft and leads out of the preview, back to the same address.
  const bar = page.getByRole('status').filter({ hasText: 'Prohlížíte koncept' })
  await expect(bar).toBeVisible()
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/preview/draft-bar-${width}.png` })
  }
  await expect(bar.getByRole('link', { name: 'Ukončit náhled' })).toHaveAttribute('href', `/api/preview/exit?path=%2Fakce%2F${RUN}-koncept`)
  await bar.getByRole('link', { name: 'Ukončit náhled' }).click()
  // Leaving the preview: the draft is gone again for this browser too, and so is the bar.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Koncept ${RUN}`)
  await expect(page.getByText('Prohlížíte koncept')).toHaveCount(0)
  expect((await page.request.get(`/akce/${RUN}-koncept`)).status()).toBe(404)
})

test('a published article with a newer draft: staff preview the draft, visitors keep the published text', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const response = await request.post('/api/posts?locale=en', {
    headers: auth,
    data: {
      _status: 'published',
      title: `Published ${RUN}`,
      slug: `${RUN}-article`,
      category: 'news',
      publishedAt: '2001-01-01T10:00:00.000Z',
    },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  const { doc } = (await response.json()) as { doc: { id: number } }
  created.push({ collection: 'posts', id: doc.id })
  const draft = await request.patch(`/api/posts/${doc.id}?locale=en&draft=true`, {
    headers: auth,
    data: { _status: 'draft', title: `Draft ${RUN}` },
  })
  expect(draft.ok(), await draft.text()).toBeTruthy()

  const visitor = await request.get(`/en/blog/${RUN}-article`)
  expect(visitor.status()).toBe(200)
  expect(await visitor.text()).toContain(`Published ${RUN}`)

  const token = auth.Authorization.slice('JWT '.length)
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
  await page.goto(`/api/preview?collection=posts&id=${doc.id}&locale=en`)
  await expect(page).toHaveURL(new RegExp(`/en/blog/${RUN}-article$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Draft ${RUN}`)
  await expect(page.getByRole('status').filter({ hasText: 'You are viewing a draft' })).toBeVisible()
  // The preview is never cached for visitors, nor is its bar.
  const again = await request.get(`/en/blog/${RUN}-article`)
  expect(await again.text()).toContain(`Published ${RUN}`)
  expect(await again.text()).not.toContain(`Draft ${RUN}`)
  expect(await again.text()).not.toContain('You are viewing a draft')
})

test("the live preview's code reaches staff in draft mode only: visitors' pages load none of it", async ({ browser, request, baseURL }) => {
  /** The text of every script a page loads until it has hydrated and its network is idle. */
  async function scriptsOf(context: BrowserContext, path: string): Promise<string> {
    const page = await context.newPage()
    const bodies: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
    })
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await page.waitForLoadState('networkidle')
    return (await Promise.all(bodies)).join('\n')
  }
  // What RefreshRouteOnSave listens for (@payloadcms/live-preview).
  const LIVE_PREVIEW = 'payload-document-event'
  const events = (await (await request.get('/api/events?limit=1&depth=0', { headers: auth })).json()) as { docs: { id: number; slug: string }[] }
  const event = events.docs[0]!

  const visitor = await browser.newContext({ baseURL })
  expect(await scriptsOf(visitor, `/akce/${event.slug}`)).not.toContain(LIVE_PREVIEW)
  await visitor.close()

  const staff = await browser.newContext({ baseURL })
  await staff.addCookies([{ name: 'payload-token', value: auth.Authorization.slice('JWT '.length), url: baseURL! }])
  expect(await scriptsOf(staff, `/api/preview?collection=events&id=${event.id}&locale=cs`)).toContain(LIVE_PREVIEW)
  await staff.close()
})
