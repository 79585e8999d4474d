import type { z } from 'zod'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

import { HONEYPOT_FIELD, MAX_FORM_BYTES, STARTED_FIELD } from './constants'
import { cleanText, cut, fieldErrors, LIMITS } from './fields'
import { FORM_ERRORS, type SubmitResult } from './formState'
import { checkSpam } from './spamGuard'

/** Who sent a form, as the server sees it (filled in by the server action from the request). */
export type SubmissionMeta = {
  ip?: string | null
  locale?: string | null
  /** The URL of the page the form was posted from (the Referer of the POST). */
  pageUrl?: string | null
  now?: number
}

/** The `from` query parameter of the form's page, e.g. `from=menu` on the contact link of the menu. */
export function fromParam(pageUrl: string | null | undefined): string {
  if (!pageUrl) return ''
  try {
    return cut(cleanText(new URL(pageUrl, 'http://x').searchParams.get('from') ?? '').replace(/[\r\n]+/g, ' '), LIMITS.short)
  } catch {
    return ''
  }
}

/**
 * The steps every public write shares: bounded read, schema, spam guard. Returns the valid data,
 * or the refusal (nothing has been stored). Validation comes first so that a visitor's typo does
 * not use up their rate limit.
 */
export async function screenSubmission<S extends z.ZodType>(
  form: string,
  schema: S | ((values: Record<string, string>) => S),
  fields: readonly string[],
  input: FormData | Record<string, unknown>,
  meta: SubmissionMeta,
): Promise<SubmitResult<{ data: z.output<S>; locale: Locale }>> {
  const read = readForm(input, [...fields, HONEYPOT_FIELD, STARTED_FIELD])
  if (!read.ok) {
    return read.reason === 'too-large'
      ? { ok: false, status: 413, formError: FORM_ERRORS.tooLarge }
      : { ok: false, status: 400, formError: FORM_ERRORS.invalid }
  }
  const values = read.values
  const locale: Locale = isLocale(values.locale) ? values.locale : isLocale(meta.locale) ? meta.locale : defaultLocale

  const parsed = (typeof schema === 'function' ? schema(values) : schema).safeParse(values)
  if (!parsed.success) {
    return { ok: false, status: 400, fieldErrors: fieldErrors(parsed.error), formError: FORM_ERRORS.invalid }
  }
  const data = parsed.data as z.output<S>
  const email = (data as { email?: unknown }).email
  const verdict = await checkSpam({
    form,
    ip: meta.ip,
    email: typeof email === 'string' ? email : null,
    fields: values,
    now: meta.now,
  })
  if (!verdict.ok) {
    return {
      ok: false,
      status: 429,
      formError: verdict.reason === 'rate-limited' ? FORM_ERRORS.rateLimited : FORM_ERRORS.refused,
      retryAfterSec: verdict.retryAfterSec,
    }
  }
  return { ok: true, value: { data, locale } }
}

/**
 * Reads a form submission into plain strings, bounded: only the named fields are kept, files are
 * refused (no form of the site uploads anything), and the whole must stay under `maxBytes`.
 */
export function readForm(
  input: FormData | Record<string, unknown>,
  fields: readonly string[],
  maxBytes = MAX_FORM_BYTES,
): { ok: true; values: Record<string, string> } | { ok: false; reason: 'too-large' | 'malformed' } {
  const values: Record<string, string> = {}
  let bytes = 0
  const entries: [string, unknown][] =
    input instanceof FormData ? [...input.entries()] : Object.entries(input ?? {})
  for (const [key, value] of entries) {
    if (!fields.includes(key)) continue
    let text: string
    if (typeof value === 'string') text = value
    else if (typeof value === 'boolean' || typeof value === 'number') text = String(value)
    else if (value == null) continue
    else return { ok: false, reason: 'malformed' }
    bytes += Buffer.byteLength(key) + Buffer.byteLength(text)
    if (bytes > maxBytes) return { ok: false, reason: 'too-large' }
    // A repeated field keeps its first value.
    if (!(key in values)) values[key] = text
  }
  return { ok: true, values }
}

/** The values echoed back to the form after a refusal: everything but the hidden machinery. */
export function echoValues(values: Record<string, string>, omit: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(values)) if (!omit.includes(k)) out[k] = v.slice(0, 5000)
  return out
}
