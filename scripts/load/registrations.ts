/**
 * A popular free event under load, the way visitors meet it: the production build served by two app
 * instances (JOBS_AUTORUN=0) and one mail worker (`npm run jobs`, at nice 10) on one PostgreSQL and
 * one Redis, a real SMTP server, and a burst of concurrent registrations posted without JavaScript
 * (the form's own multipart post to its server action at the event's page, each with its own client address,
 * half asking for the waitlist), over kept-alive connections as a reverse proxy holds them.
 *
 * Each run checks what a visitor and an operator would notice:
 * - every post ends as confirmed, waitlisted, "full" or a 429 with Retry-After: never "could not be
 *   sent", never a 5xx, never without an answer (posts to an instance killed on purpose excepted);
 * - no event has more confirmed registrations than seats, no e-mail is registered twice, every
 *   answer matches what is stored;
 * - every stored registration's two mails (visitor, staff) reach the SMTP server exactly once, by
 *   Message-ID, also when the SMTP server was down for the whole burst, an instance was killed
 *   (kill -9) mid-burst or the worker was killed mid-send (all SMTP transactions open);
 * - afterwards both instances answer /api/health with 200 and no connection is left in a transaction.
 *
 * Plain Node (tsx): it talks to the site over HTTP and to PostgreSQL over SQL, like an operator.
 *
 *   npm run load                           # 10 runs of 500 posts for 50 seats, all scenarios
 *   npm run load -- posts=500 seats=50 runs=3 scenario=plain
 *   npm run load -- short                  # the short form npm test runs
 *   npm run load -- ... profile=DIR        # each instance writes a CPU profile to DIR
 *
 * Scenarios per run: plain, smtp-down (down for the burst, up afterwards), kill-app (instance B is
 * killed with SIGKILL once a third of the answers are in, and started again), kill-worker (the
 * worker is killed with SIGKILL while SMTP transactions are open, and started again), term-app
 * (instance B gets SIGTERM mid-burst, as a deployment stops it: every request it had accepted is
 * answered, it exits 0 within 10 s, and is started again).
 * Prints per run the answers' times, the CPU each process used during the burst, a table and a
 * JSON summary; exits 1 when any check fails.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import type net from 'node:net'
import path from 'node:path'

import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { buildAndPrepare, freePort, health, type Proc, REDIS_URL, root, sleep, staffLogin, startProc, stopProc, throwawayDatabase, waitHealthy } from './procs'

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=')
    return [k, v.length ? v.join('=') : 'true']
  }),
)
const SHORT = args.short === 'true'
const POSTS = Number(args.posts ?? (SHORT ? 100 : 500))
const SEATS = Number(args.seats ?? (SHORT ? 10 : 50))
const SCENARIOS = ['plain', 'smtp-down', 'kill-app', 'kill-worker', 'term-app'] as const
type Scenario = (typeof SCENARIOS)[number]
const plan: Scenario[] = args.scenario
  ? Array.from({ length: Number(args.runs ?? 1) }, () => args.scenario as Scenario)
  : SHORT
    ? ['kill-app', 'kill-worker', 'term-app']
    : Array.from({ length: Number(args.runs ?? 10) }, (_, i) => SCENARIOS[i % SCENARIOS.length])
/** Which posts ask for the waitlist: half of them by default (`waitlist=all` or `waitlist=none`). */
const WAITLIST = args.waitlist ?? 'half'
const asksWaitlist = (i: number) => (WAITLIST === 'all' ? true : WAITLIST === 'none' ? false : i % 4 >= 2)
const ANSWER_TIMEOUT_MS = 240_000
/** The worker's niceness (`nice -n 10 npm run jobs`). */
const WORKER_NICE = 10

const log = (...a: unknown[]) => console.log('[load]', ...a)

// ── the SMTP server: records what it accepted, can go down, can hold its answers ─────────────────

type Accepted = { messageId: string; to: string[] }
const accepted: Accepted[] = []
let smtp: SMTPServer | undefined
let smtpPort = 0
/** While set, the server holds every message before answering (SMTP transactions stay open). */
let holding: Promise<void> | undefined
let releaseHold: (() => void) | undefined
let heldCount = 0
const closedSessions = new Set<string>()

