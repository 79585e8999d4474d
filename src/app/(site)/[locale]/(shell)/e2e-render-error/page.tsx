import { notFound } from 'next/navigation'

// Rendered per request, never cached: it exists only for the end-to-end tests.
export const dynamic = 'force-dynamic'

/**
 * A page that fails to render, so the end-to-end tests can check that a render error shows the
 * 500 page with status 500. Only the e2e server (E2E=1) has it; everywhere else it is a 404.
 */
export default function RenderErrorForTests(): never {
  if (process.env.E2E !== '1') notFound()
  throw new Error('Render error for the end-to-end tests')
}
