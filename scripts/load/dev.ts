/**
 * `next dev` and the production server answer with the same security headers: one policy, from
 * one place (next.config.ts and src/proxy.ts, src/lib/security/headers.mjs), on both request paths.
 * Both serve a copy of one freshly seeded SQLite database; for each path the headers that protect a
 * visitor are compared, a page's nonce aside (each answer has its own), and a page must carry one.
 * Also checked under `next dev`: the CMS's login screen and a form posted without JavaScript, which
 * comes back with its field errors in one round trip (the server action, the one door of a form).
 *
 *   npm run check:dev        (a stage of npm test; a few minutes: `next dev` compiles each page once)
 *
 * Plain Node (tsx). Exits 1 when a check fails.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildAndPrepare, freePort, type Proc, root, startProc, stopProc, waitHealthy } from './procs'

const log = (...a: unknown[]) => console.log('[dev]', ...a)

/** The headers that protect a visitor, compared between the two servers. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'reporting-endpoints',
  'strict-transport-security',
]

const PATHS = ['/', '/en/events', '/kontakt', '/admin/login', '/api/health', '/blog/feed.xml', '/favicon.svg', '/tahle-stranka-neni']

const checks: { name: string; ok: boolean; detail: string }[] = []
function check(name: string, ok: boolean, detail = ''): void {
  checks.push({ name, ok, detail })
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`)
}

/** A page's own nonce, the one part of its policy that differs per answer. */
const withoutNonce = (value: string) => value.replace(/'nonce-[^']+'/g, "'nonce'")

async function headersOf(port: number, target: string): Promise<{ status: number; headers: Record<string, string> }> {
  const res = await fetch(`http://127.0.0.1:${port}${target}`, { redirect: 'manual', signal: AbortSignal.timeout(300_000) })
  await res.arrayBuffer()
  const headers: Record<string, string> = {}
  for (const name of SECURITY_HEADERS) {
    const value = res.headers.get(name)
    if (value !== null) headers[name] = withoutNonce(value)
  }
  return { status: res.status, headers }
}

function startDev(env: NodeJS.ProcessEnv, port: number): ChildProcess & { output: string[] } {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '--port', String(port)], {
    cwd: root,
    env: { ...env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as ChildProcess & { output: string[] }
  child.output = []
  const keep = (b: Buffer) => {
    child.output.push(b.toString())
    if (child.output.length > 200) child.output.splice(0, 100)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  return child
}

async function main() {
  process.exitCode = 1
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-dev-'))
  let production: Proc | undefined
  let dev: (ChildProcess & { output: string[] }) | undefined
  try {
    const [prodPort, devPort] = [await freePort(), await freePort()]
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: `file:${path.join(dir, 'prod.db')}`,
      PAYLOAD_SECRET: `dev-check-${crypto.randomBytes(16).toString('hex')}`,
      SITE_URL: 'https://www.example.org',
      MAIL_DIR: path.join(dir, 'mail'),
      JOBS_AUTORUN: '0',
      REDIS_URL: '',
    }
    log('building when stale, migrating and seeding a throwaway SQLite database')
    await buildAndPrepare({ ...env, NODE_ENV: 'production' })
    // One app process per SQLite file: the development server gets a copy, with the write-ahead log
    // the seed may have left beside it (the file alone can lack the seed's last writes).
    for (const suffix of ['', '-wal', '-shm']) {
      if (fs.existsSync(path.join(dir, `prod.db${suffix}`))) fs.copyFileSync(path.join(dir, `prod.db${suffix}`), path.join(dir, `dev.db${suffix}`))
    }
    production = startProc('production', ['src/server/server.mjs'], { ...env, NODE_ENV: 'production', PORT: String(prodPort) })
    dev = startDev({ ...env, DATABASE_URL: `file:${path.join(dir, 'dev.db')}` }, devPort)
    await waitHealthy(prodPort, production)
    log('waiting for `next dev` (it compiles each route when first asked)')
    const deadline = Date.now() + 600_000
    while (Date.now() < deadline) {
      const up = await fetch(`http://127.0.0.1:${devPort}/api/health`, { signal: AbortSignal.timeout(300_000) }).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      if (dev.exitCode !== null) throw new Error(`next dev exited:\n${dev.output.join('').slice(-3000)}`)
      await new Promise((r) => setTimeout(r, 1000))
    }

    for (const target of PATHS) {
      // A query of its own for pages: the production answer is a render, not a kept copy.
      const asked = target.startsWith('/api') || target.includes('.') ? target : `${target}?dev-check=1`
      const [prod, development] = [await headersOf(prodPort, asked), await headersOf(devPort, asked)]
      const differing = SECURITY_HEADERS.filter((name) => prod.headers[name] !== development.headers[name])
      check(
        `${target}: the same security headers from next dev and the production server`,
        prod.status === development.status && differing.length === 0 && Object.keys(prod.headers).length >= 6,
        differing.length ? differing.map((name) => `${name}: ${prod.headers[name] ?? '-'} | dev ${development.headers[name] ?? '-'}`).join('; ') : `${prod.status} | dev ${development.status}, ${Object.keys(prod.headers).length} headers`,
      )
      if (!target.startsWith('/api') && !target.includes('.')) {
        check(`${target}: a nonce in the page's policy`, /'nonce'/.test(development.headers['content-security-policy'] ?? ''), development.headers['content-security-policy'] ?? 'no policy')
      }
    }

    // The contact form without JavaScript, as a browser posts it: the page with the field errors.
    const pageHtml = await (await fetch(`http://127.0.0.1:${devPort}/kontakt`)).text()
    const form = pageHtml.slice(pageHtml.indexOf('<form'), pageHtml.indexOf('</form>'))
    const fields = new FormData()
    for (const m of form.matchAll(/<input([^>]*)>/g)) {
      if (!/type="hidden"/.test(m[1]!)) continue
      const name = /name="([^"]*)"/.exec(m[1]!)?.[1]
      if (name) fields.append(name.replace(/&quot;/g, '"').replace(/&amp;/g, '&'), (/value="([^"]*)"/.exec(m[1]!)?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
    }
    fields.append('email', 'not an address')
    const posted = await fetch(`http://127.0.0.1:${devPort}/kontakt`, { method: 'POST', body: fields, redirect: 'manual', headers: { origin: `http://127.0.0.1:${devPort}` } })
    const answer = await posted.text()
    check(
      'under next dev a form posted without JavaScript comes back with its field errors, in one round trip',
      posted.status === 400 || (posted.status === 200 && /aria-invalid="true"/.test(answer)),
      `${posted.status}, ${/aria-invalid="true"/.test(answer) ? 'field errors shown' : 'no field error'}`,
    )
  } finally {
    await stopProc(production)
    if (dev && dev.exitCode === null) {
      dev.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 2000))
      if (dev.exitCode === null) dev.kill('SIGKILL')
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const failed = checks.filter((c) => !c.ok)
  log(failed.length ? `${failed.length} of ${checks.length} checks failed` : `all ${checks.length} checks passed`)
  process.exitCode = failed.length ? 1 : 0
}

await main().catch((error: unknown) => {
  console.error('[dev]', error)
  process.exitCode = 1
})
