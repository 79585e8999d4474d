import type { Breadcrumb, ErrorEvent, init } from '@sentry/nextjs'

type DataCollection = NonNullable<Parameters<typeof init>[0]['dataCollection']>

/**
 * What error reports may carry (Sentry, server and browser; README, `SENTRY_DSN`): the error, where
 * it happened in the code, the page's path. Never personal data: no user or IP address, no cookies
 * or headers, no request bodies (form values), no query strings, no local variables, and no e-mail
 * address anywhere in the report (an error message that quotes what a visitor typed).
 */
export const PRIVATE_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
} satisfies DataCollection

const EMAIL = /[\w.+-]+(?:@|%40)(?:[a-z0-9-]+\.)+[a-z]{2,}/gi
export const EMAIL_REDACTED = '[e-mail]'

/** A URL or path without its query string and fragment (filters, tokens, addresses typed into links). */
const withoutQuery = (url: string) => url.replace(/[?#].*$/s, '')

/** Every string in a report's data, with e-mail addresses replaced (depth-limited: reports are small trees). */
function redactEmails<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.replace(EMAIL, EMAIL_REDACTED) as T
  if (depth > 12 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redactEmails(item, depth + 1)) as T
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactEmails(item, depth + 1)])) as T
}

/** `beforeBreadcrumb`: no record of typing into fields; URLs without their query; no e-mail address. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'ui.input') return null
  const data = breadcrumb.data && { ...breadcrumb.data }
  if (data) {
    for (const key of ['url', 'from', 'to']) if (typeof data[key] === 'string') data[key] = withoutQuery(data[key])
  }
  return redactEmails({ ...breadcrumb, ...(data ? { data } : {}) })
}

/**
 * `beforeSend`: the last word on what leaves for Sentry, whatever an integration or a later SDK
 * version adds. Of the request, only its method and URL without the query are kept.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { user: _user, request, breadcrumbs, contexts, ...rest } = event
  const scrubbed: ErrorEvent = { ...rest }
  if (request) {
    scrubbed.request = {
      ...(request.method ? { method: request.method } : {}),
      ...(request.url ? { url: withoutQuery(request.url) } : {}),
    }
  }
  if (breadcrumbs) scrubbed.breadcrumbs = breadcrumbs.map(scrubBreadcrumb).filter((crumb): crumb is Breadcrumb => crumb !== null)
  if (contexts) {
    const nextjs = contexts.nextjs as { request_path?: unknown } | undefined
    scrubbed.contexts =
      nextjs && typeof nextjs.request_path === 'string' ? { ...contexts, nextjs: { ...nextjs, request_path: withoutQuery(nextjs.request_path) } } : contexts
  }
  return redactEmails(scrubbed)
}
