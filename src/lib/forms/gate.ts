import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/translator'
import { formDataOf, isFormContentType, readBody } from '@/lib/http/readBody'
import { escapeHtml } from '@/lib/mail/layout'

import { PLAIN_PAGE_POLICY } from '@/lib/security/headers.mjs'

import { cleanText, isPostedRecordId } from './fields'
import { FORM_NAME_FIELD, FORM_PERMALINK_PARAM, type Refusal, refusalBody, refusalMessageKey, retryMinutes } from './formState'
import { LIMITS } from './limits'
import { clientIp, isRateLimitedForm, spentRateLimit } from './spamGuard'

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
 *   answer with a 500 (`validFetchArguments`, `validFormActionFields` below).
 *
 * Without JavaScript the answer is a small page in the visitor's language; to the enhanced form
 * (a `Next-Action` request) it is `text/plain` in the format of `refusalBody`
 * (src/lib/forms/formState.ts), which the form shows as the same message. Nothing reaches the
 * action, so nothing is stored.
 */

/**
 * The largest request body the proxy lets through to a page (a form post): larger ones are answered
 * with 413 before they reach a server action. Room for MAX_FORM_BYTES of text, the multipart framing
 * and React's encoding of the action's arguments; well below Next.js' own limit on server action
 * bodies (1 MB by default, which it enforces with a 500, not a 413).
 */
export const MAX_POST_BYTES = 64 * 1024

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
  return field === undefined || isPostedRecordId(posted.field(field))
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
  // Its own <style> and icon, no script: its own policy, which the proxy leaves in place.
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

/**
 * Whether a form post carries a server action call that Next.js can decode (for the gate above).
 * Next.js 16.4 hands the fields to React's decoder
 * (react-server-dom-turbopack: `decodeAction`, `decodeReply`) and answers whatever that throws with
 * a 500: invalid JSON in `$ACTION_1:0` or in the `0` field, a `bound` that is not a reference,
 * references to chunks that do not exist (`$@9`: the call then waits forever), to server functions
 * (`$h…`, `$F…`), Maps, Sets, Blobs, streams or a BigInt that is not one, and a root that is not
 * the list of the action's arguments. The site's forms send none of these: with JavaScript the
 * arguments `[state, "$K1"]` (the state as JSON, the FormData's fields prefixed `_1_`), without it
 * `$ACTION_REF_n`, `$ACTION_n:0` = `{"id":"…","bound":"$@1"}` and `$ACTION_n:1` = `[state]`, or a
 * plain `$ACTION_ID_…` for an action without bound arguments. Anything else is refused here.
 */

/** Deepest nesting of the arguments (a form's state is two levels deep). */
const MAX_DEPTH = 32

/**
 * Strings with a meaning in React's reply format that decode without running anything. React reads
 * the character after the `$`: an escaped `$`, a FormData (`$K1`), undefined (`$undefined`, as the
 * server writes a form state's missing values), NaN, ±Infinity, -0, a Date, a BigInt of digits.
 */
const SAFE_REFERENCE = /^\$(?:[$uNI\-D][\s\S]*|K[0-9a-f]{1,8}|n-?\d{1,300})$/

/** Whether a decoded JSON value holds only plain data and the references above. */
function plainArguments(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [node, depth] = stack.pop()!
    if (typeof node === 'string') {
      if (node.startsWith('$') && !SAFE_REFERENCE.test(node)) return false
      continue
    }
    if (node === null || typeof node !== 'object') continue
    if (depth >= MAX_DEPTH) return false
    for (const item of Array.isArray(node) ? node : Object.values(node)) stack.push([item, depth + 1])
  }
  return true
}

function parse(text: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof text !== 'string') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** The argument list of a call with JavaScript: the body, or the `0` field of a multipart body. */
export function validFetchArguments(root: unknown): boolean {
  const parsed = parse(root)
  return parsed.ok && Array.isArray(parsed.value) && parsed.value.length <= 16 && plainArguments(parsed.value)
}

const REF_PREFIX = '$ACTION_REF_'

/**
 * The action fields of a post without JavaScript (`$ACTION_…`), or true when there are none (a
 * post that is not an action call is not Next.js' business).
 */
export function validFormActionFields(data: FormData): boolean {
  const refs = [...data.keys()].filter((k) => k.startsWith(REF_PREFIX))
  if (new Set(refs).size !== refs.length || refs.length > 2) return false
  for (const ref of refs) {
    const prefix = `$ACTION_${ref.slice(REF_PREFIX.length)}:`
    const descriptors = data.getAll(`${prefix}0`)
    if (descriptors.length !== 1) return false
    const descriptor = parse(descriptors[0])
    if (!descriptor.ok) return false
    const { value } = descriptor
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
    const { id, bound } = value as { id?: unknown; bound?: unknown }
    if (typeof id !== 'string') return false
    if (bound === null || bound === undefined) continue
    const chunk = typeof bound === 'string' ? /^\$@([0-9a-f]{1,8})$/.exec(bound) : null
    if (!chunk) return false
    const args = data.getAll(`${prefix}${parseInt(chunk[1], 16)}`)
    if (args.length !== 1 || !validFetchArguments(args[0])) return false
  }
  const key = data.getAll('$ACTION_KEY')
  return key.every((k) => typeof k === 'string')
}