function startSmtp(port = 0): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    size: 1024 * 1024,
    onClose(session) {
      closedSessions.add(session.id)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', async () => {
        if (holding) {
          heldCount++
          await holding
        }
        // A client that went away before the answer did not have its message accepted.
        if (closedSessions.has(session.id)) return callback(new Error('connection closed'))
        const head = Buffer.concat(chunks).toString('utf8').split(/\r?\n\r?\n/)[0]
        accepted.push({
          messageId: /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '',
          to: session.envelope.rcptTo.map((r) => r.address),
        })
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    smtp!.once('error', reject)
    smtp!.listen(port, '127.0.0.1', () => resolve((smtp!.server.address() as net.AddressInfo).port))
  })
}
const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))

// ── the form, as a browser without JavaScript posts it ─────────────────────────────────────────

/** Where the browser posts the form (the event's page: the action's fields are among the hidden ones) and its hidden fields. */
type FormTemplate = { action: string; hidden: [string, string][] }

function parseForm(html: string, pagePath: string): FormTemplate {
  const at = html.indexOf('data-testid="registration-form"')
  if (at < 0) throw new Error(`no registration form on ${pagePath}`)
  const form = html.slice(html.lastIndexOf('<form', at), html.indexOf('</form>', at))
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
  const hidden: [string, string][] = []
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const attrs = m[1]
    if (!/type="hidden"/.test(attrs)) continue
    const name = /name="([^"]*)"/.exec(attrs)?.[1]
    if (!name) continue
    hidden.push([decode(name), decode(/value="([^"]*)"/.exec(attrs)?.[1] ?? '')])
  }
  return { action: pagePath, hidden }
}

type Outcome = 'confirmed' | 'waitlisted' | 'full' | 'rate-limited' | 'failed' | 'server-error' | 'no-answer' | 'other'

type Prepared = { email: string; ip: string; body: Buffer; contentType: string }

/**
 * One visitor's post, encoded before the burst starts as the browser sends it (multipart, the
 * form's own fields): the load generator shares the cores with the site, and what it spends on
 * encoding is not the site's.
 */
function prepare(form: FormTemplate, i: number, runId: string, waitlist: boolean): Prepared {
  const email = `load-${runId}-${i}@example.com`
  const fields: [string, string][] = [...form.hidden, ['website', ''], ['name', 'Zátěž'], ['surname', `Návštěvník ${i}`], ['email', email], ['company', 'Load s.r.o.']]
  if (waitlist) fields.push(['waitlist', 'on'])
  const boundary = `----hub1909load${crypto.randomBytes(8).toString('hex')}`
  const parts = fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '%22')}"\r\n\r\n${v}\r\n`)
  const body = Buffer.from(`${parts.join('')}--${boundary}--\r\n`)
  return { email, ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, body, contentType: `multipart/form-data; boundary=${boundary}` }
}

/**
 * The connections to an instance, as a reverse proxy in front of it holds them (nginx's upstream
 * `keepalive`): the visitors' posts share a bounded set of open connections (`connections=64` per
 * instance; `connections=0`: a connection of its own for each post).
 */
const UPSTREAM_CONNECTIONS = Number(args.connections ?? 64)
const upstreams = new Map<number, http.Agent>()
function upstream(port: number): http.Agent | false {
  if (UPSTREAM_CONNECTIONS <= 0) return false
  let agent = upstreams.get(port)
  if (!agent) upstreams.set(port, (agent = new http.Agent({ keepAlive: true, maxSockets: UPSTREAM_CONNECTIONS })))
  return agent
}

/** Sends a prepared post (the visitor's address in X-Forwarded-For, as the proxy adds it) and reads the answer. */
function send(port: number, path: string, p: Prepared): Promise<{ status: number; location: string; retryAfter: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: upstream(port),
        headers: { 'content-type': p.contentType, 'content-length': p.body.length, 'x-forwarded-for': p.ip, origin: `http://127.0.0.1:${port}` },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: String(res.headers.location ?? ''),
            retryAfter: String(res.headers['retry-after'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(ANSWER_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)))
    req.on('error', reject)
    req.end(p.body)
  })
}

