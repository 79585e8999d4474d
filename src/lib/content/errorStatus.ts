/**
 * The digest of an error thrown by a failed read of the site's content (src/lib/content/cache.ts):
 * Next.js keeps a thrown error's own digest and hands it to the error boundaries, which show the
 * 503 page for it (the page cache answers such a render 503); any other render error is a 500.
 */
export const UNAVAILABLE_DIGEST = 'hub1909-content-unavailable'

export const errorStatus = (error: { digest?: string }): 500 | 503 => (error.digest === UNAVAILABLE_DIGEST ? 503 : 500)
