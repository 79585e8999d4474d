// The site's production HTTP server: Next.js' request handler in a plain Node server, with the page
// cache in front of it (./pageCache.mjs) and a shutdown that loses nothing (`next start` waits without
// limit for open connections and then exits at once). On SIGTERM or SIGINT it
//   1. stops taking connections and answers the health check with 503 (balancers stop sending work),
//   2. lets the requests in flight finish, for at most SHUTDOWN_GRACE_MS (10 s), asking keep-alive
//      clients to close after their current response and closing idle connections only once no
//      request has come for half a second,
//   3. runs the app's shutdown steps (src/lib/shutdown.ts): the mail outbox worker finishes the mail
//      in flight and gives back the rest, the database pool closes,
//   4. exits 0.
// Security headers come from Next.js itself (next.config.ts and src/proxy.ts), as under `next dev`.
// `npm start` and the end-to-end server call `serve()`; `node src/server/server.mjs` serves the
// existing build on PORT, on every address or on HOST only.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { BASE_HEADERS, NOT_A_PAGE_HEADERS } from '../lib/security/headers.mjs'
import { processScope } from '../lib/processScope.mjs'
import { PageCache } from './pageCache.mjs'

export const root = path.resolve(import.meta.dirname, '../..')

const SHUTDOWN_GRACE_MS = 10_000
/** How long no request must have come before a stopping server closes its idle connections. */
const QUIET_MS = 500

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The files of public/ (`/fonts/`, `/favicon.svg`): Next.js serves them as files, never cached here. */
function publicFiles() {
  const dir = path.join(root, 'public')
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).map((entry) => `/${entry.name}${entry.isDirectory() ? '/' : ''}`)
}

/**
 * Paths the locale proxy does not see (src/proxy.ts, config.matcher), which Next.js still matches
 * against the app's routes, some of them catch-alls (the language switch's slot): a path there that
 * cannot be decoded (`/_next/%E0`) makes its route matching throw, and Next.js answers 500. They get
 * a 404 here. (The proxy answers undecodable site, CMS and API paths itself.)
 */
const NOT_PROXIED = /^\/(?:_next|_vercel|fonts|og|graphql)(?:[/?]|$)/

function undecodablePath(url) {
  try {
    decodeURIComponent(url.split('?')[0])
    return false
  } catch {
    return true
  }
}

/** A form posted to a page (a server action without JavaScript): its status may be the action's. */
const isPagePost = (req, files) =>
  req.method === 'POST' && !req.headers['next-action'] && !/^\/(?:api|admin|_next|graphql)(?:\/|$|\?)/.test(req.url ?? '') && !files.some((p) => (req.url ?? '').startsWith(p))

/**
 * Copies of media the image optimiser made are kept under `.next/cache/images` (Next.js' documented
 * place), keyed by the media's URL: a restored or re-seeded database can hold another picture under
 * the same file name, so every start begins without them.
 */
function clearImageCache() {
  fs.rmSync(path.join(root, '.next', 'cache', 'images'), { recursive: true, force: true })
}

/**
 * The address to listen on: HOST (e.g. 127.0.0.1 behind a reverse proxy on the same machine), or
 * every address when it is unset.
 */
export function listenHost() {
  return process.env.HOST?.trim() || undefined
}

export async function serve({ port = Number(process.env.PORT) || 3000, host = listenHost() } = {}) {
  process.env.NODE_ENV = 'production'
  // As `next start` does: the app's own requests to itself (the proxy's slug index) use this port,
  // and this address (src/i18n/knownDocuments.ts, internalOrigin).
  process.env.PORT = String(port)
  if (host) process.env.HOST = host
  else delete process.env.HOST
  clearImageCache()
  const files = publicFiles()
  // Before the app starts: it finds the cache (and its render store) on start-up.
  const cache = new PageCache({ compress: process.env.COMPRESS !== '0', passBy: files, log: (m) => console.warn(m) }).install()
  const { default: next } = await import('next')
  // Next.js' own name for itself, never the address we listen on, whatever HOST says. Next builds
  // the URL the proxy sees with NextURL, which turns a loopback address (127.0.0.1, [::1]) into
  // `localhost`, but compares the proxy's rewrites with a URL made of this hostname: given
  // `127.0.0.1` it takes every rewrite (`/akce` → `/cs/events`) for a foreign origin, fetches it
  // over HTTP and meets the 301 of `/cs/events` back to `/akce`: a redirect loop (`next start -H
  // 127.0.0.1` has it). The name is only used inside Next.js, never to connect or in a response.
  const app = next({ dev: false, dir: root, port, hostname: 'localhost' })
  await app.prepare()
  const handle = app.getRequestHandler()
  const answer = (req, res) => {
    const url = req.url ?? '/'
    if (NOT_PROXIED.test(url) && undecodablePath(url)) {
      res.writeHead(404, { ...BASE_HEADERS, ...NOT_A_PAGE_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      res.end('Not found')
      return
    }
    if (cache.candidate(req)) {
      const hit = cache.lookup(req)
      if (hit) return cache.serve(req, res, hit)
      return cache.render(req, res, handle)
    }
    if (isPagePost(req, files)) return cache.render(req, res, handle, { keep: false })
    return handle(req, res)
  }

  let stopping = false
  let active = 0
  let lastRequestAt = 0
  const server = http.createServer((req, res) => {
    active++
    lastRequestAt = Date.now()
    res.once('close', () => active--)
    // During the shutdown a kept-alive connection still brings requests: answer, then close it.
    if (stopping) res.setHeader('Connection', 'close')
    Promise.resolve(answer(req, res)).catch((error) => {
      console.error('[server] request failed:', error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  server.keepAliveTimeout = 65_000 // longer than a typical balancer's idle timeout (60 s)

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  console.log(`> Serving on ${host ? `${host} port` : 'port'} ${port} (pid ${process.pid})`)

  const shutdown = async (signal) => {
    if (stopping) return
    stopping = true
    console.log(`> ${signal}: finishing the requests in flight, then stopping`)
    const appState = processScope('shutdown', () => ({ stopping: false, hooks: [] }))
    appState.stopping = true
    // A kept-alive connection (a reverse proxy's) gets `Connection: close` on its next answer and
    // ends after it. One closed while idle could meet a request already on its way, which the
    // client sees as a reset and a proxy does not send again (a POST): idle connections are closed
    // only once no request has come for QUIET_MS, or at the deadline. (`server.close()` would close
    // them at once: since Node.js 19 it calls `closeIdleConnections()`, through the instance.)
    const closeIdleConnections = server.closeIdleConnections
    server.closeIdleConnections = () => undefined
    server.close()
    server.closeIdleConnections = closeIdleConnections
    const deadline = Date.now() + SHUTDOWN_GRACE_MS
    while (Date.now() < deadline && (active > 0 || Date.now() - lastRequestAt < QUIET_MS)) await sleep(20)
    if (active > 0) console.error(`> ${active} request(s) still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing them`)
    server.closeAllConnections()
    await appState.run?.(SHUTDOWN_GRACE_MS)
    await app.close().catch(() => undefined)
    console.log('> Stopped')
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
  return server
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'server.mjs')) {
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  await serve()
}