async function post(port: number, form: FormTemplate, p: Prepared): Promise<{ outcome: Outcome; email: string; instance: number; detail?: string }> {
  const { email } = p
  try {
    const { status, location, retryAfter, text } = await send(port, form.action, p)
    if (status === 303 && /status=confirmed/.test(location)) return { outcome: 'confirmed', email, instance: port }
    if (status === 303 && /status=waitlisted/.test(location)) return { outcome: 'waitlisted', email, instance: port }
    if (status === 429 && retryAfter) return { outcome: 'rate-limited', email, instance: port }
    if (status >= 500) return { outcome: 'server-error', email, instance: port, detail: `${status}` }
    // The page again, its form turned into the capacity message with the waitlist offer.
    if (status === 200 && text.includes('data-testid="registration-full"')) return { outcome: 'full', email, instance: port }
    if (/formulář se nepodařilo odeslat|could not be sent/.test(text)) return { outcome: 'failed', email, instance: port }
    return { outcome: 'other', email, instance: port, detail: `${status} ${location} ${text.slice(0, 200)}` }
  } catch (error) {
    const code = (error as { code?: string }).code
    const detail = error instanceof Error ? `${error.message}${code ? ` (${code})` : ''}` : String(error)
    return { outcome: 'no-answer', email, instance: port, detail }
  }
}

/**
 * The mail worker (`npm run jobs`), at a lower CPU priority than the app instances, as a background
 * job is run beside them (README, "The mail worker"): on shared cores a burst of visitors comes
 * first, the mail about them a moment later.
 */
function startWorker(env: NodeJS.ProcessEnv): Proc {
  const worker = startProc('worker', ['--conditions=production', 'node_modules/payload/bin.js', 'run', 'scripts/jobs.ts'], env)
  if (worker.child.pid) os.setPriority(worker.child.pid, WORKER_NICE)
  return worker
}

/**
 * CPU time (user + system, ms) used so far per process of the machine (Linux /proc), the site's own
 * named: where a burst's work went, the site's or the database's or the kernel's.
 */
function cpuByProcess(env: Env): Record<string, number> {
  const names = new Map<number, string>([
    [env.apps[0].child.pid ?? -1, 'app A'],
    [env.apps[1].child.pid ?? -1, 'app B'],
    [env.worker.child.pid ?? -1, 'worker'],
    [process.pid, 'load generator'],
  ])
  const out: Record<string, number> = {}
  let pids: string[] = []
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))
  } catch {
    return out
  }
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/[-/:].*$/, '')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const name = names.get(Number(pid)) ?? command
      out[name] = (out[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10
    } catch {
      // the process ended meanwhile
    }
  }
  return out
}

// ── one run ────────────────────────────────────────────────────────────────────────────────────

type Env = { db: pg.Client; ports: [number, number]; apps: [Proc, Proc]; worker: Proc; appEnv: NodeJS.ProcessEnv; staffToken: string }

type RunResult = {
  scenario: Scenario
  posts: number
  seats: number
  outcomes: Record<string, number>
  storedConfirmed: number
  storedWaitlisted: number
  overbooked: number
  duplicates: number
  lost: number
  mismatches: number
  mailsExpected: number
  mailsDistinct: number
  mailsDuplicated: number
  mailsMissing: number
  healthy: boolean
  idleInTransaction: number
  burstSec: number
  storedPerSec: number
  failures: string[]
}

