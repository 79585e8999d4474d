import type { FlattenedField } from 'payload'

import { isDateLike, isNumberLike, isPlainObject, isRecordId, isStorableString } from '@/lib/api/values'

/**
 * Whether the data of a create or update has the types of the collection's fields.
 *
 * Payload (3.90.1) converts a few types on the way in (number strings, "true"/"false") and
 * otherwise trusts them: its text validation measures `value.length` of whatever it gets, so an
 * object is stored as the text "[object Object]" or its JSON, a number in a date field is a date,
 * and a string in a relationship or a `{}` in a number column reaches the database, which fails
 * with a 500 (SQLite: "can only bind numbers, strings…", a missing foreign key; PostgreSQL: out of
 * range). Collection hooks written for the right types (and Payload's own, like the e-mail field's
 * `toLowerCase`) fail on the wrong ones. This runs before all of them (a `beforeOperation` hook,
 * src/cms/validation/inputGuard.ts).
 */

export type Mistyped = { path: string; kind: 'type' | 'missing-record' }

export type RelatedIds = Map<string, Set<number>>

type Walk = {
  locales: readonly string[]
  /** A write with `locale=all` (localised fields as `{ cs, en }`). */
  allLocales: boolean
  out: Mistyped[]
  related: RelatedIds
  /** Where each related id was named (for the message). */
  relatedPaths: Map<string, string>
}

const isNullish = (value: unknown) => value === null || value === undefined

function noteRelated(walk: Walk, collection: string, id: unknown, path: string) {
  const n = Number(id)
  if (!walk.related.has(collection)) walk.related.set(collection, new Set())
  walk.related.get(collection)!.add(n)
  walk.relatedPaths.set(`${collection}:${n}`, path)
}

/** One reference of a relationship or upload field; its ids are noted to be looked up. */
function relationOk(field: Extract<FlattenedField, { type: 'relationship' | 'upload' }>, value: unknown, walk: Walk, path: string): boolean {
  if (isNullish(value) || value === '' || value === 'null' || value === 'none') return true
  if (Array.isArray(field.relationTo)) {
    if (!isPlainObject(value) || typeof value.relationTo !== 'string' || !(field.relationTo as readonly string[]).includes(value.relationTo)) return false
    const id = isPlainObject(value.value) ? value.value.id : value.value
    if (!isRecordId(id)) return false
    noteRelated(walk, value.relationTo, id, path)
    return true
  }
  const id = isPlainObject(value) ? value.id : value
  if (!isRecordId(id)) return false
  noteRelated(walk, field.relationTo, id, path)
  return true
}

/** Lexical's editor state: `{ root: { children: [...] } }`, every node an object with a string `type`. */
function richTextOk(value: unknown): boolean {
  if (isNullish(value)) return true
  if (!isPlainObject(value) || !isPlainObject(value.root)) return false
  const stack: unknown[] = [value.root]
  while (stack.length) {
    const node = stack.pop()
    if (!isPlainObject(node)) return false
    if ('type' in node && typeof node.type !== 'string') return false
    if ('children' in node) {
      if (!Array.isArray(node.children)) return false
      stack.push(...node.children)
    }
  }
  return true
}

function checkRows(rows: unknown, path: string, walk: Walk, fieldsOf: (row: Record<string, unknown>) => FlattenedField[] | null): boolean {
  if (isNullish(rows) || rows === 0 || rows === '0') return true
  if (!Array.isArray(rows)) return false
  let ok = true
  rows.forEach((row, i) => {
    const fields = isPlainObject(row) ? fieldsOf(row) : null
    if (!fields) ok = false
    else checkFields(row as Record<string, unknown>, fields, `${path}.${i}`, walk)
  })
  return ok
}

/** Whether one value (of one locale) has the field's type; nested fields are walked. */
function valueOk(field: FlattenedField, value: unknown, path: string, walk: Walk): boolean {
  const many = 'hasMany' in field && field.hasMany === true
  const each = (check: (v: unknown) => boolean) => (many ? isNullish(value) || (Array.isArray(value) && value.every(check)) : check(value))
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'radio':
    case 'select':
      return each((v) => isNullish(v) || isStorableString(v))
    case 'date':
      return isNullish(value) || isDateLike(value)
    case 'number':
      return each((v) => isNullish(v) || isNumberLike(v))
    case 'checkbox':
      return isNullish(value) || typeof value === 'boolean' || value === 'true' || value === 'false' || value === ''
    case 'point':
      return isNullish(value) || (Array.isArray(value) && value.length === 2 && value.every((v) => isNumberLike(v) && v !== ''))
    case 'relationship':
    case 'upload':
      return many ? isNullish(value) || value === '' || (Array.isArray(value) && value.every((v) => !isNullish(v) && relationOk(field, v, walk, path))) : relationOk(field, value, walk, path)
    case 'richText':
      return richTextOk(value)
    case 'group':
    case 'tab':
      if (isNullish(value)) return true
      if (!isPlainObject(value)) return false
      checkFields(value, field.flattenedFields, path, walk)
      return true
    case 'array':
      return checkRows(value, path, walk, () => field.flattenedFields)
    case 'blocks':
      return checkRows(value, path, walk, (row) => {
        const block = field.blocks.find((b) => b.slug === row.blockType)
        return block ? block.flattenedFields : null
      })
    default:
      // json (any JSON), join (virtual): nothing to check
      return true
  }
}

function checkFields(data: Record<string, unknown>, fields: readonly FlattenedField[], prefix: string, walk: Walk) {
  for (const field of fields) {
    if (!('name' in field) || !(field.name in data)) continue
    const value = data[field.name]
    if (value === undefined) continue
    const path = prefix ? `${prefix}.${field.name}` : field.name
    const localized = 'localized' in field && field.localized === true
    if (localized && walk.allLocales && isPlainObject(value) && Object.keys(value).every((k) => walk.locales.includes(k))) {
      for (const [locale, v] of Object.entries(value)) {
        if (!valueOk(field, v, `${path}.${locale}`, walk)) walk.out.push({ path, kind: 'type' })
      }
      continue
    }
    if (!valueOk(field, value, path, walk)) walk.out.push({ path, kind: 'type' })
  }
}

/**
 * The paths of the data that do not have their field's type, and the related records the data
 * names (to be looked up by the caller: a missing one is a foreign key error in the database).
 */
export function mistypedFields(
  data: Record<string, unknown>,
  fields: readonly FlattenedField[],
  options: { locales: readonly string[]; allLocales: boolean },
): { mistyped: Mistyped[]; related: RelatedIds; relatedPaths: Map<string, string> } {
  const walk: Walk = { ...options, out: [], related: new Map(), relatedPaths: new Map() }
  checkFields(data, fields, '', walk)
  return { mistyped: walk.out, related: walk.related, relatedPaths: walk.relatedPaths }
}
