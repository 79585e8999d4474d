/**
 * What the load and cache checks (scripts/load/) share: the site's processes started from the
 * production build, their health, a staff login, a throwaway PostgreSQL database.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

import { setupCode } from '../../src/lib/auth/setupCode'

export const root = path.resolve(import.meta.dirname, '../..')
export const PG_ADMIN = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))


export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

export type Proc = { name: string; child: ChildProcess; output: string[] }

/** Each process's output also goes to var/load-logs/<name>.log, for a look after a failed run. */
const logDir = path.join(root, 'var', 'load-logs')
fs.mkdirSync(logDir, { recursive: true })

export function startProc(name: string, command: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, command, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const output: string[] = []
  const file = fs.createWriteStream(path.join(logDir, `${name.replace(/\W+/g, '-')}.log`), { flags: 'a' })
  file.write(`\n── ${new Date().toISOString()} pid ${child.pid}\n`)
  const keep = (b: Buffer) => {
    file.write(b)
    output.push(b.toString())
    if (output.length > 400) output.splice(0, 200)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  return { name, child, output }
}

export async function stopProc(p: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return p?.child.exitCode ?? null
  const exited = new Promise<number | null>((resolve) => p.child.once('exit', (code) => resolve(code)))
  p.child.kill(signal)
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 20_000)
  const code = await exited
  clearTimeout(timer)
  return code
}

export async function health(port: number): Promise<{ status: number; body: Record<string, unknown> | null }> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  } catch {
    return { status: 0, body: null }
  }
}

export async function waitHealthy(port: number, proc: Proc, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if ((await health(port)).status === 200) return
    if (proc.child.exitCode !== null) break
    await sleep(500)
  }
  throw new Error(`${proc.name} did not become healthy:\n${proc.output.join('').slice(-3000)}`)
}

/** The secret the servers of `env` sign with: PAYLOAD_SECRET, else the one generated into their var/ (src/env.ts). */
function secretOf(env: NodeJS.ProcessEnv): string {
  return env.PAYLOAD_SECRET?.trim() || fs.readFileSync(path.resolve(root, env.VAR_DIR || 'var', 'payload-secret'), 'utf8').trim()
}

/** The first staff account of the fresh database (with the setup code of the servers started with `env`), logged in. */
export async function staffLogin(port: number, env: NodeJS.ProcessEnv): Promise<string> {
  const staff = { email: 'load-staff@hub1909.test', password: `load-${crypto.randomBytes(12).toString('hex')}` }
  const post = (data: object) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })
  await fetch(`http://127.0.0.1:${port}/api/users/first-register`, post({ ...staff, setupToken: setupCode(secretOf(env)) }))
  const res = await fetch(`http://127.0.0.1:${port}/api/users/login`, post(staff))
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error(`staff login failed: ${res.status}`)
  return body.token
}


/** A new PostgreSQL database for one check; `drop()` removes it, whoever is still connected. */
export async function throwawayDatabase(prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: PG_ADMIN })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(PG_ADMIN)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined)
      await admin.end()
    },
  }
}

/** Builds when the build is stale, as `npm start` does; then migrates and seeds a database. */
export async function buildAndPrepare(env: NodeJS.ProcessEnv): Promise<void> {
  const { buildIfStale, prepareDatabase } = (await import(path.join(root, 'scripts/lib.mjs'))) as {
    buildIfStale: () => Promise<void>
    prepareDatabase: (env: NodeJS.ProcessEnv) => Promise<void>
  }
  await buildIfStale()
  await prepareDatabase(env)
}
