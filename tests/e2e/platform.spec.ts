import { expect, test } from './test'

import { STAFF, staffToken } from './staff'

test.describe('platform', () => {
  test('/admin shows the create-first-user or the login screen', async ({ page }) => {
    const response = await page.goto('/admin')
    expect(response?.status()).toBeLessThan(400)
    await expect(page).toHaveURL(/\/admin\/(create-first-user|login)/)
    await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible()
    await expect(page.locator('input[type="password"]').first()).toBeVisible()
  })

  test('/api/health reports the database and the mail outbox', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', db: 'ok', outbox: { status: 'ok' } })
  })

  test('/graphql and /api/graphql answer the same query', async ({ request }) => {
    const query = '{ Users(limit: 5) { totalDocs docs { email } } }'
    const post = (path: string, headers?: Record<string, string>) =>
      request.post(path, { data: { query }, headers }).then(async (r) => ({ status: r.status(), body: await r.json() }))

    // anonymous: the staff collection is refused on both
    const [anonAlias, anonApi] = await Promise.all([post('/graphql'), post('/api/graphql')])
    expect(anonAlias).toEqual(anonApi)
    expect(anonAlias.body.errors[0].extensions.statusCode).toBe(403)
    expect(anonAlias.body.data.Users).toBeNull()

    // staff (Bearer token, as the spec's data client sends it): the same data on both
    const auth = { Authorization: `Bearer ${await staffToken(request)}` }
    const [alias, api] = await Promise.all([post('/graphql', auth), post('/api/graphql', auth)])
    expect(alias.status).toBe(200)
    expect(alias).toEqual(api)
    expect(alias.body.data.Users.docs.map((d: { email: string }) => d.email)).toContain(STAFF.email)
  })
})
