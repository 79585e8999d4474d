import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/translator'
import { formDataOf, isFormContentType, readBody } from '@/lib/http/readBody'
import { escapeHtml } from '@/lib/mail/layout'

import { PLAIN_PAGE_POLICY } from '../../../scripts/securityHeaders.mjs'

import { validFetchArguments, validFormActionFields } from './actionPayload'
import { clientIp } from './rateLimit'
import { FORM_NAME_FIELD, MAX_POST_BYTES } from './constants'
import { FORM_PERMALINK_PARAM } from './formState'
import { cleanText, isRecordId, LIMITS } from './fields'
import { type Refusal, refusalBody, refusalMessageKey, retryMinutes } from './refusal'
import { isRateLimitedForm, spentRateLimit } from './spamGuard'

/**
 * The proxy's gate in front of the site's form posts (src/proxy.ts), for what a server action
 * cannot do itself: answer with an HTTP status.
 *
 * - A body larger than MAX_POST_BYTES → 413 (Next.js would answer its own, higher limit with a 500).
 * - A form whose rate limit for this IP or e-mail address is already used up → 429 with
 *   Retry-After. The gate only reads the counters; the server action counts accepted submissions
 *   (src/lib/forms/spamGuard.ts), so a typo never costs a visitor an attempt, and a request that
 *   reaches the action some other way is still limited there.
 * - A form body that cannot be parsed → 400 (Next.js would fail on it with a 500).
 * - A server action call that React cannot decode (tampered `$ACTION_…` fields, a `Next-Action`
 *   request whose body is not React's encoding of the arguments) → 400, where Next.js would
 *   answer with a 500 (src/lib/forms/actionPayload.ts).
 *
 * Without JavaScript the answer is a small page in the visitor's language; to the enhanced form
 * (a `Next-Action` request) it is `text/plain` in the format of src/lib/forms/refusal.ts, which the
 * form shows as the same message. Nothing reaches the action, so nothing is stored.
 */

function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : defaultLocale
}


/** The form's name, e-mail address and fields from a posted body: plain field names without JavaScript, `_<n>_name` in React's encoding of an action's FormData argument. */
function formOf(data: FormData): { form: string; email: string | null; field: (name: string) => unknown } | null {
  for (const [key, value] of data.entries()) {
    if (typeof value !== 'string') continue
    const prefix = key === FORM_NAME_FIELD ? '' : /^(_\d+_)formName$/.exec(key)?.[1]
    if (prefix === undefined || !isRateLimitedForm(value)) continue
    const email = data.get(`${prefix}email`)
    const normalized = typeof email === 'string' ? cleanText(email).toLowerCase() : ''
    return {
      form: value,
      email: normalized.includes('@') && normalized.length <= LIMITS.email ? normalized : null,
      field: (name) => data.get(`${prefix}${name}`),
    }
  }
  return null
}

/** The hidden field naming a record by id, per form. */
const RECORD_FIELDS: Record<string, string> = { registration: 'event', spaceEnquiry: 'space' }

/**
 * Hidden fields a person never edits, checked before anything else runs: a registration names its
 * event, an enquiry its space, by a database id (a positive 32-bit integer). Anything else was
 * tampered with: 400.
 */
function hiddenFieldsValid(posted: { form: string; field: (name: string) => unknown }): boolean {
  const field = RECORD_FIELDS[posted.form]
  return field === undefined || isRecordId(posted.field(field))
}

function refuse(request: Request, refusal: Refusal, pathname: string, search: string): Response {
  // Back to the page the form is on, without the parameter its no-JavaScript post adds.
  const query = new URLSearchParams(search)
  query.delete(FORM_PERMALINK_PARAM)
  const rest = query.toString()
  return refusalResponse(request, refusal, localeOfPath(pathname), rest ? `${pathname}?${rest}` : pathname)
}

/**
 * A refused form post: to the enhanced form (a `Next-Action` call) the text/plain line it turns
 * into its message, without JavaScript a small page in the visitor's language with the status, the
 * message and a link back to the form (`back`, a path of this site).
 */
export function refusalResponse(request: Request, refusal: Refusal, locale: Locale, back: string): Response {
  const t = translatorFor(locale, 'forms')
  const key = refusalMessageKey(refusal).replace(/^forms\./, '')
  const message = key === 'rateLimited' ? t(key, { minutes: retryMinutes(refusal.retryAfterSec) }) : t(key)
  const headers = new Headers({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
  if (refusal.retryAfterSec) headers.set('Retry-After', String(refusal.retryAfterSec))

  if (request.headers.has('next-action')) {
    // Exactly `text/plain`: only then does Next.js hand the body to the form as the error message.
    headers.set('Content-Type', 'text/plain')
    return new Response(refusalBody(refusal, message), { status: refusal.status, headers })
  }

  headers.set('Content-Type', 'text/html; charset=utf-8')
  // Its own <style> and icon, no script (the page cache gives a page posted to its own policy).
  headers.set('Content-Security-Policy', PLAIN_PAGE_POLICY)
  // The icon is named so that browsers do not ask for /favicon.ico.
  const title = t('refusedTitle')
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title>
<style>body{margin:0;background:#F5F1E8;color:#1C1B19;font:16px/1.5 Inter,system-ui,sans-serif}main{max-width:36rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:6px}h1{font:700 1.75rem/1.2 Fraunces,Georgia,serif;margin:0 0 1rem}a{color:#1C1B19}a:focus-visible{outline:3px solid #A8834A;outline-offset:2px}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(t('backToForm'))}</a></p></main></body></html>`
  return new Response(html, { status: refusal.status, headers })
}

/** The gate's answer to a POST to a site page, or null to let the request through. */
export async function formPostGate(request: Request & { nextUrl: URL }): Promise<Response | null> {
  if (request.method !== 'POST') return null
  const { pathname, search } = request.nextUrl
  const contentType = request.headers.get('content-type') ?? ''

  const read = await readBody(request, MAX_POST_BYTES)
  if (read.kind === 'too-large') return refuse(request, { status: 413 }, pathname, search)
  if (read.kind === 'unreadable') return refuse(request, { status: 400 }, pathname, search)
  const actionCall = request.headers.has('next-action')
  const isForm = isFormContentType(contentType)
  // A call with JavaScript whose body is the arguments themselves (not a form).
  if (actionCall && !isForm && !validFetchArguments(new TextDecoder().decode(read.bytes))) return refuse(request, { status: 400 }, pathname, search)
  if (!isForm) return null

  const data = await formDataOf(read.bytes, contentType)
  if (!data) return refuse(request, { status: 400 }, pathname, search)
  const multipart = /^\s*multipart\/form-data\b/i.test(contentType)
  const decodable = actionCall && multipart ? data.getAll('0').length === 1 && validFetchArguments(data.get('0')) : validFormActionFields(data)
  if (!decodable) return refuse(request, { status: 400 }, pathname, search)
  const posted = formOf(data)
  if (!posted) return null
  if (!hiddenFieldsValid(posted)) return refuse(request, { status: 400 }, pathname, search)
  const ip = clientIp(request.headers.get('x-forwarded-for'), request.headers.get('x-real-ip'))
  const verdict = await spentRateLimit({ form: posted.form, ip, email: posted.email })
  if (!verdict.spent) return null
  return refuse(request, { status: 429, retryAfterSec: verdict.retryAfterSec }, pathname, search)
}
