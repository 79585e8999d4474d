import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

import { FORM_ERRORS, type FormState, HONEYPOT_FIELD, STARTED_FIELD, type SubmitResult } from './formState'
import { clientIp } from './spamGuard'
import { echoValues, readForm, type SubmissionMeta } from './submission'

/**
 * What every form's server action (contact, newsletter, event registration, event space enquiry)
 * does around its domain's submit function: check its argument, say who is posting, and turn a
 * refusal into the state the form renders.
 */

/**
 * The arguments of a server action come from the request as React decoded them, not from the
 * form: a tampered post calls `sendContactRequest(formData)` (a `$ACTION_ID_` field for a bound
 * action), `(1, 2)` or `("x")`. An action checks them first; anything but what its form sends is
 * a 404 (`notFound()`: Next.js answers with the status and the page), and nothing runs.
 * What it gets is the form and the locale it was posted in (its hidden `locale` field), in which
 * it answers and redirects.
 */
export function postedForm(value: unknown): { formData: FormData; locale: Locale } {
  if (!(value instanceof FormData)) notFound()
  const posted = value.get('locale')
  return { formData: value, locale: isLocale(posted) ? posted : defaultLocale }
}

/** Who is posting, from the request headers of a server action. */
export async function requestMeta(locale?: string | null): Promise<SubmissionMeta> {
  const h = await headers()
  return {
    ip: clientIp(h.get('x-forwarded-for'), h.get('x-real-ip')),
    locale,
    pageUrl: h.get('referer')?.slice(0, 2000) ?? null,
  }
}

/** The posted values a form is rendered with again: its fields, without the hidden machinery. */
export function echoedValues(formData: FormData, fields: readonly string[]): Record<string, string> {
  const read = readForm(formData, fields, Number.MAX_SAFE_INTEGER)
  return read.ok ? echoValues(read.values, [HONEYPOT_FIELD, STARTED_FIELD]) : {}
}

/**
 * An action that failed for a reason the visitor cannot fix (the database is down, a bug): logged
 * with `label`, and the form says it could not be sent.
 */
export function failedState(label: string, error: unknown): { status: 'error'; formError: string } {
  console.error(`${label}:`, error instanceof Error ? error.message : error)
  return { status: 'error', formError: FORM_ERRORS.failed }
}

/** A refused or failed submission → the state the form renders (the values are kept). */
export function refusalState(result: Extract<SubmitResult, { ok: false }>, formData: FormData, fields: readonly string[]): FormState {
  const values = echoedValues(formData, fields)
  return {
    status: result.status === 429 ? 'refused' : result.status === 503 ? 'error' : 'invalid',
    fieldErrors: result.fieldErrors,
    formError: result.formError,
    retryAfterSec: result.retryAfterSec,
    values,
  }
}
