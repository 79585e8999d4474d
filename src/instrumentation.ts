import type { Instrumentation } from 'next'

import { recordRenderError } from './lib/render'
import { buildId } from './lib/site/buildId'
import { thirdPartyConfig } from './lib/security/headers.mjs'

/** Reports a request's error to Sentry: set by `register` when `SENTRY_DSN` is. */
let reportRequestError: Instrumentation.onRequestError | undefined

/**
 * Runs once when a server process of the site starts (Next.js calls `register`): error reporting
 * starts here when `SENTRY_DSN` is set (without it, nothing of Sentry is loaded); the mail outbox's
 * worker starts here, so queued mail leaves without waiting for a request, unless JOBS_AUTORUN=0
 * (then `npm run jobs` sends it). Not during the build.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { sentryDsn } = thirdPartyConfig()
  if (sentryDsn) {
    const { startServerErrorReporting } = await import('./lib/errorReporting/server')
    reportRequestError = startServerErrorReporting({ dsn: sentryDsn, release: buildId() })
  }
  const { startAppProcess } = await import('./appProcess')
  startAppProcess()
}

/**
 * Next.js reports here every error of a render (not `notFound()` or redirects): the page cache in
 * front of it must not keep that page, even when the stream had already begun with status 200; and
 * Sentry gets it when configured.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  recordRenderError(error)
  await reportRequestError?.(error, request, context)
}
