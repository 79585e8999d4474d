/**
 * Whether a form post carries a server action call that Next.js can decode (for the proxy's gate,
 * src/lib/forms/gate.ts). Next.js 16.4 hands the fields to React's decoder
 * (react-server-dom-turbopack: `decodeAction`, `decodeReply`) and answers whatever that throws with
 * a 500: invalid JSON in `$ACTION_1:0` or in the `0` field, a `bound` that is not a reference,
 * references to chunks that do not exist (`$@9`: the call then waits forever), to server functions
 * (`$h…`, `$F…`), Maps, Sets, Blobs, streams or a BigInt that is not one, and a root that is not
 * the list of the action's arguments. The site's forms send none of these: with JavaScript the
 * arguments `[state, "$K1"]` (the state as JSON, the FormData's fields prefixed `_1_`), without it
 * `$ACTION_REF_n`, `$ACTION_n:0` = `{"id":"…","bound":"$@1"}` and `$ACTION_n:1` = `[state]`, or a
 * plain `$ACTION_ID_…` for an action without bound arguments. Anything else is refused here.
 */

/** Deepest nesting of the arguments (a form's state is two levels deep). */
const MAX_DEPTH = 32

/**
 * Strings with a meaning in React's reply format that decode without running anything. React reads
 * the character after the `$`: an escaped `$`, a FormData (`$K1`), undefined (`$undefined`, as the
 * server writes a form state's missing values), NaN, ±Infinity, -0, a Date, a BigInt of digits.
 */
const SAFE_REFERENCE = /^\$(?:[$uNI\-D][\s\S]*|K[0-9a-f]{1,8}|n-?\d{1,300})$/

/** Whether a decoded JSON value holds only plain data and the references above. */
function plainArguments(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [node, depth] = stack.pop()!
    if (typeof node === 'string') {
      if (node.startsWith('$') && !SAFE_REFERENCE.test(node)) return false
      continue
    }
    if (node === null || typeof node !== 'object') continue
    if (depth >= MAX_DEPTH) return false
    for (const item of Array.isArray(node) ? node : Object.values(node)) stack.push([item, depth + 1])
  }
  return true
}

function parse(text: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof text !== 'string') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** The argument list of a call with JavaScript: the body, or the `0` field of a multipart body. */
export function validFetchArguments(root: unknown): boolean {
  const parsed = parse(root)
  return parsed.ok && Array.isArray(parsed.value) && parsed.value.length <= 16 && plainArguments(parsed.value)
}

const REF_PREFIX = '$ACTION_REF_'

/**
 * The action fields of a post without JavaScript (`$ACTION_…`), or true when there are none (a
 * post that is not an action call is not Next.js' business).
 */
export function validFormActionFields(data: FormData): boolean {
  const refs = [...data.keys()].filter((k) => k.startsWith(REF_PREFIX))
  if (new Set(refs).size !== refs.length || refs.length > 2) return false
  for (const ref of refs) {
    const prefix = `$ACTION_${ref.slice(REF_PREFIX.length)}:`
    const descriptors = data.getAll(`${prefix}0`)
    if (descriptors.length !== 1) return false
    const descriptor = parse(descriptors[0])
    if (!descriptor.ok) return false
    const { value } = descriptor
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
    const { id, bound } = value as { id?: unknown; bound?: unknown }
    if (typeof id !== 'string') return false
    if (bound === null || bound === undefined) continue
    const chunk = typeof bound === 'string' ? /^\$@([0-9a-f]{1,8})$/.exec(bound) : null
    if (!chunk) return false
    const args = data.getAll(`${prefix}${parseInt(chunk[1], 16)}`)
    if (args.length !== 1 || !validFetchArguments(args[0])) return false
  }
  const key = data.getAll('$ACTION_KEY')
  return key.every((k) => typeof k === 'string')
}
