// The site's page cache, in front of Next.js (used by scripts/server.mjs).
//
// A page is rendered by Next.js once, stored here as bytes (identity, and gzip and brotli made once
// in the background) with an ETag computed once, and served to everyone after that without entering
// Next.js: no routing, no proxy, no decoding or re-encoding of the page, no compression per request.
//
// What is stored: GET responses for site pages (and their RSC payloads for client navigation) that
// Next.js or the page itself declares public (`Cache-Control` with `s-maxage`, or `publicPage`
// from src/lib/render.ts), with status 200, no `Set-Cookie`, and no read that failed while rendering.
// Staff (a CMS session or a draft preview) and everything under /api, /admin and /_next pass by.
//
// When it expires: each render records the cache tags of what it read (src/lib/content/cache.ts, through
// the AsyncLocalStorage below) and the invalidation sequence number it started at. Every write that
// changes what visitors see appends its tags to the database's invalidation log (from any process:
// the CMS, the seed, a worker, another instance); each server reads the log several times a second
// (src/lib/cache/invalidations.ts) and calls `invalidate()`, which drops every page that read one of
// those tags before the write. A render that read something a write changed while it ran is not
// stored. A page whose render recorded no tag is dropped by any write.
import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import zlib from 'node:zlib'

import { FLIGHT_PATH, flightUrl, hasRuntimeChunk, scriptsAfterLoad, splitFlight } from './scriptsAfterLoad.mjs'
import { inlineScriptHashes, pagePolicy } from './securityHeaders.mjs'

/** Shared with the app (src/lib/render.ts): the render of the current request, if it may be cached. */
export const RENDER_STORE_KEY = Symbol.for('hub1909.render')
/** Shared with the app (src/lib/cache/processPageCache.ts): this process's page cache. */
export const PAGE_CACHE_KEY = Symbol.for('hub1909.pageCache')

/** What a CDN or a browser may do with a page served from the cache. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
/** A page's React payload is named by its hash: whoever has it may keep it. */
const FLIGHT_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** `/__flight/<key>` (scripts/scriptsAfterLoad.mjs, flightUrl). */
const FLIGHT_URL = new RegExp(`^${FLIGHT_PATH}([\\w-]{22})$`)
/** A page served from the cache marks its payload as in use in the shared store at most this often. */
const FLIGHT_TOUCH_MS = 10 * 60 * 1000
/** How long a page just rendered waits for its payload to be saved in the shared store, at most. */
const FLIGHT_SAVE_WAIT_MS = 2000
/** How long the database was unreachable is unknown: ask clients to come back soon. */
const RETRY_AFTER_SEC = 5

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-nextjs-cache', 'etag', 'cache-control', 'vary'])
const STAFF_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|payload-token)=/
const NOT_PAGES = /^\/(?:api|admin|_next|graphql|__nextjs)(?:\/|$|\?)/

/** Request headers that are part of the cache key when Next.js says the response varies on them. */
const keyPart = (value) => (value && value.length > 64 ? crypto.createHash('sha1').update(value).digest('base64url') : value ?? '')

export class PageCache {
  /**
   * @param {{ maxBytes?: number, compress?: boolean, passBy?: string[], log?: (message: string) => void }} [options]
   *   passBy: path prefixes that are never pages (the files of public/, served by Next.js as files)
   */
  constructor({ maxBytes = 256 * 1024 * 1024, compress = true, passBy = [], log = () => undefined } = {}) {
    this.maxBytes = maxBytes
    this.passBy = passBy
    this.compress = compress
    this.log = log
    /** url → { vary: string[], variants: Map<string, Entry> } */
    this.urls = new Map()
    /** Entries in least-recently-used order (a Map keeps insertion order). */
    this.lru = new Map()
    this.bytes = 0
    /** The highest invalidation sequence number seen. */
    this.seq = 0
    /** tag → the highest sequence number that invalidated it */
    this.tagSeq = new Map()
    /** The sequence number of the last invalidation of anything. */
    this.anySeq = 0
    this.renders = new AsyncLocalStorage()
    this.stats = { hits: 0, misses: 0, stored: 0, invalidated: 0 }
    /**
     * The React payloads taken out of stored pages (scripts/scriptsAfterLoad.mjs, splitFlight), by
     * key, least recently used first. They outlive their page's entry: a browser (or a CDN) that got
     * the page just before an edit still asks for its payload.
     */
    this.flights = new Map()
    this.flightBytes = 0
    /** The store shared by every instance (useFlightStore), or null. */
    this.flightStore = null
    this.maxFlightBytes = Math.max(1, Math.floor(maxBytes / 8))
  }

