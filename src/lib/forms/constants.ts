/** Names shared by the form components (client) and the spam guard (server). */

/** The honeypot: a text input hidden from people (CSS and aria-hidden) that bots fill in. */
export const HONEYPOT_FIELD = 'website'
/**
 * Which form a post belongs to (`contact`, `newsletter`, a key of RATE_LIMITS): read by the proxy,
 * which sees the body before the server action runs (src/lib/forms/gate.ts).
 */
export const FORM_NAME_FIELD = 'formName'
/** The signed time at which the form was rendered. */
export const STARTED_FIELD = 'formStartedAt'
/** A person needs at least this long to fill in a form. */
export const MIN_FILL_MS = 3000
/**
 * The largest form submission read (bytes of all text fields together). The framework's own limit
 * on server action bodies (next.config `serverActions.bodySizeLimit`) sits above it.
 */
export const MAX_FORM_BYTES = 24 * 1024
/**
 * The largest request body the proxy lets through to a page (a form post): larger ones are answered
 * with 413 before they reach a server action. Room for MAX_FORM_BYTES of text, the multipart framing
 * and React's encoding of the action's arguments; well below Next.js' own limit on server action
 * bodies (1 MB by default, which it enforces with a 500, not a 413).
 */
export const MAX_POST_BYTES = 64 * 1024

/**
 * The version of the consent texts (messages `forms.consent.*`) that a visitor agreed to. Stored with
 * every contact request and subscriber; bump it whenever the wording of those texts changes.
 */
export const CONSENT_VERSION = '2026-11-22'
