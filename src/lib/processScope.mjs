// State one server process shares between parts that do not share modules: Next.js bundles each
// route, its proxy and its instrumentation separately, and the production server in front of it
// (src/server/) is plain Node. Such state lives here, under one global key (docs/ARCHITECTURE.md,
// "Process scope"). Plain JavaScript so that both the app and the server import this one file.
const KEY = Symbol.for('hub1909.process')

/** @returns {Record<string, unknown>} */
function scope() {
  const holder = /** @type {{ [KEY]?: Record<string, unknown> }} */ (globalThis)
  return (holder[KEY] ??= {})
}

/**
 * The entry `name`, created by `create` by whoever asks first.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processScope(name, create) {
  const entries = scope()
  if (!(name in entries)) entries[name] = create()
  return /** @type {T} */ (entries[name])
}

/**
 * The entry `name` when someone has created it (the page cache exists only behind src/server/).
 * @template T
 * @param {string} name
 * @returns {T | undefined}
 */
export function processScopeEntry(name) {
  return /** @type {T | undefined} */ (scope()[name])
}
