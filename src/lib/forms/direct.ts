/**
 * Form posts answered by the site's server (scripts/server.mjs) without Next.js' request pipeline:
 * the handler a route handler would call, registered by path when the app process starts. A burst
 * of registrations then costs the registration, not also the framework's routing of each post.
 * The handlers take and give web Request/Response; they use nothing of Next.js' request context
 * (no `headers()`, `cookies()`), so the route handlers under src/app/api/forms/ answer the same.
 */
const DIRECT_POSTS_KEY = Symbol.for('hub1909.directPosts')

export type DirectPost = (request: Request) => Promise<Response>

export function registerDirectPost(path: string, handler: DirectPost): void {
  const scope = globalThis as { [DIRECT_POSTS_KEY]?: Map<string, DirectPost> }
  ;(scope[DIRECT_POSTS_KEY] ??= new Map()).set(path, handler)
}
