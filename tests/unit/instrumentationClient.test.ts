import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DEFERRED_FLIGHT } from '../../scripts/flightHandOff.mjs'

/** The browser's `self` as the page's loader and Next.js' app-index see it. */
type Scope = Record<string, unknown> & { __next_f?: unknown[] }
const parts = [[0], [1, '1:"$Sreact.fragment"\n'], [1, '0:{"b":"x","c":["","clenstvi"]}\n']]

/** What next/dist/client/app-index.js does when it is evaluated, right after this module: */
function appIndex(scope: Scope) {
  const read: unknown[] = []
  let closed = false
  // the timer that closes the payload's stream once the document has loaded (`setTimeout(DOMContentLoaded)`),
  setTimeout(() => (closed = true))
  // then it reads what is in `self.__next_f` and takes over its push.
  const queue = (scope.__next_f = scope.__next_f || [])
  const waiting = queue.length
  queue.forEach((part) => read.push(part))
  queue.length = 0
  queue.push = (...pushed: unknown[]) => {
    if (closed) throw new TypeError('Invalid state: the stream is closed')
    read.push(...pushed)
    return 0
  }
  return { read, waiting }
}

describe('the app’s start: React’s payload handed to Next.js one task after the modules (src/instrumentation-client.ts)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.resetModules()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('pushes the parts the page’s loader left in a task of their own, before the stream is closed', async () => {
    const scope: Scope = { [DEFERRED_FLIGHT]: parts }
    vi.stubGlobal('self', scope)
    await import('../../src/instrumentation-client')
    const next = appIndex(scope)
    // The task that evaluates the modules reads nothing: the payload comes in the next one.
    expect(next.waiting).toBe(0)
    expect(next.read).toEqual([])
    vi.runOnlyPendingTimers()
    expect(next.read).toEqual(parts)
    expect(DEFERRED_FLIGHT in scope).toBe(false)
  })

  it('leaves a page whose payload is inline to Next.js as it is', async () => {
    const scope: Scope = { __next_f: [...parts] }
    vi.stubGlobal('self', scope)
    await import('../../src/instrumentation-client')
    expect(vi.getTimerCount()).toBe(0)
    const next = appIndex(scope)
    expect(next.waiting).toBe(parts.length)
    expect(next.read).toEqual(parts)
  })
})