  /** Makes this cache the process's cache and its render store the app's (see the keys above). */
  install() {
    globalThis[PAGE_CACHE_KEY] = this
    globalThis[RENDER_STORE_KEY] = this.renders
    return this
  }

  /** Whether a request may be answered from the cache (or its answer stored). */
  candidate(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? ''
    if (!url.startsWith('/') || NOT_PAGES.test(url)) return false
    for (const prefix of this.passBy) if (url.startsWith(prefix)) return false
    if (req.headers.authorization || req.headers['next-action']) return false
    const cookie = req.headers.cookie
    if (cookie && STAFF_COOKIES.test(cookie)) return false
    // The bare root sends a returning English visitor to /en (src/proxy.ts): Next.js answers that;
    // a link followed on the site itself is not sent back (the language switch to Czech).
    if (
      (url === '/' || url.startsWith('/?')) &&
      cookie &&
      /(?:^|;\s*)i18n_redirected=en(?:;|$)/.test(cookie) &&
      req.headers['sec-fetch-site'] !== 'same-origin'
    )
      return false
    return true
  }

  #variantKey(req, vary) {
    return vary.map((name) => keyPart(req.headers[name])).join('\n')
  }

  /** The stored answer to this request, or undefined. */
  lookup(req) {
    const record = this.urls.get(req.url)
    if (!record) return undefined
    const entry = record.variants.get(this.#variantKey(req, record.vary))
    if (!entry) return undefined
    this.lru.delete(entry)
    this.lru.set(entry, true)
    return entry
  }

  /** Answers from a stored entry: 304 when the client has it, else the best encoding it accepts. */
  serve(req, res, entry) {
    this.stats.hits++
    if (entry.flightKey) {
      // The payload goes with its page: kept here as long, and marked in use in the store.
      const flight = this.flight(entry.flightKey)
      if (flight && this.flightStore && Date.now() - flight.savedAt > FLIGHT_TOUCH_MS) void this.#saveFlight(entry.flightKey, flight)
    }
    this.#send(req.method, req.headers, res, entry, 'hit')
  }

  /** `how`: `x-page-cache` tells whether the page came from the cache (hit) or was just rendered (miss). */
  #send(method, requestHeaders, res, entry, how) {
    const headers = { ...entry.headers, etag: entry.etag, 'cache-control': PUBLIC_CACHE_CONTROL, vary: entry.vary, 'x-page-cache': how }
    if (requestHeaders['if-none-match'] === entry.etag) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    sendBytes(method, requestHeaders, res, entry.status, headers, entry)
  }

  /** The payload stored under `key`, or undefined. */
  flight(key) {
    const flight = this.flights.get(key)
    if (!flight) return undefined
    this.flights.delete(key)
    this.flights.set(key, flight)
    return flight
  }

  /**
   * Gives the cache a store its payloads are kept in too, shared by every instance (the database:
   * src/lib/cache/pagePayloads.ts): behind a load balancer a page may come from one instance and its
   * payload be asked of another. The payloads kept so far are saved in it at once.
   * @param {{ save(key: string, body: string): Promise<void>, load(key: string): Promise<string | null> }} store
   */
  useFlightStore(store) {
    this.flightStore = store
    for (const [key, flight] of this.flights) void this.#saveFlight(key, flight)
  }

  /** Saves a payload in the store (when there is one); a failure is logged, never thrown. */
  async #saveFlight(key, flight) {
    if (!this.flightStore) return
    flight.savedAt = Date.now()
    try {
      await this.flightStore.save(key, flight.body.toString('utf8'))
    } catch (error) {
      // Tried again by the page's next hit a minute from now, not by every hit of an outage.
      flight.savedAt = Date.now() - FLIGHT_TOUCH_MS + 60_000
      this.log(`[page-cache] could not save the payload ${key}: ${describe(error)}`)
    }
  }

  /** The payload under `key` from the store, kept here too; undefined when the store has none. */
  async #loadFlight(key) {
    if (!this.flightStore) return undefined
    let body = null
    try {
      body = await this.flightStore.load(key)
    } catch (error) {
      this.log(`[page-cache] could not load the payload ${key}: ${describe(error)}`)
    }
    if (body === null) return undefined
    this.#keepFlight(key, Buffer.from(body, 'utf8'), { saved: true })
    return this.flight(key)
  }

  /**
   * Answers a request for a page's React payload (FLIGHT_PATH, scripts/scriptsAfterLoad.mjs): from
   * this cache, else from the store every instance shares (useFlightStore). A payload that neither
   * has is 409: the page that named it is gone (changed, or older than the store keeps payloads),
   * and its loader loads the page again. An address that names no payload is 404.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async answerFlight(req, res) {
    const refuse = (status) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      res.end(status === 409 ? 'This page has changed: load it again.' : 'Not found')
    }
    const match = FLIGHT_URL.exec(req.url ?? '')
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) return refuse(404)
    const key = match[1]
    const flight = this.flight(key) ?? (await this.#loadFlight(key))
    if (!flight) return refuse(409)
    this.serveFlight(req, res, flight)
  }

  /** Answers with a stored payload (from `flight(key)`). */
  serveFlight(req, res, flight) {
    const headers = { 'content-type': 'application/json', etag: flight.etag, 'cache-control': FLIGHT_CACHE_CONTROL, vary: 'accept-encoding' }
    if (req.headers['if-none-match'] === flight.etag) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    sendBytes(req.method, req.headers, res, 200, headers, flight)
  }

  /** Keeps a payload here (`saved`: the store has it already); returns it. */
  #keepFlight(key, body, { saved = false } = {}) {
    const kept = this.flight(key)
    if (kept) return kept
    const flight = { body, gzip: null, br: null, etag: `"${key}"`, size: body.length, savedAt: saved ? Date.now() : 0 }
    this.flights.set(key, flight)
    this.flightBytes += flight.size
    if (this.compress) {
      this.#compressInto(
        flight,
        () => this.flights.get(key) === flight,
        (added) => {
          this.flightBytes += added
          this.#evictFlights()
        },
      )
    }
    this.#evictFlights()
    return flight
  }

  #evictFlights() {
    for (const [key, flight] of this.flights) {
      if (this.flightBytes <= this.maxFlightBytes) break
      this.flights.delete(key)
      this.flightBytes -= flight.size
    }
  }

  /**
   * Lets `handle` (Next.js) answer the request while the answer is held back, gives an HTML answer
   * its Content-Security-Policy (scripts/securityHeaders.mjs), then stores it when it may be cached
   * (`keep`: a request the cache may answer) and sends it. A render during which a read failed is answered 503 with
   * Retry-After and `no-store`, whatever status the error page had.
   */
  async render(req, res, handle, { keep = true } = {}) {
    if (keep) this.stats.misses++
    const store = { tags: new Set(), failed: null, errored: null, publicPage: false, status: 0, seq: this.seq }
    // Next.js compresses its answer when asked to; the cache wants the page itself.
    const acceptEncoding = req.headers['accept-encoding']
    delete req.headers['accept-encoding']
    const captured = capture(res)
    // Wait for the end of the response, not for `handle`: some of Next.js' answers (static files)
    // resolve only on the response's 'finish', which comes when the held-back answer is sent.
    Promise.resolve()
      .then(() => this.renders.run(store, () => handle(req, res)))
      .catch((error) => captured.fail(error))
    try {
      await captured.done
    } finally {
      req.headers['accept-encoding'] = acceptEncoding
    }
    if (captured.error) {
      captured.take() // the response is the caller's again, to answer the error
      throw captured.error
    }
    const complete = captured.complete
    const answer = captured.take()
    // The connection closed before the page was complete: nothing to send, nothing to keep.
    if (!complete || res.destroyed) return
    const headers = answer.headers
    let status = answer.status
    // A form posted without JavaScript and refused by its action: the page says so with its status
    // (src/lib/render.ts, answerStatus). Never kept: only GET answers are.
    if (store.status && status === 200 && req.method === 'POST') status = store.status
    // An HTML page of the site gets Next.js' scripts after its first paint (scripts/scriptsAfterLoad.mjs),
    // and every HTML page the policy that lets its own inline scripts run and no others.
    const html = String(headers['content-type'] ?? '').startsWith('text/html')
    const admin = /^\/admin(?:[/?]|$)/.test(req.url ?? '')
    const page = answer.body
    /** The page as sent when its payload stays inline. */
    const inline = () => {
      if (!html) return page
      const body = admin ? page : scriptsAfterLoad(page)
      headers['content-security-policy'] = pagePolicy(inlineScriptHashes(body), { admin })
      return body
    }
    if (store.failed) {
      answer.body = inline()
      status = 503
      headers['cache-control'] = 'no-store'
      headers['retry-after'] = String(RETRY_AFTER_SEC)
      this.log(`[page-cache] ${req.url}: a read failed while rendering (${describe(store.failed)}): 503, not stored`)
    } else if (store.errored) {
      answer.body = inline()
      if (status < 400) status = 500
      headers['cache-control'] = 'no-store'
    } else if (keep && req.method === 'GET' && this.#cacheable(status, headers, store)) {
      // A page that is kept has its React payload beside it (scripts/scriptsAfterLoad.mjs).
      const split = html && !admin && hasRuntimeChunk(page) ? splitFlight(page) : null
      let body
      if (split) {
        body = scriptsAfterLoad(split.html, { flight: flightUrl(split.key) })
        headers['content-security-policy'] = pagePolicy(inlineScriptHashes(body), { admin })
      } else {
        body = inline()
      }
      const entry = this.#store(req, status, headers, body, store)
      if (entry) {
        if (split) {
          entry.flightKey = split.key
          // Saved before the page goes out: the payload may be asked of another instance next.
          await withTimeout(this.#saveFlight(split.key, this.#keepFlight(split.key, split.flight)), FLIGHT_SAVE_WAIT_MS)
        }
        this.#send(req.method, req.headers, res, entry, 'miss')
        return
      }
      answer.body = inline()
    } else {
      answer.body = inline()
    }
    send(res, status, headers, answer.body)
  }

  #cacheable(status, headers, store) {
    if (status !== 200 || headers['set-cookie']) return false
    if (store.publicPage) return true
    const control = String(headers['cache-control'] ?? '')
    return /\bs-maxage=/.test(control) && !/\b(?:private|no-store|no-cache)\b/.test(control)
  }

  #store(req, status, headers, body, store) {
    const tags = [...store.tags]
    // Something this render read was changed while it ran: answer it, do not keep it.
    const stale = tags.length === 0 ? this.anySeq > store.seq : tags.some((tag) => (this.tagSeq.get(tag) ?? 0) > store.seq)
    if (stale) return null
    const vary = String(headers.vary ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name && name !== 'accept-encoding')
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !name.startsWith('x-middleware-')))
    const entry = {
      url: req.url,
      variant: this.#variantKey(req, vary),
      status,
      headers: kept,
      vary: [...vary, 'accept-encoding'].join(', '),
      body,
      gzip: null,
      br: null,
      etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      tags: tags.length ? tags : null,
      seq: store.seq,
      size: body.length,
    }
    let record = this.urls.get(req.url)
    if (!record || record.vary.join() !== vary.join()) {
      if (record) for (const old of record.variants.values()) this.#drop(old)
      record = { vary, variants: new Map() }
      this.urls.set(req.url, record)
    }
    const previous = record.variants.get(entry.variant)
    if (previous) this.#drop(previous)
    record.variants.set(entry.variant, entry)
    this.lru.set(entry, true)
    this.bytes += entry.size
    this.stats.stored++
    this.#evict()
    if (this.compress && body.length > 1024) this.#compress(entry)
    return entry
  }

  #compress(entry) {
    this.#compressInto(
      entry,
      () => this.lru.has(entry),
      (added) => {
        this.bytes += added
        this.#evict()
      },
    )
  }

  /**
   * Adds gzip and brotli variants of `item.body` to `item`, made in the background, while `wanted()`
   * (the item is still stored); `added(bytes)` accounts for each. Brotli at
   * its highest quality: a page is compressed once and sent many times, and on a slow connection
   * every kilobyte of the first round trip counts (docs/PERFORMANCE.md).
   */
  #compressInto(item, wanted, added) {
    zlib.gzip(item.body, { level: 9 }, (error, gzip) => {
      if (error || !wanted()) return
      item.gzip = gzip
      item.size += gzip.length
      added(gzip.length)
    })
    zlib.brotliCompress(item.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: item.body.length } }, (error, br) => {
      if (error || !wanted()) return
      item.br = br
      item.size += br.length
      added(br.length)
    })
  }

  #drop(entry) {
    if (!this.lru.delete(entry)) return
    this.bytes -= entry.size
    const record = this.urls.get(entry.url)
    if (record?.variants.get(entry.variant) === entry) {
      record.variants.delete(entry.variant)
      if (record.variants.size === 0) this.urls.delete(entry.url)
    }
  }

  #evict() {
    for (const entry of this.lru.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.#drop(entry)
    }
  }

  /**
   * Writes with sequence numbers up to `seq` changed `tags`: every page that read one of them (or
   * recorded none) before that is dropped, and a render that started before is not stored.
   */
  invalidate(tags, seq) {
    if (seq <= this.seq && tags.every((tag) => (this.tagSeq.get(tag) ?? 0) >= seq)) return
    this.seq = Math.max(this.seq, seq)
    this.anySeq = Math.max(this.anySeq, seq)
    const changed = new Set(tags)
    for (const tag of changed) this.tagSeq.set(tag, Math.max(this.tagSeq.get(tag) ?? 0, seq))
    for (const entry of [...this.lru.keys()]) {
      if (entry.seq >= seq) continue
      if (entry.tags === null || entry.tags.some((tag) => changed.has(tag))) {
        this.#drop(entry)
        this.stats.invalidated++
      }
    }
  }

  /** The sequence number the invalidation log had when this process started reading it. */
  start(seq) {
    this.seq = Math.max(this.seq, seq)
  }

  /** Drops everything (a restart does the same). */
  clear() {
    for (const entry of [...this.lru.keys()]) this.#drop(entry)
  }
}

