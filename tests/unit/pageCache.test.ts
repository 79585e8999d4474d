import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { answerStatus, recordFailure, recordRenderError, recordTags, servePublicly } from '../../src/lib/render'
import { PageCache, PUBLIC_CACHE_CONTROL } from '../../scripts/pageCache.mjs'
import { FLIGHT_PATH } from '../../scripts/scriptsAfterLoad.mjs'

type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>

/** What "Next.js" does for each path in these tests; counts its renders. */
const pages = new Map<string, Handle>()
let renders = 0
let cache: InstanceType<typeof PageCache>
let server: http.Server
let base = ''

const czechPage = '<!doctype html><html lang="cs"><body>' + 'Příliš žluťoučký kůň úpěl ďábelské ódy. '.repeat(100) + '</body></html>'

const publicPage =
  (body: string, tags: string[] = [], extra: Record<string, string> = {}): Handle =>
  (req, res) => {
    recordTags(tags)
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000', ...extra })
    res.end(body)
  }

beforeAll(async () => {
  cache = new PageCache({}).install()
  const handle: Handle = async (req, res) => {
    renders++
    const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname)
    if (page) return page(req, res)
    res.writeHead(404, { 'cache-control': 'private, no-store' })
    res.end('not found')
  }
  server = http.createServer((req, res) => {
    // A page's React payload (scripts/server.mjs).
    if (req.url?.startsWith(FLIGHT_PATH)) return void cache.answerFlight(req, res)
    // A page posted without JavaScript: rendered through the cache, never kept (scripts/server.mjs).
    if (req.method === 'POST' && !req.url?.startsWith('/api/')) return void cache.render(req, res, handle, { keep: false })
    if (!cache.candidate(req)) return void handle(req, res)
    const hit = cache.lookup(req)
    if (hit) return cache.serve(req, res, hit)
    void cache.render(req, res, handle)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  cache.clear()
  pages.clear()
  renders = 0
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers })

/** The raw bytes and headers, without fetch's decompression. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('the page cache in front of Next.js', () => {
  it('renders a public page once and serves the same bytes to everyone after, with an ETag and a 304', async () => {
    pages.set('/prostor', publicPage(czechPage, ['spaces']))
    const first = await get('/prostor')
    expect(first.status).toBe(200)
    expect(await first.text()).toBe(czechPage)
    const second = await get('/prostor')
    expect(await second.text()).toBe(czechPage)
    expect(renders).toBe(1)
    expect(second.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)
    const etag = second.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers.get('etag')).toBe(etag)
    const notModified = await get('/prostor', { 'if-none-match': etag ?? '' })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
    expect(renders).toBe(1)
  })

  it('keeps compressed variants made once and serves the encoding the client accepts', async () => {
    pages.set('/', publicPage(czechPage, ['home']))
    await get('/')
    // The variants are made in the background after the first answer.
    await new Promise((resolve) => setTimeout(resolve, 100))
    const br = await raw('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(czechPage)
    const gzip = await raw('/', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(czechPage)
    const identity = await raw('/', { 'accept-encoding': 'identity' })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(czechPage)
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(czechPage))
    expect(br.headers.vary).toContain('accept-encoding')
    expect(renders).toBe(1)
  })

  it('stores nothing personal, failed or refused', async () => {
    pages.set('/private', (req, res) => {
      res.writeHead(200, { 'cache-control': 'private, no-store' })
      res.end('yours')
    })
    pages.set('/cookie', publicPage('with a cookie', [], { 'set-cookie': 'a=b' }))
    pages.set('/gone', (req, res) => {
      res.writeHead(404, { 'cache-control': 's-maxage=60' })
      res.end('gone')
    })
    const storedBefore = cache.stats.stored
    for (const path of ['/private', '/cookie', '/gone', '/nowhere']) {
      await get(path)
      await get(path)
    }
    expect(renders).toBe(8)
    expect(cache.stats.stored).toBe(storedBefore)
  })

  it('answers a handler that waits for the response to finish (how Next.js serves files)', async () => {
    pages.set('/soubor', (req, res) =>
      new Promise<void>((resolve) => {
        res.writeHead(200, { 'content-type': 'text/plain' })
        res.end('file')
        res.on('finish', () => resolve())
      }),
    )
    const answer = await get('/soubor', {})
    expect(await answer.text()).toBe('file')
  })

  it('answers 500 when the handler throws before answering, and keeps nothing', async () => {
    pages.set('/chyba', () => {
      throw new Error('boom')
    })
    const failing = http.createServer((req, res) => {
      cache.render(req, res, async () => pages.get('/chyba')?.(req, res)).catch(() => {
        res.writeHead(500)
        res.end('failed')
      })
    })
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
    const answer = await fetch(`http://127.0.0.1:${(failing.address() as AddressInfo).port}/chyba`)
    expect(answer.status).toBe(500)
    expect(await answer.text()).toBe('failed')
    await new Promise<void>((resolve) => failing.close(() => resolve()))
  })

  it('lets staff, the API, the CMS and posts pass by', async () => {
    pages.set('/akce', publicPage('events', ['events']))
    pages.set('/api/events', publicPage('api', ['events']))
    pages.set('/admin', publicPage('admin'))
    await get('/akce')
    await get('/akce', { cookie: 'payload-token=abc' })
    await get('/akce', { cookie: '__prerender_bypass=1' })
    await fetch(base + '/akce', { method: 'POST', body: 'x' })
    await get('/api/events')
    await get('/api/events')
    await get('/admin')
    await get('/admin')
    expect(renders).toBe(8)
  })

  it('leaves the bare root to Next.js for a returning English visitor, but serves it to one who chose Czech on the site', async () => {
    pages.set('/', publicPage(czechPage, ['pages']))
    await get('/')
    expect(renders).toBe(1)
    // Opened from the address bar or a bookmark with the English cookie: the proxy's redirect to /en.
    await get('/', { cookie: 'i18n_redirected=en', 'sec-fetch-site': 'none' })
    await get('/', { cookie: 'i18n_redirected=en' })
    expect(renders).toBe(3)
    // The language switch, followed before the browser stored its new cookie: the Czech home page.
    const chosen = await get('/', { cookie: 'i18n_redirected=en', 'sec-fetch-site': 'same-origin' })
    expect(chosen.headers.get('x-page-cache')).toBe('hit')
    expect(await chosen.text()).toBe(czechPage)
    expect(renders).toBe(3)
  })

  it('answers a render during which a read failed with 503, Retry-After and no-store, and keeps nothing', async () => {
    let databaseUp = false
    pages.set('/akce', (req, res) => {
      recordTags(['events'])
      if (!databaseUp) recordFailure(new Error('connect ECONNREFUSED'))
      // What an error boundary or an empty list would answer: 200 with a page.
      res.writeHead(200, { 'cache-control': 's-maxage=60' })
      res.end(databaseUp ? 'the events' : 'no events')
    })
    const down = await get('/akce')
    expect(down.status).toBe(503)
    expect(down.headers.get('cache-control')).toBe('no-store')
    expect(down.headers.get('retry-after')).toMatch(/^\d+$/)
    databaseUp = true
    const up = await get('/akce')
    expect(up.status).toBe(200)
    expect(await up.text()).toBe('the events')
    expect(renders).toBe(2)
  })

  it('answers a render that met any other error with 500 and no-store, even when it had begun with 200, and keeps nothing', async () => {
    pages.set('/o-nas', (req, res) => {
      recordTags(['pages'])
      res.writeHead(200, { 'cache-control': 's-maxage=60' })
      // A component inside a Suspense boundary throws after the stream began (Next.js reports it).
      recordRenderError(new Error('a component failed'))
      res.end('<html>…the error boundary…</html>')
    })
    const first = await get('/o-nas')
    expect(first.status).toBe(500)
    expect(first.headers.get('cache-control')).toBe('no-store')
    await get('/o-nas')
    expect(renders).toBe(2)
  })

  it('answers a form posted without JavaScript with the status its action asked for, and keeps nothing', async () => {
    pages.set('/prostor/hala', (req, res) => {
      recordTags(['spaces'])
      // The enquiry's action refused the post: the page comes back with the errors, as a 400.
      if (req.method === 'POST') answerStatus(400)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60' })
      res.end(req.method === 'POST' ? '<html><body>the form with its errors</body></html>' : '<html><body>the form</body></html>')
    })
    const posted = await fetch(base + '/prostor/hala?form=enquiry-form', { method: 'POST', body: 'x' })
    expect(posted.status).toBe(400)
    expect(await posted.text()).toContain('the form with its errors')
    const page = await get('/prostor/hala')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('the form</body>')
  })

  it('keeps a list that reads the query string when the page says it is public, per query', async () => {
    pages.set('/blog', (req, res) => {
      servePublicly()
      recordTags(['posts'])
      res.writeHead(200, { 'cache-control': 'private, no-cache, no-store' })
      res.end(`articles for ${req.url}`)
    })
    expect(await (await get('/blog?tag=a')).text()).toBe('articles for /blog?tag=a')
    expect(await (await get('/blog?tag=b')).text()).toBe('articles for /blog?tag=b')
    expect(await (await get('/blog?tag=a')).text()).toBe('articles for /blog?tag=a')
    expect(renders).toBe(2)
  })

  it('keeps one answer per value of the headers the page varies on (HTML and the RSC payload)', async () => {
    pages.set('/o-nas', (req, res) => {
      recordTags(['pages'])
      res.writeHead(200, { 'cache-control': 's-maxage=60', vary: 'rsc, next-router-state-tree' })
      res.end(req.headers.rsc ? 'payload' : 'html')
    })
    expect(await (await get('/o-nas')).text()).toBe('html')
    expect(await (await get('/o-nas', { rsc: '1' })).text()).toBe('payload')
    expect(await (await get('/o-nas')).text()).toBe('html')
    expect(await (await get('/o-nas', { rsc: '1' })).text()).toBe('payload')
    expect(renders).toBe(2)
  })

  it('drops the pages that read a changed tag, and those that recorded none, and no others', async () => {
    pages.set('/akce', publicPage('events', ['events']))
    pages.set('/blog', publicPage('articles', ['posts']))
    pages.set('/kontakt', publicPage('contact'))
    for (const path of ['/akce', '/blog', '/kontakt']) await get(path)
    expect(renders).toBe(3)
    cache.invalidate(['events'], cache.seq + 1)
    for (const path of ['/akce', '/blog', '/kontakt']) await get(path)
    // /akce read events; /kontakt recorded nothing, so any write may have changed it.
    expect(renders).toBe(5)
    // An invalidation the cache has seen already changes nothing.
    cache.invalidate(['events'], cache.seq)
    for (const path of ['/akce', '/blog', '/kontakt']) await get(path)
    expect(renders).toBe(5)
  })

  it('does not keep a page whose render overlapped a write to what it read', async () => {
    let version = 1
    pages.set('/akce', async (req, res) => {
      recordTags(['events'])
      const body = `events v${version}`
      // The write commits (and its invalidation arrives) while this render is still running.
      version++
      cache.invalidate(['events'], cache.seq + 1)
      res.writeHead(200, { 'cache-control': 's-maxage=60' })
      res.end(body)
    })
    expect(await (await get('/akce')).text()).toBe('events v1')
    pages.set('/akce', publicPage('events v2', ['events']))
    expect(await (await get('/akce')).text()).toBe('events v2')
    expect(await (await get('/akce')).text()).toBe('events v2')
    expect(renders).toBe(2)
  })

  it('forgets the least recently used pages beyond its size', async () => {
    const { maxBytes, compress } = cache
    Object.assign(cache, { maxBytes: 10_000, compress: false })
    try {
      for (const path of ['/a', '/b', '/c']) pages.set(path, publicPage(path + 'x'.repeat(4_000)))
      await get('/a')
      await get('/b')
      await get('/a') // /a is used again: /b is now the oldest
      await get('/c')
      expect(renders).toBe(3)
      expect(cache.bytes).toBeLessThanOrEqual(10_000)
      await get('/a')
      await get('/c')
      expect(renders).toBe(3)
      await get('/b')
      expect(renders).toBe(4)
    } finally {
      Object.assign(cache, { maxBytes, compress })
    }
  })
})

/** A page as Next.js renders it: its chunks, the runtime among them, and its React payload inline. */
function nextPage(text: string): string {
  const chunks = ['/_next/static/chunks/turbopack-0a.js', '/_next/static/chunks/1b.js']
  const parts = [`<script>(self.__next_f=self.__next_f||[]).push([0])</script>`, `<script>self.__next_f.push(${JSON.stringify([1, `0:["$","p",null,{"children":"${text}"}]\n`])})</script>`]
  return `<!doctype html><html lang="cs"><head>${chunks.map((src) => `<script src="${src}" async=""></script>`).join('')}</head><body><p>${text}</p>${parts.join('')}</body></html>`
}

const flightOf = (html: string) => /"(\/__flight\/[\w-]{22})"/.exec(html)?.[1]

describe('React payloads beside the pages the cache keeps', () => {
  it('serves a kept page without its payload, and the payload at the address its loader names, immutable', async () => {
    pages.set('/clenstvi', publicPage(nextPage('Členství'), ['pages']))
    const html = await (await get('/clenstvi')).text()
    expect(html).not.toContain('self.__next_f.push(')
    expect(html).not.toContain('"$","p"')
    const url = flightOf(html)
    expect(url).toBeDefined()
    const flight = await get(url!)
    expect(flight.status).toBe(200)
    expect(flight.headers.get('content-type')).toBe('application/json')
    expect(flight.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const parts = (await flight.json()) as unknown[][]
    expect(parts[0]).toEqual([0])
    expect(parts[1][1]).toContain('Členství')
    expect((await get(url!, { 'if-none-match': flight.headers.get('etag') ?? '' })).status).toBe(304)
    // The policy lists the page's inline scripts, the loader among them, and not the payload's.
    const policy = (await get('/clenstvi')).headers.get('content-security-policy') ?? ''
    expect(policy.match(/'sha256-/g)).toHaveLength(1)
    expect(renders).toBe(1)
  })

  it('keeps the payload of a page that is not kept inline (personal pages, posts without JavaScript)', async () => {
    pages.set('/registration-confirm', (req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' })
      res.end(nextPage('Potvrzeno'))
    })
    const html = await (await get('/registration-confirm')).text()
    expect(html).toContain('self.__next_f.push(')
    expect(flightOf(html)).toBeUndefined()
  })

  it('still has the payload of a page that an edit has since dropped (a browser may hold the old page)', async () => {
    pages.set('/akce', publicPage(nextPage('Akce v1'), ['events']))
    const url = flightOf(await (await get('/akce')).text())!
    cache.invalidate(['events'], cache.seq + 1)
    pages.set('/akce', publicPage(nextPage('Akce v2'), ['events']))
    const flight = await get(url)
    expect(flight.status).toBe(200)
    expect(JSON.stringify(await flight.json())).toContain('Akce v1')
  })

  it('saves each payload in the store the instances share before the page goes out, and serves one it lacks from there', async () => {
    const stored = new Map<string, string>()
    const saved: string[] = []
    const store = {
      async save(key: string, body: string) {
        saved.push(key)
        stored.set(key, body)
      },
      async load(key: string) {
        return stored.get(key) ?? null
      },
    }
    cache.flights.clear()
    cache.flightBytes = 0
    // A payload kept before the store came (the app starts after the first requests) is saved then.
    pages.set('/o-nas', publicPage(nextPage('O nás'), ['pages']))
    const early = flightOf(await (await get('/o-nas')).text())!
    cache.useFlightStore(store)
    try {
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(saved).toEqual([early.slice(FLIGHT_PATH.length)])
      pages.set('/kontakt', publicPage(nextPage('Kontakt'), ['pages']))
      const url = flightOf(await (await get('/kontakt')).text())!
      expect(saved).toEqual([early, url].map((u) => u.slice(FLIGHT_PATH.length)))
      // Another instance (here: this cache emptied) has only the store.
      cache.clear()
      cache.flights.clear()
      cache.flightBytes = 0
      const again = await get(url)
      expect(again.status).toBe(200)
      expect(JSON.stringify(await again.json())).toContain('Kontakt')
      expect(renders).toBe(2)
      // A page served from the cache marks its payload in use at most every ten minutes.
      await get('/kontakt')
      await get('/kontakt')
      expect(saved).toHaveLength(3)
      const flight = cache.flight(url.slice(FLIGHT_PATH.length))!
      flight.savedAt -= 11 * 60 * 1000
      await get('/kontakt')
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(saved).toHaveLength(4)
      // A payload neither has: the page that named it is gone, and its loader loads it again.
      stored.clear()
      cache.flights.clear()
      cache.flightBytes = 0
      const gone = await get(url)
      expect(gone.status).toBe(409)
      expect(gone.headers.get('cache-control')).toBe('no-store')
    } finally {
      cache.flightStore = null
    }
  })

  it('answers 409 for a payload it does not have and no store to ask, without rendering anything', async () => {
    pages.set('/kontakt', publicPage(nextPage('Kontakt'), ['pages']))
    const url = flightOf(await (await get('/kontakt')).text())!
    cache.clear()
    cache.flights.clear()
    cache.flightBytes = 0
    const response = await get(url)
    expect(response.status).toBe(409)
    expect(renders).toBe(1)
  })

  it('answers 404 to a request that names no payload', async () => {
    const key = 'a'.repeat(22)
    for (const url of [`${FLIGHT_PATH}short`, `${FLIGHT_PATH}${key}x`, `${FLIGHT_PATH}${key}?p=%2F`, `${FLIGHT_PATH}${key}/`]) {
      const response = await get(url)
      expect(response.status, url).toBe(404)
    }
    expect(renders).toBe(0)
  })

  it('forgets the least recently used payloads beyond its share of the size', async () => {
    const { maxFlightBytes, compress } = cache
    Object.assign(cache, { maxFlightBytes: 10_000, compress: false })
    try {
      for (const path of ['/a', '/b', '/c']) pages.set(path, publicPage(nextPage(path + 'x'.repeat(4_000))))
      for (const path of ['/a', '/b', '/c']) await get(path)
      expect(cache.flightBytes).toBeLessThanOrEqual(10_000)
      expect(cache.flights.size).toBe(2)
    } finally {
      Object.assign(cache, { maxFlightBytes, compress })
    }
  })
})
