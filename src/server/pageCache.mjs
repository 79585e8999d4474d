// The site's page cache, in front of Next.js (src/server/server.mjs): a page is bytes it received.
//
// Next.js renders and streams a page to its first visitor as usual; the cache keeps a copy of the
// bytes as they go out and, when the page may be kept, stores it (identity, with gzip and brotli
// made once in the background, and an ETag). Every later visitor gets those bytes without entering
// Next.js. Nothing here knows Next.js' markup: the only thing read in a page is its inline scripts'
// text, whose hashes replace the nonce in the page's Content-Security-Policy (a nonce must not be
// sent twice; src/lib/security/headers.mjs).
//
// What is kept: GET answers with status 200 and no Set-Cookie (but the locale cookie's) to requests without a staff cookie,
// whose render said the page is the same for everyone (`servePublicly()`, src/lib/render.ts) or that
// declare a shared cache lifetime (`s-maxage`), and during whose render no read failed. Everything
// else streams through untouched.
//
// When it expires: each render records the cache tags of what it read (src/lib/content/cache.ts,
// through the render store below) and the invalidation sequence number it started at. Every write
// that changes what visitors see appends its tags to the database's invalidation log, from any
// process; each server reads the log several times a second (src/lib/cache/invalidations.ts) and
// calls `invalidate()`, which drops every page that read one of those tags before the write. A
// render that read something a write changed while it ran is not kept. A page whose render
// recorded no tag is dropped by any write.
import { AsyncLocalStorage } from 'node:async_hooks'
import crypto from 'node:crypto'
import zlib from 'node:zlib'

import { cookieLocale, isLocaleSetCookie, localeSetCookie } from '../lib/http/localeCookie.mjs'
import { PREVIEW_COOKIE, SESSION_COOKIE } from '../lib/http/staffCookies.mjs'
import { processScope } from '../lib/processScope.mjs'

/** What a CDN or a browser may do with a page served from the cache. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
/** How long the database was unreachable is unknown: ask clients to come back soon. */
const RETRY_AFTER_SEC = 5

/** Headers of the answer as it was sent that a kept copy does not repeat. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'etag', 'cache-control', 'vary', 'x-page-cache', 'set-cookie'])
const STAFF_COOKIES = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIE}|${PREVIEW_COOKIE})=`)
const NOT_PAGES = /^\/(?:api|admin|_next|graphql)(?:\/|$|\?)/
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const NONCE_SOURCE = /'nonce-[^']*'/g

/** Request headers that are part of the cache key when the answer says it varies on them. */
const keyPart = (value) => (value && value.length > 64 ? crypto.createHash('sha1').update(value).digest('base64url') : (value ?? ''))

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts of an HTML page. Scripts with a
 * `src` are covered by `'self'`; data blocks (JSON-LD) are hashed too, which costs nothing.
 * @param {Buffer | string} html
 */
export function inlineScriptHashes(html) {
  const text = Buffer.isBuffer(html) ? html.toString('utf8') : html
  const hashes = new Set()
  for (const match of text.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(match[1])) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The page's policy with its nonce replaced by the hashes of the page's inline scripts. */
export function keptPolicy(policy, html) {
  const hashes = inlineScriptHashes(html).join(' ')
  let replaced = false
  return String(policy)
    .replace(NONCE_SOURCE, () => (replaced ? '' : ((replaced = true), hashes)))
    .replace(/ {2,}/g, ' ')
    .replace(/ ;/g, ';')
}

/** The bytes of an answer as Next.js encoded them, decoded. */
function decoded(body, encoding) {
  switch (String(encoding ?? '').toLowerCase()) {
    case 'gzip':
      return zlib.gunzipSync(body)
    case 'br':
      return zlib.brotliDecompressSync(body)
    case 'deflate':
      return zlib.inflateSync(body)
    default:
      return body
  }
}

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)