async function runOnce(env: Env, scenario: Scenario, n: number): Promise<RunResult> {
  const failures: string[] = []
  const runId = `${n}${crypto.randomBytes(2).toString('hex')}`
  // Staff publish the event through the CMS's REST API, as they would in the admin.
  const created = await fetch(`http://127.0.0.1:${env.ports[0]}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${env.staffToken}` },
    body: JSON.stringify({
      title: `Zátěžový test ${runId}`,
      slug: `load-${runId}`,
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      capacity: SEATS,
      registrationOpen: true,
      tags: ['networking'],
      _status: 'published',
    }),
  })
  if (created.status !== 201) throw new Error(`creating the event: ${created.status} ${await created.text()}`)
  const { doc: event } = (await created.json()) as { doc: { id: number; slug: string } }
  log(`run ${n} ${scenario}: event ${event.id} with ${SEATS} seats`)
  const pagePath = `/akce/${event.slug}`
  const page = await fetch(`http://127.0.0.1:${env.ports[0]}${pagePath}`)
  if (page.status !== 200) throw new Error(`event page ${pagePath}: ${page.status}`)
  const form = parseForm(await page.text(), pagePath)
  await sleep(3200) // a person needs at least 3 s to fill in the form (the spam guard's minimum)

  if (scenario === 'smtp-down') await stopSmtp()
  accepted.length = 0
  const answered: Awaited<ReturnType<typeof post>>[] = []
  let killed: Promise<void> | undefined
  let killedPort = 0
  let termination: { code: number | null; ms: number } | undefined
  const cpu0 = cpuByProcess(env)
  const answerMs: number[] = []
  const prepared = Array.from({ length: POSTS }, (_, i) => prepare(form, i, runId, asksWaitlist(i)))
  const started = Date.now()
  const posts = prepared.map((p, i) =>
    post(env.ports[i % 2], form, p).then((r) => {
      answered.push(r)
      answerMs.push(Date.now() - started)
      if (scenario === 'term-app' && !killed && answered.length >= POSTS / 3) {
        killedPort = env.ports[1]
        const sent = Date.now()
        killed = (async () => {
          const exited = new Promise<number | null>((resolve) => env.apps[1].child.once('exit', (code) => resolve(code)))
          env.apps[1].child.kill('SIGTERM')
          termination = { code: await exited, ms: Date.now() - sent }
          log(`run ${n}: instance on port ${killedPort} stopped by SIGTERM in ${termination.ms} ms (exit ${termination.code})`)
        })()
      }
      if (scenario === 'kill-app' && !killed && answered.length >= POSTS / 3) {
        killedPort = env.ports[1]
        killed = (async () => {
          env.apps[1].child.kill('SIGKILL')
          await new Promise((resolve) => env.apps[1].child.once('exit', resolve))
          log(`run ${n}: instance on port ${killedPort} killed (SIGKILL) after ${answered.length} answers`)
        })()
      }
      return r
    }),
  )
  const results = await Promise.all(posts)
  const burstSec = (Date.now() - started) / 1000
  const cpu1 = cpuByProcess(env)
  const spent = Object.entries(cpu1).map(([name, ms]) => [name, ms - (cpu0[name] ?? 0)] as const).filter(([, ms]) => ms >= 50)
  log(`run ${n}: CPU during the burst (ms): ${spent.map(([name, ms]) => `${name} ${ms}`).join(', ')}`)
  const at = (q: number) => answerMs[Math.min(answerMs.length - 1, Math.floor(q * answerMs.length))]
  log(`run ${n}: answers after ${at(0.5)} ms (median), ${at(0.9)} ms (90 %), ${at(0.99)} ms (99 %), all in ${answerMs.at(-1)} ms`)
  await killed

  if (scenario === 'kill-app' || scenario === 'term-app') {
    env.apps[1] = startProc('app B', ['src/server/server.mjs'], { ...env.appEnv, PORT: String(env.ports[1]) })
    await waitHealthy(env.ports[1], env.apps[1])
  }
  if (scenario === 'smtp-down') {
    await sleep(1500) // the worker meets the closed port and backs off
    smtpPort = await startSmtp(smtpPort)
  }
  if (scenario === 'kill-worker') {
    // Hold every SMTP transaction open, let the worker fill its lanes, and kill it mid-send.
    let release!: () => void
    holding = new Promise<void>((resolve) => (release = resolve))
    releaseHold = release
    heldCount = 0
    const deadline = Date.now() + 60_000
    while (heldCount < 2 && Date.now() < deadline) await sleep(20)
    await sleep(100) // mails accepted before the hold have been marked sent by now
    env.worker.child.kill('SIGKILL')
    await new Promise((resolve) => env.worker.child.once('exit', resolve))
    log(`run ${n}: worker killed (SIGKILL) with ${heldCount} SMTP transaction(s) open`)
    // The server learns that those clients are gone before it would accept: it accepts none of them
    // (a server that commits a message after its client died delivers it twice, whoever the client).
    const wait = Date.now() + 5000
    while (closedSessions.size === 0 && Date.now() < wait) await sleep(20)
    await sleep(300)
    holding = undefined
    releaseHold()
    env.worker = startWorker(env.appEnv)
  }

  // ── what is stored ──
  const { rows: stored } = await env.db.query<{ id: number; email: string; status: string }>(
    'SELECT id, email, status FROM event_registrations WHERE event_id = $1',
    [event.id],
  )
  const byEmail = new Map(stored.map((r) => [r.email, r]))
  const storedConfirmed = stored.filter((r) => r.status === 'confirmed').length
  const storedWaitlisted = stored.filter((r) => r.status === 'waitlisted').length
  const overbooked = Math.max(0, storedConfirmed - SEATS)
  const duplicates = stored.length - byEmail.size
  const outcomes: Record<string, number> = {}
  let lost = 0
  let mismatches = 0
  for (const r of results) {
    outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1
    const row = byEmail.get(r.email)
    // A killed instance answers nothing more; one stopped with SIGTERM only refuses new connections.
    const fromKilled =
      r.instance === killedPort && (scenario === 'kill-app' || (scenario === 'term-app' && /ECONNREFUSED/.test(r.detail ?? '')))
    if (['failed', 'server-error', 'other'].includes(r.outcome) || (r.outcome === 'no-answer' && !fromKilled)) {
      lost++
      if (lost <= 5) failures.push(`post ${r.email}: ${r.outcome} ${r.detail ?? ''}`.trim())
    }
    if ((r.outcome === 'confirmed' || r.outcome === 'waitlisted') && row?.status !== r.outcome) mismatches++
    if (r.outcome === 'full' && row) mismatches++
  }
  if (termination && (termination.code !== 0 || termination.ms > 12_000)) {
    failures.push(`SIGTERM: exit ${termination.code} after ${termination.ms} ms (expected 0 within 10 s)`)
  }
  if (overbooked) failures.push(`${overbooked} registrations over capacity`)
  if (duplicates) failures.push(`${duplicates} duplicate registrations`)
  if (lost) failures.push(`${lost} visitors turned away (could not be sent, 5xx or no answer)`)
  if (mismatches) failures.push(`${mismatches} answers that do not match what is stored`)
  if (storedConfirmed < Math.min(SEATS, POSTS / 2)) failures.push(`only ${storedConfirmed} of ${SEATS} seats confirmed`)

  // ── mail: every stored registration's two mails, exactly once ──
  const expectedIds = async () =>
    (
      await env.db.query<{ key: string; status: string }>(
        `SELECT key, status FROM mail_outbox WHERE (params->>'id')::int = ANY($1::int[]) AND template IN ('registration-confirmation', 'registration-staff')`,
        [stored.map((r) => r.id)],
      )
    ).rows
  const domain = 'hub1909.test'
  const deadline = Date.now() + (scenario === 'kill-worker' ? 120_000 : 90_000)
  let outbox: { key: string; status: string }[] = []
  try {
    while (Date.now() < deadline) {
      outbox = await expectedIds()
      const pending = outbox.filter((m) => m.status === 'pending').length
      const seen = new Set(accepted.map((a) => a.messageId))
      if (pending === 0 && outbox.every((m) => seen.has(`<${m.key}@${domain}>`))) break
      await sleep(500)
    }
  } catch (error) {
    failures.push(`the outbox could not be read: ${error instanceof Error ? error.message : error}`)
  }
  const counts = new Map<string, number>()
  for (const a of accepted) counts.set(a.messageId, (counts.get(a.messageId) ?? 0) + 1)
  const expected = new Set(outbox.map((m) => `<${m.key}@${domain}>`))
  const mailsMissing = [...expected].filter((id) => !counts.has(id)).length
  const mailsDuplicated = [...counts.values()].filter((c) => c > 1).length
  const mailsDistinct = [...expected].filter((id) => counts.has(id)).length
  if (outbox.length !== stored.length * 2) failures.push(`${stored.length * 2 - outbox.length} mails were never queued`)
  if (mailsMissing) failures.push(`${mailsMissing} stored mails never arrived`)
  if (mailsDuplicated) failures.push(`${mailsDuplicated} mails arrived more than once`)

  // ── the instances afterwards ──
  const states = await Promise.all(env.ports.map((p) => health(p)))
  const healthy = states.every((s) => s.status === 200)
  if (!healthy) failures.push(`health after the run: ${states.map((s) => `${s.status} ${JSON.stringify(s.body)}`).join(' | ')}`)
  await sleep(200)
  const { rows: stuck } = await env.db.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
  )
  const idleInTransaction = Number(stuck[0].n)
  if (idleInTransaction) failures.push(`${idleInTransaction} connections idle in transaction`)

  const storedCount = storedConfirmed + storedWaitlisted
  return {
    scenario,
    posts: POSTS,
    seats: SEATS,
    outcomes,
    storedConfirmed,
    storedWaitlisted,
    overbooked,
    duplicates,
    lost,
    mismatches,
    mailsExpected: expected.size,
    mailsDistinct,
    mailsDuplicated,
    mailsMissing,
    healthy,
    idleInTransaction,
    burstSec: Number(burstSec.toFixed(2)),
    storedPerSec: Math.round(storedCount / burstSec),
    failures,
  }
}

