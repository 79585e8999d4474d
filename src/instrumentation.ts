import type { Instrumentation } from 'next'

import { recordRenderError } from './lib/render'

/**
 * Runs once when a server process of the site starts (Next.js calls `register`): the mail outbox's
 * worker starts here, so queued mail leaves without waiting for a request, unless JOBS_AUTORUN=0
 * (then `npm run jobs` sends it). Not during the build.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startAppProcess } = await import('./lib/appProcess')
  startAppProcess()
}

/**
 * Next.js reports here every error of a render (not `notFound()` or redirects): the page cache in
 * front of it must not keep that page, even when the stream had already begun with status 200.
 */
export const onRequestError: Instrumentation.onRequestError = (error) => {
  recordRenderError(error)
}
