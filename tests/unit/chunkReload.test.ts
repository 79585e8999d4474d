import { afterEach, describe, expect, it, vi } from 'vitest'

import { isChunkLoadError, markLeaving, reloadOnceForChunkError } from '../../src/components/site/chunkReload'

function browser(storage: Map<string, string> | null) {
  const reload = vi.fn()
  vi.stubGlobal('window', { location: { reload } })
  vi.stubGlobal(
    'sessionStorage',
    storage
      ? { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) }
      : {
          getItem: () => {
            throw new Error('blocked')
          },
          setItem: () => {
            throw new Error('blocked')
          },
        },
  )
  return reload
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('a failed chunk load', () => {
  it('is recognised in the forms browsers and bundlers report it', () => {
    const named = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(named)).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true)
    expect(isChunkLoadError('Loading CSS chunk app-layout failed')).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads once, not again within a minute, and again after it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') })
    const reload = browser(new Map())
    expect(reloadOnceForChunkError()).toBe(true)
    expect(reloadOnceForChunkError()).toBe(false)
    vi.setSystemTime(new Date('2026-11-22T10:00:59Z'))
    expect(reloadOnceForChunkError()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.setSystemTime(new Date('2026-11-22T10:01:01Z'))
    expect(reloadOnceForChunkError()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads a page the visitor is leaving (its cancelled loads fail like missing chunks)', () => {
    const reload = browser(new Map())
    markLeaving(true)
    expect(reloadOnceForChunkError()).toBe(false)
    markLeaving(false)
    expect(reloadOnceForChunkError()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads when it cannot remember that it did (no storage: a loop could follow)', () => {
    const reload = browser(null)
    expect(reloadOnceForChunkError()).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
