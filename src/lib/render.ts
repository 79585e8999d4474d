/**
 * The render of the current request, as the page cache in front of Next.js sees it
 * (src/server/pageCache.mjs): present only while the production server renders a page.
 * - every cached read records its tags, so that a write to one of them expires the page;
 * - a read that fails marks the render failed: the page is answered 503 and never stored;
 * - any other error while rendering (reported by Next.js to src/instrumentation.ts) marks it
 *   errored: the page is answered 500 (whatever status the stream had begun with) and never stored;
 * - a page whose answer depends only on its URL and the content (a list with its filters) says so
 *   with `servePublicly()`; Next.js marks pages that read the query string as private otherwise;
 * - a form posted without JavaScript whose server action refused it says with `answerStatus()`
 *   which 4xx the re-rendered page is answered with (Next.js answers it 200 otherwise).
 */
import { processPageCache } from './cache/processPageCache'

function current() {
  return processPageCache()?.renders.getStore()
}

export function recordTags(tags: readonly string[]): void {
  const store = current()
  if (store) for (const tag of tags) store.tags.add(tag)
}

export function recordFailure(error: unknown): void {
  const store = current()
  if (store && !store.failed) store.failed = error ?? new Error('a read failed')
}

export function recordRenderError(error: unknown): void {
  const store = current()
  if (store && !store.errored) store.errored = error ?? new Error('the render failed')
}

/** The page is the same for every visitor with this URL: the page cache may keep it. */
export function servePublicly(): void {
  const store = current()
  if (store) store.publicPage = true
}

/**
 * The HTTP status of the page re-rendered after a form post without JavaScript (400 for field
 * errors, 429, 503): the page cache answers with it instead of 200. With JavaScript (a server
 * action call, no page render in the cache's hands) it changes nothing.
 */
export function answerStatus(status: number): void {
  const store = current()
  if (store) store.status = status
}
