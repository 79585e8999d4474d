import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { answerStatus, recordFailure, recordRenderError, recordTags, servePublicly } from '../../src/lib/render'
import { inlineScriptHashes, keptPolicy, PageCache, PUBLIC_CACHE_CONTROL } from '../../src/server/pageCache.mjs'

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
    // A page posted without JavaScript: rendered through the cache, never kept (src/server/server.mjs).
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
    // The first visitor's copy was streamed before its ETag was known.
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(second.headers.get('x-page-cache')).toBe('hit')
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

  it("keeps a page that set only the locale cookie without it, and adds the page's locale cookie to each hit whose request lacks it", async () => {
    const locale = (value: string) => `i18n_redirected=${value}; Max-Age=31536000; Path=/; SameSite=Lax`
    // What the proxy adds to the first visitor's answer (src/lib/http/localeCookie.mjs).
    pages.set('/en/about', publicPage('about', ['pages'], { 'set-cookie': locale('en') }))
    const first = await get('/en/about')
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(first.headers.get('set-cookie')).toBe(locale('en'))
    const newcomer = await get('/en/about')
    expect(newcomer.headers.get('x-page-cache')).toBe('hit')
    expect(newcomer.headers.get('set-cookie')).toBe(locale('en'))
    const czech = await get('/en/about', { cookie: 'consent=1; i18n_redirected=cs' })
    expect(czech.headers.get('set-cookie')).toBe(locale('en'))
    const returning = await get('/en/about', { cookie: 'i18n_redirected=en' })
    expect(returning.headers.get('x-page-cache')).toBe('hit')
    expect(returning.headers.get('set-cookie')).toBeNull()
    expect(await returning.text()).toBe('about')
    expect(renders).toBe(1)
    // A Czech page stores Czech, also on a 304.
    pages.set('/o-nas', publicPage('o nás'))
    await get('/o-nas')
    const etag = (await get('/o-nas')).headers.get('etag')!
    const revalidated = await raw('/o-nas', { 'if-none-match': etag, cookie: 'i18n_redirected=en' })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers['set-cookie']).toEqual([locale('cs')])
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
    await get('/akce', { cookie: 'hub1909_preview=1' })
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

  it('answers a render that met any other error before its headers with 500 and no-store, and keeps nothing', async () => {
    pages.set('/o-nas', (req, res) => {
      recordTags(['pages'])
      // An error boundary's page, drawn after Next.js reported the error.
      recordRenderError(new Error('a component failed'))
      res.writeHead(200, { 'cache-control': 's-maxage=60' })
      res.end('<html>…the error boundary…</html>')
    })
    const first = await get('/o-nas')
    expect(first.status).toBe(500)
    expect(first.headers.get('cache-control')).toBe('no-store')
    await get('/o-nas')
    expect(renders).toBe(2)
  })

  it('streams a page to its first visitor as it is written, and keeps nothing when an error came after the headers', async () => {
    let release = () => undefined as void
    const held = new Promise<void>((resolve) => (release = resolve))
    pages.set('/akce', async (req, res) => {
      recordTags(['events'])
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60' })
      res.write('<html><body><p>the shell</p>')
      await held
      // A component inside a Suspense boundary throws after the stream began (Next.js reports it).
      recordRenderError(new Error('a component failed'))
      res.end('<p>the error boundary</p></body></html>')
    })
    const answer = await new Promise<{ first: string; rest: Promise<string>; status: number }>((resolve, reject) => {
      http
        .get(base + '/akce', (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.once('data', (chunk: string) => {
            text += chunk
            resolve({ first: chunk, status: res.statusCode ?? 0, rest: new Promise((done) => res.on('data', (c: string) => (text += c)).on('end', () => done(text))) })
          })
        })
        .on('error', reject)
    })
    // The shell has arrived while the render still waits.
    expect(answer.first).toContain('the shell')
    expect(answer.status).toBe(200)
    release()
    expect(await answer.rest).toContain('the error boundary')
    await get('/akce')
    expect(renders).toBe(2)
  })

  it('keeps the page Next.js compressed as the page itself', async () => {
    pages.set('/gzip', (req, res) => {
      servePublicly()
      const body = zlib.gzipSync(czechPage)
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': String(body.length) })
      res.end(body)
    })
    await raw('/gzip', { 'accept-encoding': 'gzip' })
    const identity = await raw('/gzip', { 'accept-encoding': 'identity' })
    expect(identity.headers['x-page-cache']).toBe('hit')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(czechPage)
    expect(renders).toBe(1)
  })

  it("serves a kept page with the hashes of its inline scripts in its policy instead of the nonce it was rendered with", async () => {
    const script = 'self.__next_f.push([1,"Příliš žluťoučký kůň"])'
    const html = `<!doctype html><html><head><script src="/_next/static/chunks/a.js" nonce="abc"></script></head><body><script nonce="abc">${script}</script></body></html>`
    const policy = "default-src 'self'; script-src 'self' 'nonce-abc' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'"
    pages.set('/kontakt', (req, res) => {
      servePublicly()
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy })
      res.end(html)
    })
    const first = await get('/kontakt')
    expect(first.headers.get('content-security-policy')).toBe(policy)
    const kept = await get('/kontakt')
    expect(kept.headers.get('x-page-cache')).toBe('hit')
    const hash = `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`
    expect(kept.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${hash} https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'`)
    expect(await kept.text()).toBe(html)
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

describe('the policy of a kept page', () => {
  const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

  it('hashes exactly the text of each inline script (as browsers do), once each, and skips scripts with a src', () => {
    const push = 'self.__next_f.push([1,"Příliš žluťoučký kůň"])'
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>
      <script>${push}</script><script>${push}</script>
      <SCRIPT type="application/ld+json">{"@type":"Event"}</SCRIPT>
      <script id="x">\n$RC("B:0","S:0")\n</script ></body></html>`
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha(push), sha('{"@type":"Event"}'), sha('\n$RC("B:0","S:0")\n')])
  })

  it('replaces the nonce with the hashes, and with nothing when the page has no inline script', () => {
    expect(keptPolicy("script-src 'self' 'nonce-a+b/c=' https://x.example; object-src 'none'", '<script>x</script>')).toBe(`script-src 'self' ${sha('x')} https://x.example; object-src 'none'`)
    expect(keptPolicy("script-src 'self' 'nonce-abc'; object-src 'none'", '<p>no script</p>')).toBe("script-src 'self'; object-src 'none'")
  })
})
