'use client'

import { useEffect } from 'react'

import { restartBannersOnResize } from './bannerRestart'
import { guardChunkLoads } from './chunkReload'

/** The spec's constants: the build check every hour; the loading indicator after 200 ms, for 2000 ms at most. */
const BUILD_CHECK_MS = 60 * 60 * 1000
const PROGRESS_DELAY_MS = 200
const PROGRESS_MAX_MS = 2000

/** A click that the browser or Next.js' router turns into a navigation to another page of the site. */
function navigationTarget(event: MouseEvent): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = (event.target as Element | null)?.closest?.('a[href]')
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null
  if (anchor.target && anchor.target !== '_self') return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return null
  // The same page (a hash on it, or itself): no navigation to wait for.
  if (url.pathname === location.pathname && url.search === location.search) return null
  return url
}

/**
 * What the site does in the browser besides its pages' own widgets:
 * - a failed chunk or module load anywhere reloads the page once (never in a loop);
 * - every text-reveal banner's animation restarts after the window is resized (spec section 4);
 * - marks the document hydrated (`<html data-hydrated>`): the end-to-end tests and benchmarks wait
 *   for it before they use a page as a visitor with JavaScript would;
 * - the loading indicator: a thin bar at the top for a navigation that takes longer than 200 ms,
 *   gone when it ends and after 2000 ms at most (still under reduced motion, without movement);
 * - the build check: every hour, and when the tab is shown again after more than an hour, it asks
 *   for the deployed build's id; once that differs from the page's, the next navigation is a full
 *   page load, so nobody runs old code against a new server.
 */
export function SiteEffects({ buildId }: { buildId: string }) {
  useEffect(guardChunkLoads, [])
  useEffect(restartBannersOnResize, [])
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''

    // The loading indicator.
    const bar = document.createElement('div')
    bar.className = 'nav-progress'
    bar.setAttribute('aria-hidden', 'true')
    document.body.append(bar)
    let showTimer: ReturnType<typeof setTimeout> | undefined
    let endTimer: ReturnType<typeof setTimeout> | undefined
    const finish = () => {
      clearTimeout(showTimer)
      clearTimeout(endTimer)
      if (bar.dataset.state === 'loading') bar.dataset.state = 'done'
    }
    const start = () => {
      finish()
      bar.dataset.state = ''
      showTimer = setTimeout(() => (bar.dataset.state = 'loading'), PROGRESS_DELAY_MS)
      endTimer = setTimeout(finish, PROGRESS_MAX_MS)
    }
    // Next.js' router writes the new URL to the history once the new page is drawn.
    const { pushState, replaceState } = history
    const patchedPush: History['pushState'] = function (this: History, ...args) {
      finish()
      return pushState.apply(this, args)
    }
    const patchedReplace: History['replaceState'] = function (this: History, ...args) {
      finish()
      return replaceState.apply(this, args)
    }
    history.pushState = patchedPush
    history.replaceState = patchedReplace

    // The build check.
    let stale = false
    let checkedAt = Date.now()
    const check = async () => {
      checkedAt = Date.now()
      const { isNewBuildDeployed } = await import('./buildCheck')
      stale ||= await isNewBuildDeployed(buildId)
    }
    const interval = setInterval(check, BUILD_CHECK_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - checkedAt > BUILD_CHECK_MS) void check()
    }

    const onClick = (event: MouseEvent) => {
      const target = navigationTarget(event)
      if (!target) return
      if (stale) {
        // Before Next.js' router sees the click: the browser loads the page, with the new build.
        event.preventDefault()
        event.stopImmediatePropagation()
        location.assign(target.href)
      }
      start()
    }
    const onPopState = () => {
      if (stale) location.reload()
      else finish()
    }
    window.addEventListener('click', onClick, { capture: true })
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('click', onClick, { capture: true })
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('popstate', onPopState)
      clearInterval(interval)
      finish()
      // Put back only what is still ours (Next.js' router may have wrapped it since).
      if (history.pushState === patchedPush) history.pushState = pushState
      if (history.replaceState === patchedReplace) history.replaceState = replaceState
      bar.remove()
    }
  }, [buildId])
  return null
}
