// The name under which the page loader (scripts/scriptsAfterLoad.mjs) leaves a page's React payload
// for src/instrumentation-client.ts, which hands it to Next.js one task after the app's modules
// have been evaluated. Both read it from here.

/** `self[DEFERRED_FLIGHT]`: the parts of the payload, in order, until they are handed over. */
export const DEFERRED_FLIGHT = '__hub1909Flight'
