'use client'

import { useEffect } from 'react'

import { isChunkLoadError, markLeaving, reloadOnceForChunkError } from './chunkReload'

/** A failed chunk or module load anywhere reloads the page once (never in a loop). */
export function ChunkReloadGuard() {
  useEffect(() => {
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
  }, [])
  return null
}
