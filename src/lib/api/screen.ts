/**
 * What the API takes as JSON, checked before Payload sees it (src/cms/validation/restRequest.ts).
 * Payload parses request bodies itself but trusts what it gets: a body of `null`, a string or a 5000 levels deep
 * array reaches its operations and fails there with a 500, and a NUL character or an unpaired
 * surrogate reaches PostgreSQL, which refuses it (`text` cannot hold U+0000, `jsonb` neither
 * `\u0000` nor a lone `\ud800`).
 */

/** Deepest nesting of objects and arrays taken (a rich text's lists of lists stay far below). */
export const MAX_JSON_DEPTH = 100

/** Largest JSON body taken by the REST and GraphQL API. */
export const MAX_JSON_BYTES = 4 * 1024 * 1024

export type JsonProblem = 'syntax' | 'depth' | 'characters' | 'root'

export type Screened = { ok: true; value: unknown } | { ok: false; problem: JsonProblem }

/** A NUL character or a UTF-16 surrogate without its pair. */
export function hasUnstorableCharacters(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed()
}

/**
 * Nesting depth of a parsed JSON value, walked without recursion; stops counting past `max`.
 * Every string on the way (keys too) is checked for characters no database column takes.
 */
function inspect(value: unknown, max: number): 'depth' | 'characters' | null {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [node, depth] = stack.pop()!
    if (typeof node === 'string') {
      if (hasUnstorableCharacters(node)) return 'characters'
      continue
    }
    if (node === null || typeof node !== 'object') continue
    if (depth >= max) return 'depth'
    if (Array.isArray(node)) {
      for (const item of node) stack.push([item, depth + 1])
    } else {
      for (const [key, item] of Object.entries(node)) {
        if (hasUnstorableCharacters(key)) return 'characters'
        stack.push([item, depth + 1])
      }
    }
  }
  return null
}

/**
 * Parses a JSON body and says what is wrong with it, if anything: not JSON at all, nested deeper
 * than MAX_JSON_DEPTH, a string no database column takes, or (with `root: 'object'`) a root that
 * is not an object.
 */
export function screenJson(text: string, { root = 'any' }: { root?: 'object' | 'any' } = {}): Screened {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'syntax' }
  }
  const problem = inspect(value, MAX_JSON_DEPTH)
  if (problem) return { ok: false, problem }
  if (root === 'object' && (value === null || typeof value !== 'object' || Array.isArray(value))) return { ok: false, problem: 'root' }
  return { ok: true, value }
}
