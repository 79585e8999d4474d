import type { APIRequestContext } from '@playwright/test'

/** The end-to-end staff account: registered as the first user of the fresh e2e database, else logged in. */
export const STAFF = { email: 'e2e-staff@hub1909.test', password: 'e2e staff password 1909', name: 'E2E Staff' }

export async function staffToken(request: APIRequestContext): Promise<string> {
  await request.post('/api/users/first-register', { data: STAFF }) // refused once a user exists
  const login = await request.post('/api/users/login', { data: { email: STAFF.email, password: STAFF.password } })
  if (!login.ok()) throw new Error(`staff login failed: ${login.status()}`)
  const { token } = (await login.json()) as { token: string }
  return token
}
