import { notFound } from 'next/navigation'

import { failedReadForTests } from '@/lib/content/failedReadForTests'

// Rendered per request, never cached: it exists only for the end-to-end tests.
export const dynamic = 'force-dynamic'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * A page that fails to render, so the end-to-end tests can check that a render error shows the
 * 500 page with status 500, and that a failed read of the content (`?unavailable`) shows the 503
 * page with status 503. Only the e2e server (E2E=1) has it; everywhere else it is a 404.
 */
export default async function RenderErrorForTests({ searchParams }: Props) {
  if (process.env.E2E !== '1') notFound()
  if ('unavailable' in (await searchParams)) await failedReadForTests()
  throw new Error('Render error for the end-to-end tests')
}
