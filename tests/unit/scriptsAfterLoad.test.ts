import { describe, expect, it } from 'vitest'

import { scriptsAfterLoad } from '../../scripts/scriptsAfterLoad.mjs'

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

type Observer = (list: { getEntriesByName: (name: string) => unknown[] }) => void

/**
 * Runs the page's loader against a stand-in for the browser: `load()` fires the load event, `paint()`
 * reports the first contentful paint, `flush()` runs the frames and the timers due now, `advance(ms)`
 * lets time pass. `paintTiming: false` is a browser without paint timing.
 */
function runLoader(html: string, readyState: 'loading' | 'complete', { paintTiming = true } = {}) {
  const code = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  expect(code).toBeDefined()
  const added: string[] = []
  const listeners: Record<string, () => void> = {}
  let now = 0
  let queue: { at: number; run: () => void }[] = []
  const observers: Observer[] = []
  const document = {
    readyState,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (el: { src: string; async: boolean }) => added.push(`${el.src}${el.async ? ' async' : ''}`) },
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
  const run = new Function('document', 'addEventListener', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', code!)
  run(
    document,
    (type: string, listener: () => void) => (listeners[type] = listener),
    (cb: () => void) => queue.push({ at: now, run: cb }),
    (cb: () => void, ms = 0) => queue.push({ at: now + ms, run: cb }),
    PerformanceObserver,
  )
  const flush = () => {
    for (;;) {
      const due = queue.find((task) => task.at <= now)
      if (!due) return
      queue = queue.filter((task) => task !== due)
      due.run()
    }
  }
  return {
    added,
    load: () => listeners.load?.(),
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
})
