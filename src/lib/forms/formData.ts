import { MAX_FORM_BYTES } from './constants'

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
