/** Names shared by the form components (client) and the spam guard (server). */

/** The honeypot: a text input hidden from people (CSS and aria-hidden) that bots fill in. */
export const HONEYPOT_FIELD = 'website'
/** The signed time at which the form was rendered. */
export const STARTED_FIELD = 'formStartedAt'
/** A person needs at least this long to fill in a form. */
export const MIN_FILL_MS = 3000
/**
 * The largest form submission read (bytes of all text fields together). The framework's own limit
 * on server action bodies (next.config `serverActions.bodySizeLimit`) sits above it.
 */
export const MAX_FORM_BYTES = 24 * 1024
