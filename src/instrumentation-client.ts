/**
 * Next.js runs this module when the app starts, before it requires its own modules and hydrates
 * (next/dist/client/app-next-turbopack.js: `require-instrumentation-client`, then `appBootstrap`).
 *
 * It splits the app's start into two tasks. For a page the cache keeps, React's payload comes
 * beside the page (scripts/scriptsAfterLoad.mjs); the loader leaves its parts in
 * `self[DEFERRED_FLIGHT]` instead of pushing them into `self.__next_f` before the runtime chunk runs.
 * Were they there, Next.js would evaluate every module of the page, read the whole payload and build
 * the router's state in one task: 15–23 ms on a fast machine, which Lighthouse's phone (4× CPU)
 * counts as one long task blocking input. Here the parts are pushed in a task of their own
 * (`setTimeout`), scheduled now, before Next.js' app-index schedules the timer that closes the
 * payload's stream once the document has loaded (`setTimeout(DOMContentLoaded)`): timers of equal
 * delay run in the order they were set, so the payload is in the stream before it is closed. Its
 * `push` is Next's own by then (app-index replaces `self.__next_f.push` with its reader), and
 * hydration starts when the payload's root has been read, as before, one task later.
 *
 * A page whose payload is inline (one the cache does not keep, the CMS) has nothing here: Next.js
 * reads `self.__next_f` as the page's scripts left it.
 */
import { DEFERRED_FLIGHT } from '../scripts/flightHandOff.mjs'

const scope = self as unknown as Record<string, unknown[] | undefined> & { __next_f?: unknown[] }
const parts = scope[DEFERRED_FLIGHT]
if (parts) {
  delete scope[DEFERRED_FLIGHT]
  setTimeout(() => {
    const queue = (scope.__next_f ??= [])
    for (const part of parts) queue.push(part)
  })
}
