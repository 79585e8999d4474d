import * as Sentry from '@sentry/nextjs'

import { PRIVATE_DATA_COLLECTION, scrubBreadcrumb, scrubEvent } from './privacy'

/**
 * Not used: performance tracing (spans, and trace headers added to the site's own requests) and
 * release-health sessions (a report per page view). Only errors are reported.
 */
const LEFT_OUT = new Set(['BrowserTracing', 'BrowserSession'])

/**
 * Error reports from the browser, with the official Sentry SDK for Next.js. Started only on a site
 * with `SENTRY_DSN`, once the visitor has agreed to analytics (src/components/consent/run.ts): this
 * module is its own chunk, never fetched otherwise.
 */
export function startBrowserErrorReporting({ dsn, release }: { dsn: string; release: string }) {
  Sentry.init({
    dsn,
    release,
    dataCollection: PRIVATE_DATA_COLLECTION,
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend: scrubEvent,
  })
}
