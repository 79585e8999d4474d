/** The blog list's sizes (no imports: the end-to-end tests read them too). */

/** Cards per "load more" step. */
export const BLOG_PAGE_SIZE = 6
/** `?page=N` shows the first N steps at once; beyond this the link stops (bounded query size). */
export const BLOG_MAX_PAGE = 30
/** Entries of the Atom feed. */
export const FEED_SIZE = 20
/** The list's "load more" endpoint (src/app/api/cards/blog). */
export const BLOG_CARDS_PATH = '/api/cards/blog'