// ── main ───────────────────────────────────────────────────────────────────────────────────────

async function main() {
  // `payload run` ends with 0 when the event loop empties before the script settles: fail instead.
  process.exitCode = 1
  const keepAlive = setInterval(() => undefined, 60_000)
  const database = await throwawayDatabase('hub_load')
  const dbName = database.name
  const databaseUrl = database.url
  const mailDir = fs.mkdtempSync(path.join(root, 'var', 'load-mail-'))
  const procs: Proc[] = []
  const db = new pg.Client({ connectionString: databaseUrl })
  const summary: RunResult[] = []
  try {
    smtpPort = await startSmtp()
    const ports: [number, number] = [await freePort(), await freePort()]
    const appEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: `load-test-secret-${crypto.randomBytes(16).toString('hex')}`,
      SITE_URL: `http://127.0.0.1:${ports[0]}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'HUB 1909 <noreply@hub1909.test>',
      STAFF_EMAIL: 'staff@hub1909.test',
      MAIL_DIR: mailDir,
      REDIS_URL,
      RATE_LIMIT_PREFIX: `hub1909:load:${dbName}`,
      JOBS_AUTORUN: '0',
      JOBS_INTERVAL_MS: '250',
      // As in production behind a reverse proxy that compresses (README).
      COMPRESS: '0',
      MAIL_RETRY_DELAY_MS: '500',
    }
    log(`database ${dbName}: building when stale, migrating and seeding`)
    await buildAndPrepare(appEnv)
    await db.connect()
    // `profile=DIR`: each instance writes a CPU profile (.cpuprofile, for Chrome's DevTools) there.
    const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : []
    const apps: [Proc, Proc] = [
      startProc('app A', [...profile, 'src/server/server.mjs'], { ...appEnv, PORT: String(ports[0]) }),
      startProc('app B', [...profile, 'src/server/server.mjs'], { ...appEnv, PORT: String(ports[1]) }),
    ]
    const worker = startWorker(appEnv)
    await Promise.all([waitHealthy(ports[0], apps[0]), waitHealthy(ports[1], apps[1])])
    const env: Env = { db, ports, apps, worker, appEnv, staffToken: await staffLogin(ports[0], appEnv) }
    log(`two instances on ports ${ports.join(' and ')}, one worker; ${plan.length} run(s) of ${POSTS} posts for ${SEATS} seats`)

    for (const [i, scenario] of plan.entries()) {
      const result = await runOnce(env, scenario, i + 1)
      summary.push(result)
      const o = result.outcomes
      log(
        `run ${i + 1} ${scenario.padEnd(11)} confirmed ${o.confirmed ?? 0}, waitlisted ${o.waitlisted ?? 0}, full ${o.full ?? 0}, 429 ${o['rate-limited'] ?? 0}, ` +
          `no answer ${o['no-answer'] ?? 0}, failed ${(o.failed ?? 0) + (o['server-error'] ?? 0) + (o.other ?? 0)} | stored ${result.storedConfirmed}+${result.storedWaitlisted} ` +
          `| mail ${result.mailsDistinct}/${result.mailsExpected} dup ${result.mailsDuplicated} | ${result.storedPerSec} stored/s | ${result.failures.length ? 'FAIL: ' + result.failures.join('; ') : 'ok'}`,
      )
    }
    procs.push(...env.apps, env.worker)
    // A clean stop: SIGTERM makes every process finish and exit 0.
    const codes = await Promise.all([...env.apps, env.worker].map((p) => stopProc(p)))
    if (codes.some((c) => c !== 0)) {
      summary.at(-1)?.failures.push(`a process did not stop cleanly on SIGTERM (exit codes ${codes.join(', ')})`)
    }
  } finally {
    await Promise.all(procs.map((p) => stopProc(p, 'SIGKILL')))
    await db.end().catch(() => undefined)
    await stopSmtp()
    await database.drop()
    fs.rmSync(mailDir, { recursive: true, force: true })
  }
  const rates = summary.map((r) => r.storedPerSec).sort((a, b) => a - b)
  const failed = summary.filter((r) => r.failures.length)
  console.log(
    JSON.stringify(
      { posts: POSTS, seats: SEATS, runs: summary.length, medianStoredPerSec: rates[Math.floor(rates.length / 2)] ?? 0, failedRuns: failed.length, summary },
      null,
      1,
    ),
  )
  clearInterval(keepAlive)
  process.exit(failed.length ? 1 : 0)
}

await main()
