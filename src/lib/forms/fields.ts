import { z } from 'zod'

import { isRecordId, MAX_RECORD_ID } from '../api/values'
import type { FieldErrors } from './formState'
import { cut, fits, LIMITS } from './limits'

/**
 * The fields of the forms' zod schemas (each domain's `schema.ts` builds its form from them): how a
 * posted text is cleaned, bounded by LIMITS and checked, with a message key for each error. Server
 * only: the browser's forms get their limits from limits.ts without shipping zod.
 */

/**
 * The version of the consent texts (messages `forms.consent.*`) that a visitor agreed to. Stored with
 * every contact request and subscriber; bump it whenever the wording of those texts changes.
 */
export const CONSENT_VERSION = '2026-11-22'

/**
 * The field messages of the form schemas. Every error message is a message key (namespace `forms`),
 * translated on the client and on the server alike; `tests/unit/forms.test.ts` checks that
 * each key exists in both languages.
 */
export const ERR = {
  required: 'forms.errors.required',
  tooLong: 'forms.errors.tooLong',
  email: 'forms.errors.email',
  phone: 'forms.errors.phone',
  consent: 'forms.errors.consent',
  choice: 'forms.errors.choice',
  name: 'forms.errors.name',
  surname: 'forms.errors.surname',
  fullName: 'forms.errors.fullName',
  company: 'forms.errors.company',
} as const

export type ErrorKey = (typeof ERR)[keyof typeof ERR]

/**
 * Makes any text safe to store: well-formed Unicode (lone surrogates replaced), no control
 * characters other than tab and newlines (PostgreSQL refuses NUL), NFC, trimmed.
 */
export function cleanText(value: string): string {
  return value
    .toWellFormed()
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .normalize('NFC')
    .trim()
}

const asText = (value: unknown): unknown => (typeof value === 'string' ? cleanText(value) : value ?? '')

/** A text field: cleaned, bounded; `required` names the message shown when it is empty. */
export function text(max: number, required?: ErrorKey) {
  const base = z.string({ error: required ?? ERR.required }).refine((v) => fits(v, max), { error: ERR.tooLong })
  return z.preprocess(asText, required ? base.refine((v) => v.length > 0, { error: required }) : base)
}

/** A single-line text field: line breaks become spaces. */
export function line(max: number, required?: ErrorKey) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\r\n]+/g, ' ') : v),
    text(max, required),
  )
}

export const email = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? cleanText(v).toLowerCase() : (v ?? '')),
    z
      .string({ error: ERR.email })
      .min(1, { error: ERR.email })
      .refine((v) => fits(v, LIMITS.email), { error: ERR.email })
      .pipe(z.email({ error: ERR.email })),
  )

/** An optional phone number, normalised to E.164; '' when left empty. */
export const phone = () =>
  text(LIMITS.phone).transform((value, ctx) => {
    if (!value) return ''
    const normalized = normalizePhone(value)
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: ERR.phone })
      return z.NEVER
    }
    return normalized
  })

/** A checkbox: HTML sends "on" (or the value) when ticked and nothing when not. */
export const checkbox = () =>
  z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === '1' || v === 'yes', z.boolean())

/** A checkbox that must be ticked. */
export const consent = () =>
  z.preprocess(
    (v) => v === true || v === 'on' || v === 'true' || v === '1' || v === 'yes',
    z.literal(true, { error: ERR.consent }),
  )

export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.enum(values, { error: ERR.choice }))
}

/**
 * Tracking context sent with a form (hidden fields: the `from` parameter, the referring page): never
 * shown to the visitor and never an error. Cut to the field's limit, since the visitor did not type it.
 */
export const context = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? cut(cleanText(v).replace(/[\r\n]+/g, ' '), max) : ''), z.string())

/** A database id as a form posts it: a text of digits (spaces around them allowed), 1 … MAX_RECORD_ID. */
export function isPostedRecordId(value: unknown): value is string {
  return typeof value === 'string' && isRecordId(value.trim())
}

/** A hidden field naming a record by id; anything that is not an id is refused with `required`. */
export const recordId = () =>
  z.preprocess(
    (v) => (isPostedRecordId(v) ? Number(v.trim()) : v),
    z.number({ error: ERR.required }).int().min(1, { error: ERR.required }).max(MAX_RECORD_ID, { error: ERR.required }),
  )

/** zod issues → `{ field: [messageKey, ...] }`, the shape the forms render. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form')
    const key = issue.message.startsWith('forms.') ? issue.message : ERR.required
    const list = (out[field] ??= [])
    if (!list.includes(key)) list.push(key)
  }
  return out
}

/**
 * Phone numbers are stored in E.164 (`+420777123456`). Visitors type them in every shape: with
 * spaces, dashes, dots, brackets, a `00` international prefix, or a bare Czech nine-digit number.
 */
const DEFAULT_COUNTRY_CODE = '420'

/** The normalised number, or `null` when the input cannot be a phone number. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim()
  if (!trimmed) return null
  // Only digits, separators and one leading plus (possibly in brackets: "(+421)") are allowed.
  const compact = trimmed.replace(/[\s().\-/]/g, '')
  if (!/^[\d\s().\-/+]+$/.test(trimmed) || !/^\+?\d+$/.test(compact)) return null
  const plus = compact.startsWith('+')
  let digits = compact.replace(/\D/g, '')
  if (!plus && digits.startsWith('00')) digits = digits.slice(2)
  else if (!plus) {
    // A national Czech number (nine digits, not starting with 0).
    if (/^[1-9]\d{8}$/.test(digits)) digits = DEFAULT_COUNTRY_CODE + digits
    else return null
  }
  // E.164: a country code that does not start with 0, at most 15 digits in all.
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null
  return `+${digits}`
}
