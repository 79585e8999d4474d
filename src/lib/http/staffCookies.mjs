// The cookies that make a request a staff member's: such requests are never answered from the page
// cache nor kept in it (src/server/pageCache.mjs), and a draft preview skips the proxy's index of
// published documents (src/proxy.ts). Plain JavaScript: the production server imports it too.

/** Payload's session cookie (`<cookiePrefix>-token`, the prefix left at its default). */
export const SESSION_COOKIE = 'payload-token'

/** Set beside Next.js' draft mode by the CMS's preview (src/app/api/preview), removed on exit. */
export const PREVIEW_COOKIE = 'hub1909_preview'
