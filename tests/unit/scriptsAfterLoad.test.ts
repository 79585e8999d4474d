import { describe, expect, it } from 'vitest'

import { DEFERRED_FLIGHT } from '../../scripts/flightHandOff.mjs'
import { flightUrl, FLIGHT_PATH, hasRuntimeChunk, scriptsAfterLoad, splitFlight } from '../../scripts/scriptsAfterLoad.mjs'

/** The head Next.js 16 writes: a low-priority preload of the first chunk, async chunk tags, the polyfills. */
const chunks = ['/_next/static/chunks/turbopack-077hmtqrhcoji.js', '/_next/static/chunks/43s8a6i4hmb6t.js', '/_next/static/chunks/2-0z9g38xi75m.js']
const page =
  '<!DOCTYPE html><html lang="cs"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/43s8a6i4hmb6t.js"/>' +
  chunks.map((src) => `<script src="${src}" async=""></script>`).join('') +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>' +
  '<title>Členství</title></head><body><p>Text</p>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'

/** The same page as the cache keeps it: React's payload in five scripts, one of them with markup in a string. */
const payload: unknown[][] = [[0], [1, '1:"$Sreact.fragment"\n'], [1, '0:{"b":"x","c":["","clenstvi"]}\n'], [1, '2:["$","p",null,{"children":"</script><script>alert(1)</script>"}]\n']]
const pushes = payload
  .map((part, i) =>
    i === 0
      ? '<script>(self.__next_f=self.__next_f||[]).push([0])</script>'
      : `<script>self.__next_f.push(${JSON.stringify(part).replace(/</g, '\\u003c')})</script>`,
  )
  .join('')
const keptPage = page.replace('<script>(self.__next_f=self.__next_f||[]).push([0])</script>', pushes + '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":[]})</script>')

type Observer = (list: { getEntriesByName: (name: string) => unknown[] }) => void
type Answer = { ok: boolean; status: number; json: () => Promise<unknown> }

/**
 * Runs the page's loader against a stand-in for the browser: `load()` fires the load event, `paint()`
 * reports the first contentful paint, `flush()` runs the frames and the timers due now, `advance(ms)`
 * lets time pass. `paintTiming: false` is a browser without paint timing.
 */
function runLoader(html: string, readyState: 'loading' | 'complete', { paintTiming = true, fetch = (url: string): Promise<Answer> => Promise.reject(new Error(`offline: ${url}`)) } = {}) {
  const code = /<script>(\(function\(s,f,r\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  expect(code).toBeDefined()
  const added: string[] = []
  const preloaded: string[] = []
  const fetched: string[] = []
  const self: { __next_f?: unknown[] } & Record<string, unknown> = {}
  const storage = new Map<string, string>()
  let reloads = 0
  const listeners: Record<string, () => void> = {}
  let now = 0
  let queue: { at: number; run: () => void }[] = []
  const observers: Observer[] = []
  type Element = { src?: string; async?: boolean; rel?: string; as?: string; href?: string }
  const document = {
    readyState,
    createElement: (): Element => ({}),
    head: {
      appendChild: (el: Element) => {
        if (el.rel === 'preload') preloaded.push(`${el.href} as ${el.as}`)
        // A script sees the payload as it is when the script is added (the runtime chunk runs the page's entry).
        else {
          const deferred = self[DEFERRED_FLIGHT] as unknown[] | undefined
          added.push(`${el.src}${el.async ? ' async' : ''}${deferred ? ` after ${deferred.length} parts` : ''}`)
        }
      },
    },
  }
  class PerformanceObserver {
    constructor(private readonly callback: Observer) {
      if (!paintTiming) throw new TypeError('PerformanceObserver is not defined')
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      observers.push(this.callback)
    }
  }
  const sessionStorage = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) }
  const location = { reload: () => reloads++ }
  const run = new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', 'fetch', 'self', 'sessionStorage', 'location', code!)
  run(
    document,
    (type: string, listener: () => void) => (listeners[type] = listener),
    (cb: () => void) => queue.push({ at: now, run: cb }),
    (cb: () => void, ms = 0) => queue.push({ at: now + ms, run: cb }),
    PerformanceObserver,
    (url: string, init: { credentials: string }) => {
      expect(init.credentials).toBe('same-origin')
      fetched.push(url)
      return fetch(url)
    },
    self,
    sessionStorage,
    location,
  )
  /** Runs the first task due now; false when there is none. */
  const step = () => {
    const due = queue.find((task) => task.at <= now)
    if (!due) return false
    queue = queue.filter((task) => task !== due)
    due.run()
    return true
  }
  const flush = () => {
    while (step()) {
      // each task in turn
    }
  }
  return {
    added,
    preloaded,
    fetched,
    self,
    storage,
    reloads: () => reloads,
    load: () => listeners.load?.(),
    step,
    hasLoadListener: () => typeof listeners.load === 'function',
    paint: () => observers.forEach((callback) => callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })),
    flush,
    advance: (ms: number) => {
      now += ms
      flush()
    },
  }
}

