import type { FlattenedField } from 'payload'

import { hasUnstorableCharacters } from '@/lib/api/screen'

/** Shared predicates of the input checks (src/cms/validation). */

/** Largest id of a record: the id columns are PostgreSQL `integer` (serial). */
export const MAX_RECORD_ID = 2 ** 31 - 1

/** Payload's serial ids, unless the collection defines an `id` field of its own. */
export const hasSerialIds = (fields: readonly FlattenedField[]) => !fields.some((f) => 'name' in f && f.name === 'id')

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** A record's id as Payload takes it: a whole number from 1, or its digits. */
export function isRecordId(value: unknown): boolean {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= 1 && n <= MAX_RECORD_ID
}

/** An integer an `integer` column can be compared with (ids in a query may be 0 or negative). */
export function isIntegerOperand(value: unknown): boolean {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim()) ? Number(value) : NaN
  return Number.isInteger(n) && n >= -(2 ** 31) && n <= MAX_RECORD_ID
}

/** A number as Payload converts it (`parseFloat` of a string), finite. */
export function isNumberLike(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'string') return false
  const trimmed = value.trim()
  return trimmed === '' || (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed) && Number.isFinite(Number(trimmed)))
}

/** A date Payload and the database can read: a date string or a Date. */
export function isDateLike(value: unknown): boolean {
  if (value instanceof Date) return isDateLike(Number.isNaN(value.getTime()) ? 'x' : value.toISOString())
  if (typeof value !== 'string') return false
  const time = Date.parse(value)
  if (Number.isNaN(time)) return false
  // Years outside 1–9999 are dates for JavaScript, not for the database columns.
  const year = new Date(time).getUTCFullYear()
  return year >= 1 && year <= 9999
}

/** A string every database column takes. */
export function isStorableString(value: unknown): value is string {
  return typeof value === 'string' && !hasUnstorableCharacters(value)
}
