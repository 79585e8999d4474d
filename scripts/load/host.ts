/**
 * The production server bound to one address (HOST=127.0.0.1, as behind a reverse proxy on the
 * same machine), asked as the proxy asks it: by that address, and with the site's public name in
 * the Host header (`www.example.org`, with and without X-Forwarded-Host/-Proto).
 *
 * - every page answers 200 through Next.js (a cache miss each time): no redirect to itself, as
 *   `next start -H 127.0.0.1` answers `/akce` with `301 location: /akce` (see src/server/server.mjs);
 * - an {id} the site does not have is the server-rendered 404 page: the proxy reaches the server's
 *   own slug index on the bound address (src/i18n/knownDocuments.ts, internalOrigin);
 * - the server listens on 127.0.0.1 only: another loopback address (127.0.0.2) is refused.
 *
 *   npm run check:host        (a stage of npm test; about a minute with the build in place)
 *
 * Plain Node (tsx), on a throwaway SQLite database. Exits 1 when a check fails.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { buildAndPrepare, freePort, type Proc, startProc, stopProc, waitHealthy } from './procs'

const HOST = '127.0.0.1'
const log = (...a: unknown[]) => console.log('[host]', ...a)

type Answer = { status: number; location: string | undefined; cache: string | undefined; body: string }

/** A GET with the headers as given (fetch would not send another Host). */
function get(address: string, port: number, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: address, port, path: target, headers, timeout: 30_000 }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, cache: res.headers['x-page-cache'] as string | undefined, body }),
      )
    })
    req.on('timeout', () => req.destroy(new Error(`timeout: ${target}`)))
    req.on('error', reject)
    req.end()
  })
}

const checks: { name: string; ok: boolean; detail: string }[] = []
function check(name: string, ok: boolean, detail = ''): void {
  checks.push({ name, ok, detail })
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`)
}

async function main() {
  process.exitCode = 1
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-host-'))
  let server: Proc | undefined
  try {
    const port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: `file:${path.join(dir, 'data.db')}`,
      PAYLOAD_SECRET: `host-check-${crypto.randomBytes(16).toString('hex')}`,
      SITE_URL: 'https://www.example.org',
      MAIL_DIR: path.join(dir, 'mail'),
      JOBS_AUTORUN: '0',
      REDIS_URL: '',
    }
    log('building when stale, migrating and seeding a throwaway SQLite database')
    await buildAndPrepare(env)
    server = startProc('host 127.0.0.1', ['src/server/server.mjs'], { ...env, HOST, PORT: String(port) })
    await waitHealthy(port, server)

    const asked: { name: string; headers: Record<string, string> }[] = [
      { name: `Host ${HOST}:${port}`, headers: {} },
      { name: 'Host www.example.org', headers: { host: 'www.example.org' } },
      {
        name: 'Host www.example.org behind a TLS proxy',
        headers: { host: 'www.example.org', 'x-forwarded-host': 'www.example.org', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
      },
    ]
    let n = 0
    for (const page of ['/akce', '/en/events', '/', '/kontakt', '/en/contact', '/akce/archiv']) {
      for (const { name, headers } of asked) {
        // A query string of its own: a miss of the page cache, so that Next.js and the proxy answer.
        const target = `${page}?host-check=${++n}`
        const answer = await get(HOST, port, target, headers)
        check(`${page} via ${name}: 200 from Next.js`, answer.status === 200 && answer.cache !== 'hit', `${answer.status}${answer.location ? ` → ${answer.location}` : ''}, cache ${answer.cache ?? '-'}`)
      }
    }

    const missing = await get(HOST, port, '/akce/no-such-event-host-check', { host: 'www.example.org' })
    check(
      'an unknown event is the server-rendered 404 page',
      missing.status === 404 && /<html lang="cs"/.test(missing.body) && !missing.body.includes('__next_error__'),
      String(missing.status),
    )

    const elsewhere = await get('127.0.0.2', port, '/api/health').then(
      (answer) => `answered ${answer.status}`,
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    )
    check(`nothing listens on 127.0.0.2:${port}`, elsewhere === 'ECONNREFUSED', elsewhere)
  } finally {
    await stopProc(server)
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const failed = checks.filter((c) => !c.ok)
  log(failed.length ? `${failed.length} of ${checks.length} checks failed` : `all ${checks.length} checks passed`)
  process.exitCode = failed.length ? 1 : 0
}

await main().catch((error: unknown) => {
  console.error('[host]', error)
  process.exitCode = 1
})
