import { expect, test as setup } from './test'

import { staffToken } from './staff'

/** Runs before every other e2e test: the one staff session the suite shares (see staff.ts). */
setup('log the staff account in once', async ({ request }) => {
  const token = await staffToken(request)
  const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
  expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe('e2e-staff@hub1909.test')
})
