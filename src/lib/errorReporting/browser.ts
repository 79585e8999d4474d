import * as Sentry from '@sentry/react'

import { PRIVATE_DATA_COLLECTION, scrubBreadcrumb, scrubEvent } from './privacy'

/**
 * Not used: performance tracing (spans, and trace headers added to the site's own requests) and
 * release-health sessions (a report per page view). Only errors are reported.
 */
const LEFT_OUT = new Set(['BrowserTracing', 'BrowserSession'])

/** Next.js' `redirect()` travels as an error with this digest; it is navigation, not a failure. */
function isNextRedirect(error: unknown): boolean {
  const digest = error instanceof Error ? (error as Error & { digest?: unknown }).digest : undefined
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;')
}

/**
 * Error reports from the browser. Started only on a site with `SENTRY_DSN`, once the visitor has
 * agreed to analytics (src/components/consent/run.ts): this module is its own chunk, never fetched
 * otherwise.
 *
 * It uses `@sentry/react`, the SDK that `@sentry/nextjs`'s client is built on (same version), rather
 * than `@sentry/nextjs` itself: the latter's client entry imports Next's router internals, which made
 * Turbopack split the app's own shared chunk in pieces and added 1.5 KB of gzipped JS to every page,
 * consent or not. What its client adds on top is tracing (left out here anyway) and the filter of
 * `NEXT_REDIRECT` errors, repeated below.
 */
export function startBrowserErrorReporting({ dsn, release }: { dsn: string; release: string }) {
  Sentry.init({
    dsn,
    release,
    dataCollection: PRIVATE_DATA_COLLECTION,
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend: (event, hint) => (isNextRedirect(hint.originalException) ? null : scrubEvent(event)),
  })
}
