import * as Sentry from '@sentry/nextjs'
import type { Instrumentation } from 'next'

import { PRIVATE_DATA_COLLECTION, scrubBreadcrumb, scrubEvent } from './privacy'

/**
 * Error reports from the server (src/instrumentation.ts), with the official Sentry SDK for Next.js:
 * every error of a render, a route handler or a server action that Next.js reports. Loaded only when
 * `SENTRY_DSN` is set; errors only, no tracing. Returns what reports one request's error.
 */
export function startServerErrorReporting({ dsn, release }: { dsn: string; release: string }): Instrumentation.onRequestError {
  Sentry.init({
    dsn,
    release,
    dataCollection: PRIVATE_DATA_COLLECTION,
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend: scrubEvent,
    // Errors only. No release-health session per request (its listener on every answer took
    // Next.js' prefetch answers past Node's ten-listener warning), no spans of requests, no
    // OpenTelemetry tracer of Sentry's in Next.js, no modules rewritten as they load.
    integrations: [Sentry.httpIntegration({ sessions: false, disableIncomingRequestSpans: true })],
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
  })
  return Sentry.captureRequestError
}
