import type { FlattenedField } from 'payload'

import { isDateLike, isIntegerOperand, isNumberLike, isPlainObject, isStorableString } from '@/lib/api/values'

/**
 * Whether a query's conditions (`where`) can reach the database. Payload (3.90.1) checks that a
 * path exists and that the operator is one it knows, not that the database can take the value or
 * that the adapter has the operator: `?where[id][equals]=abc` is a NaN parameter (a 500 on
 * SQLite and PostgreSQL), `?where[startsAt][equals]=x` an invalid timestamp, `where[title][near]`
 * or `[all]` an operator the SQL adapters lack ("adapter.operators[queryOperator] is not a
 * function"), and a NUL character fails PostgreSQL. Checked here against the fields, before the
 * operation (src/cms/validation/inputGuard.ts); paths that do not lead to a field are left to
 * Payload, which refuses them itself.
 */

/** The operators of @payloadcms/drizzle (its operatorMap); `all`, `near`, `within`, `intersects` are not among them. */
const SQL_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains'])
const COMPARISONS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const TEXT_MATCH = new Set(['like', 'not_like', 'contains'])

/** Deepest nesting of `and`/`or` taken. */
const MAX_NESTING = 16

type Leaf = 'integer' | 'number' | 'date' | 'text' | 'boolean' | 'json' | 'structure' | 'unknown' | { options: string[] }

export type FieldsOf = (collection: string) => readonly FlattenedField[] | undefined

function leafOf(field: FlattenedField): Leaf {
  switch (field.type) {
    case 'number':
      return 'number'
    case 'date':
      return 'date'
    case 'checkbox':
      return 'boolean'
    case 'relationship':
    case 'upload':
      return Array.isArray(field.relationTo) ? 'unknown' : 'integer'
    case 'select':
    case 'radio':
      // A PostgreSQL enum: a value that is none of the options fails the query.
      return { options: field.options.map((o) => (typeof o === 'string' ? o : o.value)) }
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return 'text'
    case 'json':
    case 'richText':
      return 'json'
    case 'point':
    case 'join':
      return 'unknown'
    default:
      return 'structure'
  }
}

/** The kind of value at a dotted path, or 'unknown' when the path leaves what is checked here. */
function resolve(path: string, fields: readonly FlattenedField[], fieldsOf: FieldsOf, locales: readonly string[]): Leaf {
  const segments = path.split('.')
  let current: readonly FlattenedField[] | undefined = fields
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]
    if (segment === 'id' && i === segments.length - 1) {
      // every collection here has serial ids (Payload's default on SQL)
      const idField = current?.find((f) => 'name' in f && f.name === 'id')
      return idField ? (leafOf(idField) === 'text' ? 'text' : 'integer') : 'integer'
    }
    const field: FlattenedField | undefined = current?.find((f) => 'name' in f && f.name === segment)
    if (!field) return 'unknown'
    let rest = segments.length - 1 - i
    if ('localized' in field && field.localized && rest > 0 && locales.includes(segments[i + 1])) {
      i++
      rest--
    }
    if (rest === 0) return leafOf(field)
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') current = field.flattenedFields
    else if ((field.type === 'relationship' || field.type === 'upload') && !Array.isArray(field.relationTo)) current = fieldsOf(field.relationTo)
    else return 'unknown'
  }
  return 'unknown'
}

const BOOLEAN_LIKE = new Set<unknown>([true, false, 'true', 'false'])

function scalarOk(leaf: Leaf, value: unknown): boolean {
  if (typeof leaf === 'object') return value === null || (typeof value === 'string' && leaf.options.includes(value))
  switch (leaf) {
    case 'integer':
      return value === null || isIntegerOperand(value)
    case 'number':
      return value === null || (isNumberLike(value) && value !== '')
    case 'date':
      return value === null || isDateLike(value) || (typeof value === 'number' && isDateLike(new Date(value)))
    case 'boolean':
      return value === null || BOOLEAN_LIKE.has(value)
    case 'text':
    case 'json':
      return value === null || isStorableString(value) || typeof value === 'number' || typeof value === 'boolean'
    default:
      return true
  }
}

function conditionOk(leaf: Leaf, operator: string, value: unknown): boolean {
  if (!SQL_OPERATORS.has(operator)) return false
  if (operator === 'exists') return BOOLEAN_LIKE.has(value)
  if (leaf === 'unknown') return true
  if (leaf === 'structure') return false
  // An enum has no text matching on PostgreSQL (SQLite would take it; both refuse it alike).
  if (TEXT_MATCH.has(operator)) return (leaf === 'text' || leaf === 'json') && scalarOk('text', value) && value !== null
  if (COMPARISONS.has(operator) && (leaf === 'boolean' || leaf === 'json')) return false
  if (operator === 'in' || operator === 'not_in') {
    // Payload splits a string at commas
    const items = typeof value === 'string' ? value.split(',') : value
    return Array.isArray(items) && items.length <= 1000 && items.every((item) => item !== null && scalarOk(leaf, item))
  }
  return scalarOk(leaf, value)
}

/**
 * The first path of `where` whose condition cannot be queried, or null when all can. A `where`
 * that is not an object is reported as the path "where".
 */
export function invalidWherePath(where: unknown, fields: readonly FlattenedField[], fieldsOf: FieldsOf, locales: readonly string[]): string | null {
  const stack: [unknown, number][] = [[where, 0]]
  while (stack.length) {
    const [node, depth] = stack.pop()!
    if (node === undefined || node === null) continue
    if (!isPlainObject(node) || depth > MAX_NESTING) return 'where'
    for (const [key, condition] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        const branches = Array.isArray(condition) ? condition : isPlainObject(condition) ? Object.values(condition) : null
        if (!branches) return key
        for (const branch of branches) stack.push([branch, depth + 1])
        continue
      }
      if (!isStorableString(key)) return 'where'
      if (!isPlainObject(condition)) return key
      const leaf = resolve(key, fields, fieldsOf, locales)
      for (const [operator, value] of Object.entries(condition)) {
        if (!conditionOk(leaf, operator, value)) return key
      }
    }
  }
  return null
}