/** Sends `item.body`, or its brotli or gzip variant when the client accepts it. */
function sendBytes(method, requestHeaders, res, status, headers, item) {
  const accepts = requestHeaders['accept-encoding'] ?? ''
  let body = item.body
  if (item.br && /\bbr\b/.test(accepts)) {
    body = item.br
    headers['content-encoding'] = 'br'
  } else if (item.gzip && /\bgzip\b/.test(accepts)) {
    body = item.gzip
    headers['content-encoding'] = 'gzip'
  }
  headers['content-length'] = String(body.length)
  res.writeHead(status, headers)
  res.end(method === 'HEAD' ? undefined : body)
}

const describe = (error) => (error instanceof Error ? error.message.split('\n')[0] : String(error))

function send(res, status, headers, body) {
  for (const name of ['content-length', 'transfer-encoding']) delete headers[name]
  res.writeHead(status, { ...headers, 'content-length': String(body.length) })
  res.end(body)
}

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)

/**
 * Holds back what is written to `res` (status, headers, body) until the writer ends it; `take()`
 * then gives it back and restores the response, so that the caller sends it (or something else).
 */
function capture(res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  const chunks = []
  let status = 200
  let finish
  let ended = false
  const done = new Promise((resolve) => (finish = resolve))
  // The visitor went away: Next.js stops writing and never ends the response.
  res.once('close', () => finish())
  res.writeHead = function writeHead(code, reason, headers) {
    status = code
    const given = typeof reason === 'string' ? headers : reason
    if (Array.isArray(given)) {
      for (let i = 0; i < given.length; i += 2) res.setHeader(given[i], given[i + 1])
    } else if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value)
    }
    return res
  }
  res.flushHeaders = () => undefined
  res.write = function write(chunk, encoding, callback) {
    if (chunk != null) chunks.push(toBuffer(chunk, encoding))
    const cb = typeof encoding === 'function' ? encoding : callback
    if (cb) process.nextTick(cb)
    return true
  }
  res.end = function end(chunk, encoding, callback) {
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
    const cb = [chunk, encoding, callback].find((a) => typeof a === 'function')
    if (cb) process.nextTick(cb)
    ended = true
    finish()
    return res
  }
  return {
    done,
    /** What `handle` threw before it ended the response. */
    error: null,
    fail(error) {
      if (ended) return
      this.error = error
      finish()
    },
    /** Whether the writer ended the response (not the visitor's connection closing first). */
    get complete() {
      return ended
    },
    take() {
      Object.assign(res, original)
      if (res.statusCode && res.statusCode !== 200 && status === 200) status = res.statusCode
      const headers = res.getHeaders()
      for (const name of Object.keys(headers)) res.removeHeader(name)
      return { status, headers, body: Buffer.concat(chunks) }
    },
  }
}

/** `promise`, or undefined after `ms`, whichever comes first. */
function withTimeout(promise, ms) {
  let timer
  return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() => clearTimeout(timer))
}
