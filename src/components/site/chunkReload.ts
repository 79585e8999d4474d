const KEY = 'hub:chunk-reload-at'
/** A second failure within this window means reloading did not help: do not try again. */
const WINDOW_MS = 60_000

const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load chunk/i

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  const e = error as { name?: string; message?: string }
  return CHUNK_ERROR.test(`${e.name ?? ''} ${e.message ?? String(error)}`)
}

/**
 * True once the visitor is leaving the page: loads the browser cancels then fail like a missing
 * chunk, and reloading the old page would cancel the visitor's navigation. Set by the guard.
 */
let leaving = false
export function markLeaving(value = true): void {
  leaving = value
}

/**
 * After a deployment, old pages may ask for chunks that no longer exist: reload the page once to
 * get the new build. Returns false (and does nothing) when it already reloaded a moment ago, so a
 * chunk that is really broken never causes a reload loop, and while the page is being left.
 */
export function reloadOnceForChunkError(): boolean {
  if (leaving) return false
  try {
    const last = Number(sessionStorage.getItem(KEY) || 0)
    if (Date.now() - last < WINDOW_MS) return false
    sessionStorage.setItem(KEY, String(Date.now()))
  } catch {
    return false // no storage: cannot guard against a loop, so do not reload
  }
  window.location.reload()
  return true
}

/**
 * A failed chunk or module load anywhere reloads the page once (never in a loop). Listens on the
 * window until the returned function is called (SiteEffects.client.tsx).
 */
export function guardChunkLoads(): () => void {
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadOnceForChunkError()
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError()
  }
  // Loads cancelled by leaving the page are not a broken build.
  const onLeave = () => markLeaving(true)
  // Back to this page from the back/forward cache: it is shown again, not left.
  const onShow = () => markLeaving(false)
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  window.addEventListener('beforeunload', onLeave)
  window.addEventListener('pagehide', onLeave)
  window.addEventListener('pageshow', onShow)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('beforeunload', onLeave)
    window.removeEventListener('pagehide', onLeave)
    window.removeEventListener('pageshow', onShow)
  }
}
