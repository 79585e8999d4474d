import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

import { wakeOutboxWorker } from '../mail/outbox'
import { takeUndoSteps } from '../undo'
import { cleanText, CONSENT_VERSION, fieldErrors } from './fields'
import { FORM_ERRORS, HONEYPOT_FIELD, STARTED_FIELD, type SubmitResult } from './formState'
import { cut, LIMITS } from './limits'
import { checkSpam } from './spamGuard'

export { onRollback } from '../undo'

/**
 * What every public write goes through on the server, from the post to the stored record: the
 * bounded read of the post, the screening (schema, spam guard) and the transaction that stores the
 * record with its mails. Nothing here needs Next.js: each domain's submit function (contact,
 * newsletter, event registration, event space enquiry) is built on it, and the integration tests
 * call those directly.
 */

/**
 * The largest form submission read (bytes of all text fields together). The framework's own limit
 * on server action bodies (next.config `serverActions.bodySizeLimit`) sits above it.
 */
export const MAX_FORM_BYTES = 24 * 1024

/** Who sent a form, as the server sees it (filled in by the server action from the request). */
export type SubmissionMeta = {
  ip?: string | null
  locale?: string | null
  /** The URL of the page the form was posted from (the Referer of the POST). */
  pageUrl?: string | null
  now?: number
}

/** The `from` query parameter of the form's page, e.g. `from=menu` on the contact link of the menu. */
function fromParam(pageUrl: string | null | undefined): string {
  if (!pageUrl) return ''
  try {
    return cut(cleanText(new URL(pageUrl, 'http://x').searchParams.get('from') ?? '').replace(/[\r\n]+/g, ' '), LIMITS.short)
  } catch {
    return ''
  }
}

/**
 * Where a submission came from and what the visitor agreed to, as the personal-data collections
 * store it (their origin-and-consent fields, src/cms/fields/personalData.ts): the language, the
 * `from` parameter (the form's hidden field, else the posting page's), the referring page, and the
 * version of the consent texts with the time it was given.
 */
export function originAndConsentData(data: { from: string; referrer: string }, locale: Locale, meta: SubmissionMeta) {
  return {
    locale,
    from: data.from || fromParam(meta.pageUrl),
    referrer: data.referrer,
    consentVersion: CONSENT_VERSION,
    consentAt: new Date(meta.now ?? Date.now()).toISOString(),
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

/**
 * Runs `fn` in one database transaction: everything written with the given `req` (the record and
 * the mails queued about it) is committed together or not at all. The transaction is ended on every
 * path, so a failure never leaves a connection "idle in transaction". After the commit this
 * process's outbox worker, if it runs here, is told to look for the new mail.
 *
 * Payload's SQLite adapter has no transactions: there a failed step undoes the earlier writes by
 * hand (`onRollback`). Only a crash between two writes can then leave the first without the second.
 */
export async function inTransaction<T>(payload: Payload, fn: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const started = await initTransaction(req)
  let committed = false
  try {
    const result = await fn(req)
    if (started) await commitTransaction(req)
    committed = true
    return result
  } finally {
    // A failure in `fn` or in the commit itself: roll back (a no-op once Payload has done so).
    if (started && !committed) await killTransaction(req)
    if (!started && !committed) {
      for (const undo of takeUndoSteps(req)) {
        await undo().catch((error) => payload.logger.error({ msg: '[forms] could not undo a write', err: error }))
      }
    }
    if (committed) wakeOutboxWorker()
  }
}

const UNIQUE_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE'])

/**
 * Whether a write was refused by a unique index (a lost race for a seat or an e-mail address).
 *
 * Payload turns the database's error (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE) into a
 * ValidationError whose entries name the table (`handleUpsertError` in @payloadcms/drizzle). The
 * class cannot be tested with `instanceof`: in a production build the error is made in one server
 * chunk and checked in another, each with its own copy of the class. So the error is recognised by
 * its shape: the database's own code, or a 400 whose every entry names a table.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const candidate = e as { code?: unknown; status?: unknown; data?: { errors?: unknown }; cause?: unknown }
    if (typeof candidate.code === 'string' && UNIQUE_CODES.has(candidate.code)) return true
    const entries = candidate.data?.errors
    if (
      candidate.status === 400 &&
      Array.isArray(entries) &&
      entries.length > 0 &&
      entries.every((entry) => typeof (entry as { tableName?: unknown })?.tableName === 'string')
    ) {
      return true
    }
    e = candidate.cause
  }
  return false
}
