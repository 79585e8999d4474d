import { notFound } from 'next/navigation'

import { failedReadForTests } from '@/lib/content/failedReadForTests'

// Rendered per request, never cached: it exists only for the end-to-end tests.
export const dynamic = 'force-dynamic'

/**
 * A page outside the navbar and footer whose read of the content fails, as every page's navbar does
 * while the database is unavailable: the end-to-end tests check that the app root's error page
 * (app/global-error.tsx) says 503 with status 503. Only the e2e server (E2E=1) has it.
 */
export default async function UnavailableForTests(): Promise<never> {
  if (process.env.E2E !== '1') notFound()
  return failedReadForTests()
}