describe('scriptsAfterLoad', () => {
  it('takes Next.js’ chunk tags and their preload out of the page', () => {
    const html = scriptsAfterLoad(Buffer.from(page)).toString()
    for (const src of chunks) expect(html).not.toContain(`<script src="${src}"`)
    expect(html).not.toContain('rel="preload" as="script"')
    // Everything else is as it was: the stylesheet, the polyfills for old browsers, React's payload.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/0a.css" data-precedence="next"/>')
    expect(html).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>')
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
    // The loader is in the head, where the first tag was.
    expect(html.indexOf('<script>(function(s)')).toBeLessThan(html.indexOf('</head>'))
  })

  it('adds the same scripts, in the same order, once the page has loaded and painted, after a frame', () => {
    const html = scriptsAfterLoad(Buffer.from(page)).toString()
    const browser = runLoader(html, 'loading')
    browser.flush()
    browser.paint()
    browser.flush()
    expect(browser.added).toEqual([]) // painted, not loaded
    browser.load()
    expect(browser.added).toEqual([]) // not in the load event itself: after the next frame
    browser.flush()
    expect(browser.added).toEqual(chunks.map((src) => `${src} async`))
  })

  it('adds the scripts a few per task, so that no task of the loader is long', () => {
    const many = Array.from({ length: 10 }, (_, i) => `/_next/static/chunks/${i}.js`)
    const html = scriptsAfterLoad(Buffer.from(page.replace(chunks.map((src) => `<script src="${src}" async=""></script>`).join(''), many.map((src) => `<script src="${src}" async=""></script>`).join('')))).toString()
    const browser = runLoader(html, 'complete')
    browser.paint()
    const perTask: number[] = []
    while (browser.step()) perTask.push(browser.added.length - perTask.reduce((a, b) => a + b, 0))
    expect(browser.added).toEqual(many.map((src) => `${src} async`))
    expect(Math.max(...perTask)).toBeLessThanOrEqual(2)
  })

  it('waits for the first paint when the load event comes before it', () => {
    const browser = runLoader(scriptsAfterLoad(Buffer.from(page)).toString(), 'loading')
    browser.load()
    browser.flush()
    browser.advance(900)
    expect(browser.added).toEqual([])
    browser.paint()
    browser.flush()
    expect(browser.added).toEqual(chunks.map((src) => `${src} async`))
    browser.paint() // later paint entries add nothing more
    browser.flush()
    expect(browser.added).toHaveLength(chunks.length)
  })

  it('adds them after a frame when the page has already loaded and painted', () => {
    const browser = runLoader(scriptsAfterLoad(Buffer.from(page)).toString(), 'complete')
    expect(browser.hasLoadListener()).toBe(false)
    browser.paint()
    browser.flush()
    expect(browser.added).toEqual(chunks.map((src) => `${src} async`))
  })

  it('adds them a second after load to a page that does not paint (nothing on it to draw)', () => {
    const browser = runLoader(scriptsAfterLoad(Buffer.from(page)).toString(), 'loading')
    browser.load()
    browser.advance(999)
    expect(browser.added).toEqual([])
    browser.advance(1)
    expect(browser.added).toEqual(chunks.map((src) => `${src} async`))
  })

  it('leaves the shell of a failed render as it is: it has nothing to paint before its scripts', () => {
    const shell = Buffer.from(page.replace('<html lang="cs">', '<html id="__next_error__">'))
    expect(scriptsAfterLoad(shell)).toBe(shell)
  })

  it('counts the page as painted at load in a browser without paint timing', () => {
    const browser = runLoader(scriptsAfterLoad(Buffer.from(page)).toString(), 'loading', { paintTiming: false })
    browser.flush()
    expect(browser.added).toEqual([])
    browser.load()
    browser.flush()
    expect(browser.added).toEqual(chunks.map((src) => `${src} async`))
  })

  it('leaves a page without Next.js’ chunks as it is', () => {
    const plain = Buffer.from('<!doctype html><html><head><script src="/other.js" async=""></script></head><body></body></html>')
    expect(scriptsAfterLoad(plain)).toBe(plain)
  })

  it('leaves the payload inline on a page the cache does not keep', () => {
    const html = scriptsAfterLoad(Buffer.from(keptPage)).toString()
    expect(html).toContain(pushes)
  })
})