const describe = (error) => (error instanceof Error ? error.message.split('\n')[0] : String(error))

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
    /** The render of the current request (src/lib/render.ts reads it). */
    this.renders = new AsyncLocalStorage()
    this.stats = { hits: 0, misses: 0, stored: 0, invalidated: 0 }
  }

  /** Makes this cache the one the app's renders and invalidation reader talk to (src/lib/cache/processPageCache.ts). */
  install() {
    processScope('pageCache', () => ({
      renders: this.renders,
      start: (seq) => this.start(seq),
      invalidate: (tags, seq) => this.invalidate(tags, seq),
    }))
    return this
  }

  /** Whether a request may be answered from the cache (or its answer kept). */
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
      cookieLocale(cookie) === 'en' &&
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
    const headers = { ...entry.headers, etag: entry.etag, 'cache-control': PUBLIC_CACHE_CONTROL, vary: entry.vary, 'x-page-cache': 'hit' }
    // Per visitor, never kept: the same for everyone who opens this URL without it.
    const cookie = localeSetCookie(req.headers.cookie, req.url)
    if (cookie) headers['set-cookie'] = cookie
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    const accepts = req.headers['accept-encoding'] ?? ''
    let body = entry.body
    if (entry.br && /\bbr\b/.test(accepts)) {
      body = entry.br
      headers['content-encoding'] = 'br'
    } else if (entry.gzip && /\bgzip\b/.test(accepts)) {
      body = entry.gzip
      headers['content-encoding'] = 'gzip'
    }
    headers['content-length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /**
   * Lets `handle` (Next.js) answer the request, streamed to the client as it is written, within a
   * render store; keeps a copy of what is written when the request is a candidate, and stores it
   * once the answer is complete and may be kept. A render during which a read failed is answered
   * 503 with Retry-After and `no-store` when that is known before its headers go out; a form posted
   * without JavaScript and refused by its action gets the status the action named (answerStatus).
   */
  async render(req, res, handle, { keep = this.candidate(req) } = {}) {
    if (keep) this.stats.misses++
    const store = { tags: new Set(), failed: null, errored: null, publicPage: false, status: 0, seq: this.seq }
    const chunks = keep ? [] : null
    let status = 0
    let ended = false
    const { writeHead, write, end } = res
    res.writeHead = function writeHeadOfRender(code, reason, given) {
      const headers = typeof reason === 'string' ? given : reason
      if (Array.isArray(headers)) {
        for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
      }
      status = code
      if (store.failed) {
        status = 503
        res.setHeader('cache-control', 'no-store')
        res.setHeader('retry-after', String(RETRY_AFTER_SEC))
      } else if (store.errored && status < 400) {
        status = 500
        res.setHeader('cache-control', 'no-store')
      } else if (store.status && status === 200 && req.method === 'POST') {
        status = store.status
      }
      // Only an answer that may be kept is a miss; an error page never is.
      if (keep && status === 200) res.setHeader('x-page-cache', 'miss')
      return writeHead.call(this, status)
    }
    if (chunks) {
      res.write = function writeOfRender(chunk, encoding, callback) {
        if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
        return write.call(this, chunk, encoding, callback)
      }
    }
    res.end = function endOfRender(chunk, encoding, callback) {
      if (chunks && chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
      ended = true
      return end.call(this, chunk, encoding, callback)
    }
    const closed = new Promise((resolve) => res.once('close', resolve))
    await this.renders.run(store, () => handle(req, res))
    await closed
    if (store.failed) this.log(`[page-cache] ${req.url}: a read failed while rendering (${describe(store.failed)}): not kept`)
    if (!chunks || !ended || !res.writableFinished || req.method !== 'GET') return
    const headers = res.getHeaders()
    if (!this.#cacheable(status, headers, store)) return
    try {
      this.#store(req, status, headers, decoded(Buffer.concat(chunks), headers['content-encoding']), store)
    } catch (error) {
      this.log(`[page-cache] ${req.url}: not kept (${describe(error)})`)
    }
  }

  #cacheable(status, headers, store) {
    // The locale cookie is added to each answer (serve), so a page that set only it is kept without it.
    const cookies = [headers['set-cookie'] ?? []].flat().filter((value) => !isLocaleSetCookie(value))
    if (status !== 200 || cookies.length || store.failed || store.errored) return false
    if (store.publicPage) return true
    const control = String(headers['cache-control'] ?? '')
    return /\bs-maxage=/.test(control) && !/\b(?:private|no-store|no-cache)\b/.test(control)
  }

  #store(req, status, headers, body, store) {
    const tags = [...store.tags]
    // Something this render read was changed while it ran: answered, not kept.
    const stale = tags.length === 0 ? this.anySeq > store.seq : tags.some((tag) => (this.tagSeq.get(tag) ?? 0) > store.seq)
    if (stale) return null
    const vary = String(headers.vary ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name && name !== 'accept-encoding')
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name)))
    if (kept['content-security-policy'] && String(kept['content-type'] ?? '').startsWith('text/html')) {
      kept['content-security-policy'] = keptPolicy(kept['content-security-policy'], body)
    }
    const entry = {
      url: req.url,
      variant: this.#variantKey(req, vary),
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

  /**
   * Adds gzip and brotli variants of the entry, made in the background while it is still stored.
   * Brotli at its highest quality: a page is compressed once and sent many times.
   */
  #compress(entry) {
    const added = (bytes) => {
      entry.size += bytes
      this.bytes += bytes
      this.#evict()
    }
    zlib.gzip(entry.body, { level: 9 }, (error, gzip) => {
      if (error || !this.lru.has(entry)) return
      entry.gzip = gzip
      added(gzip.length)
    })
    zlib.brotliCompress(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } }, (error, br) => {
      if (error || !this.lru.has(entry)) return
      entry.br = br
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
   * recorded none) before that is dropped, and a render that started before is not kept.
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
