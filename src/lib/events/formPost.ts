import type { Payload } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { splitLocale } from '@/i18n/switchPath'
import { formDataOf, isFormContentType, readBody } from '@/lib/http/readBody'
import { localizedPath } from '@/lib/mail/paths'

import { clientIp } from '../forms/spamGuard'
import { MAX_POST_BYTES, refusalResponse } from '../forms/gate'
import { FORM_ERRORS } from '../forms/formState'
import { FULL_QUERY } from './constants'
import { confirmationRef, registerForEvent } from './registration'

/**
 * The registration form posted without JavaScript (its submit button's `formaction`): the fast
 * path of a burst.
 *
 * A page re-rendered after a server action costs a whole dynamic render for every post; most
 * answers need none. Here the registration is stored and the visitor is sent on with 303:
 * confirmed or waitlisted to the confirmation page, "full" to the event page (which then shows the
 * capacity message and the waitlist offer), closed to the event page. The answers that need the
 * form itself again, with the visitor's values (field errors, "you are already registered"), are a
 * 307 back to the event page: the browser posts the same body there, and the form's server action
 * (src/lib/events/actions.ts), whose fields React put in that body, renders the page as before.
 * A flood (429), an oversized body (413) or a failure to store (503) is the refusal page with that
 * status. The enhanced form (JavaScript) calls the server action directly and never comes here.
 */

/** The `page` parameter when it is a path of this site (never another origin: no open redirect). */
export function sitePath(value: string | null): string | null {
  if (!value || value.length > 512 || !/^\/(?![/\\])/.test(value) || /[\\\s]/.test(value)) return null
  try {
    const url = new URL(value, 'http://site.invalid')
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}

/**
 * A browser's cross-site post names its origin: only this site's own pages may post the form. The
 * site is the host the request was made to (X-Forwarded-Host behind a proxy, as Next.js checks a
 * server action's origin) or SITE_URL's.
 */
function crossSite(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host')
  try {
    const from = new URL(origin)
    if (from.host === host) return false
    return !process.env.SITE_URL || new URL(process.env.SITE_URL).origin !== from.origin
  } catch {
    return true
  }
}

/**
 * The confirmation page of a stored registration: its signed reference (the page shows what that
 * registration is, see src/lib/events/registration.ts `findConfirmation`); `status` only tells the
 * logs and the load test the outcome.
 */
function confirmPath(locale: Locale, status: 'confirmed' | 'waitlisted', id: number, secret: string): string {
  return localizedPath(locale, '/registration-confirm', { status, ref: confirmationRef(id, secret) })
}

function redirect(status: 303 | 307, location: string): Response {
  return new Response(null, { status, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

export async function handleRegistrationPost(payload: Payload, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const page = sitePath(url.searchParams.get('page'))
  const pathLocale = splitLocale(page ?? '/').locale
  const back = page ?? localizedPath(pathLocale, '/events')
  if (crossSite(request)) return refusalResponse(request, { status: 403 }, pathLocale, back)

  const contentType = request.headers.get('content-type') ?? ''
  if (!isFormContentType(contentType)) return refusalResponse(request, { status: 400 }, pathLocale, back)
  const read = await readBody(request, MAX_POST_BYTES)
  if (read.kind === 'too-large') return refusalResponse(request, { status: 413 }, pathLocale, back)
  if (read.kind === 'unreadable') return refusalResponse(request, { status: 400 }, pathLocale, back)
  const data = await formDataOf(read.bytes, contentType)
  if (!data) return refusalResponse(request, { status: 400 }, pathLocale, back)
  const posted = data.get('locale')
  const locale: Locale = isLocale(posted) ? posted : pathLocale

  const result = await registerForEvent(payload, data, {
    ip: clientIp(request.headers.get('x-forwarded-for'), request.headers.get('x-real-ip')),
    locale,
    pageUrl: request.headers.get('referer')?.slice(0, 2000) ?? null,
  })
  if (!result.ok) {
    if (result.formError === FORM_ERRORS.refused && page) {
      // The spam guard's refusal (honeypot, too fast, a forged token): said in the form, as before.
      return redirect(307, page)
    }
    if (result.status === 413 || result.status === 429 || result.status === 503) {
      const retryAfterSec = result.status === 503 ? (result.retryAfterSec ?? 30) : result.retryAfterSec
      return refusalResponse(request, { status: result.status, retryAfterSec }, locale, back)
    }
    // Field errors: the form again, with the visitor's values, from the server action.
    return page ? redirect(307, page) : refusalResponse(request, { status: 400 }, locale, back)
  }
  const outcome = result.value
  switch (outcome.outcome) {
    case 'confirmed':
    case 'waitlisted':
      return redirect(303, confirmPath(locale, outcome.outcome, outcome.id, payload.secret))
    case 'already':
      return page ? redirect(307, page) : redirect(303, confirmPath(locale, outcome.status, outcome.id, payload.secret))
    case 'full':
      return redirect(303, `${back.split('?')[0]}?${FULL_QUERY}#registration`)
    case 'closed':
      return redirect(303, `${back}#registration`)
  }
}