describe('React payload beside the page (splitFlight)', () => {
  const runtime = '/_next/static/chunks/turbopack-077hmtqrhcoji.js'
  const others = chunks.filter((src) => src !== runtime)
  const split = splitFlight(Buffer.from(keptPage))!
  const url = flightUrl(split.key)
  const html = scriptsAfterLoad(split.html, { flight: url }).toString()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  const answer = (status: number, body?: unknown): Promise<Answer> => Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) })

  it('takes every payload script out of the page, in order, and leaves everything else', () => {
    expect(JSON.parse(split.flight.toString())).toEqual(payload)
    expect(split.html.toString()).toBe(keptPage.replace(pushes, ''))
    expect(split.html.toString()).toContain('<script id="_R_">')
    expect(split.key).toMatch(/^[\w-]{22}$/)
    // Named by its content: the same page has the same key, another page another one.
    expect(splitFlight(Buffer.from(keptPage))!.key).toBe(split.key)
    expect(splitFlight(Buffer.from(keptPage.replace('clenstvi', 'kontakt')))!.key).not.toBe(split.key)
    expect(url).toBe(`${FLIGHT_PATH}${split.key}`)
  })

  it('finds nothing to take out of a page without a payload or the shell of a failed render', () => {
    expect(splitFlight(Buffer.from('<!doctype html><html><body><p>x</p></body></html>'))).toBeNull()
    expect(splitFlight(Buffer.from(keptPage.replace('<html lang="cs">', '<html id="__next_error__">')))).toBeNull()
  })

  it('leaves the payload for the app’s start before the runtime chunk is added; the other chunks load meanwhile', async () => {
    expect(hasRuntimeChunk(Buffer.from(keptPage))).toBe(true)
    const browser = runLoader(html, 'complete', { fetch: () => answer(200, payload) })
    browser.paint()
    browser.flush()
    expect(browser.fetched).toEqual([url])
    expect(browser.preloaded).toEqual([`${runtime} as script`])
    expect(browser.added).toEqual(others.map((src) => `${src} async`))
    await settle()
    // src/instrumentation-client.ts hands it to Next.js once the app's modules have been evaluated.
    expect(browser.self[DEFERRED_FLIGHT]).toEqual(payload)
    expect(browser.self.__next_f).toBeUndefined()
    expect(browser.added).toEqual([...others.map((src) => `${src} async`), `${runtime} async after ${payload.length} parts`])
  })

  it('starts at most two requests per task: the payload, the runtime’s preload and the scripts each in turn', () => {
    const browser = runLoader(html, 'complete', { fetch: () => new Promise<Answer>(() => undefined) })
    browser.paint()
    const started = () => browser.fetched.length + browser.preloaded.length + browser.added.length
    let before = 0
    const perTask: number[] = []
    while (browser.step()) {
      perTask.push(started() - before)
      before = started()
    }
    expect(started()).toBe(1 + 1 + others.length)
    expect(Math.max(...perTask)).toBeLessThanOrEqual(2)
  })

  it('does not fetch the payload before the page has loaded and painted', () => {
    const browser = runLoader(html, 'loading', { fetch: () => answer(200, payload) })
    browser.paint()
    browser.flush()
    expect(browser.fetched).toEqual([])
    browser.load()
    browser.flush()
    expect(browser.fetched).toEqual([url])
  })

  it('loads the page again, once, when the server no longer has its payload (409)', async () => {
    const browser = runLoader(html, 'complete', { fetch: () => answer(409) })
    browser.paint()
    browser.flush()
    await settle()
    expect(browser.reloads()).toBe(1)
    expect(browser.added.some((line) => line.startsWith(runtime))).toBe(false)
    // The page loaded again still gets 409: it stays as it is, without its scripts, and is not loaded a third time.
    const again = runLoader(html, 'complete', { fetch: () => answer(409) })
    for (const [k, v] of browser.storage) again.storage.set(k, v)
    again.paint()
    again.flush()
    await settle()
    expect(again.reloads()).toBe(0)
  })

  it('never hydrates without the payload: offline or a server error leave the page as it works without JavaScript', async () => {
    for (const fetch of [undefined, () => answer(503)]) {
      const browser = runLoader(html, 'complete', fetch ? { fetch } : {})
      browser.paint()
      browser.flush()
      await settle()
      expect(browser.added.some((line) => line.startsWith(runtime))).toBe(false)
      expect(browser.self.__next_f).toBeUndefined()
      expect(browser.self[DEFERRED_FLIGHT]).toBeUndefined()
      expect(browser.reloads()).toBe(0)
    }
  })

  it('refuses to move the payload of a page that has no runtime chunk to hold back', () => {
    const noRuntime = keptPage.replace(`<script src="${runtime}" async=""></script>`, '')
    expect(hasRuntimeChunk(Buffer.from(noRuntime))).toBe(false)
    expect(() => scriptsAfterLoad(Buffer.from(noRuntime), { flight: url })).toThrow(/runtime chunk/)
  })
})
