/**
 * Throughput of cached pages (issue 12), on this machine, with the production build and its own
 * SQLite database (var/bench/): autocannon with 50 connections for 10 s per measurement, rounds
 * alternating between the pages so that the machine's drift touches all alike; medians of the
 * rounds.
 *
 * - the cached home page against the same bytes served as a static file from public/ by the same
 *   server (ratio; target ≥ 0.45, aim 0.8), identity and gzip;
 * - the events list and the blog with a filter in the query string, and an {id} page of each kind
 *   (event, space, article): their rate against the home page's (target: within 20 %);
 * - the server's CPU time per request (from /proc, user + system), the figure the profile of
 *   main measured at 4.37 ms.
 *
 * Pages are compared with pages and bytes with the same bytes: autocannon decodes every answer to
 * a string, which costs more for Czech text than for ASCII.
 *
 *   npx tsx scripts/bench/page-cache.ts [rounds=3] [seconds=10] [connections=50]
 * Prints a Markdown table for docs/PERFORMANCE.md and a JSON summary.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { buildAndPrepare, freePort, type Proc, root, startProc, stopProc, waitHealthy } from '../load/procs'

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]))
const ROUNDS = Number(args.rounds ?? 3)
const SECONDS = Number(args.seconds ?? 10)
const CONNECTIONS = Number(args.connections ?? 50)

const benchDir = path.join(root, 'var', 'bench')
// Under public/fonts/, which the locale proxy lets by (a new folder of public/ would meet the proxy).
const publicCopy = path.join(root, 'public', 'fonts', '__bench-home.html')
const publicCopyPath = '/fonts/__bench-home.html'
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URL: `file:${path.join(benchDir, 'hub.db')}`,
  PAYLOAD_SECRET: 'bench-secret-0123456789abcdef0123456789',
  JOBS_AUTORUN: '0',
}

type Measure = { rps: number; p99: number; cpuMsPerReq: number; bytes: number }

/** user + system CPU time of a process, in ms (from /proc). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / 100 // USER_HZ is 100 on Linux
}

async function measure(url: string, encoding: string, pid: number): Promise<Measure> {
  const before = cpuMs(pid)
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': encoding } })
  const cpu = cpuMs(pid) - before
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: result.requests.average, p99: result.latency.p99, cpuMsPerReq: cpu / result.requests.total, bytes: result.throughput.total / result.requests.total }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function main() {
  fs.rmSync(benchDir, { recursive: true, force: true })
  fs.mkdirSync(benchDir, { recursive: true })
  console.log('[bench] building when stale, preparing var/bench/hub.db')
  await buildAndPrepare(env)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let server: Proc | undefined
  const start = async () => {
    server = startProc('bench server', ['src/server/server.mjs'], { ...env, PORT: String(port) })
    await waitHealthy(port, server)
  }
  try {
    // The paths of one document of each kind, read from the site's own lists.
    await start()
    const find = async (list: string, prefix: string) => {
      const html = await (await fetch(base + list)).text()
      // A document's slug: not the archive, not a feed (`/akce/archiv`, `/blog/feed.xml`).
      const href = new RegExp(`href="(${prefix}/(?!archiv")[^"?#/.]+)"`).exec(html)?.[1]
      if (!href) throw new Error(`no link to ${prefix}/… on ${list}`)
      return href
    }
    const pages: Record<string, string> = {
      home: '/',
      'events list, filtered': '/akce?tag=workshop',
      'blog, filtered': '/blog?category=blog',
      event: await find('/akce', '/akce'),
      space: await find('/prostor', '/prostor'),
      article: await find('/blog', '/blog'),
    }
    // The same bytes as the cached home page, as a file of public/ (read when the server starts).
    const home = Buffer.from(await (await fetch(base + '/', { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
    fs.writeFileSync(publicCopy, home)
    await stopProc(server)
    await start()
    const pid = server!.child.pid!
    const targets: [string, string, string][] = [
      ['home (identity)', pages.home, 'identity'],
      ['same bytes, static file (identity)', publicCopyPath, 'identity'],
      ['home (gzip)', pages.home, 'gzip'],
      ['same bytes, static file (gzip)', publicCopyPath, 'gzip'],
      ...Object.entries(pages)
        .filter(([name]) => name !== 'home')
        .map(([name, p]) => [`${name} ${p} (identity)`, p, 'identity'] as [string, string, string]),
    ]
    // Warm every page into the cache (and the compressed variants).
    for (const [, p, enc] of targets) for (let i = 0; i < 3; i++) await (await fetch(base + p, { headers: { 'accept-encoding': enc } })).arrayBuffer()
    const results = new Map<string, Measure[]>()
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, p, enc] of round % 2 ? targets : [...targets].reverse()) {
        const m = await measure(base + p, enc, pid)
        results.set(name, [...(results.get(name) ?? []), m])
        console.log(`[bench] round ${round} ${name}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms, ${m.cpuMsPerReq.toFixed(3)} ms CPU/req`)
      }
    }
    const row = (name: string) => {
      const ms = results.get(name)!
      return { rps: median(ms.map((m) => m.rps)), p99: median(ms.map((m) => m.p99)), cpu: median(ms.map((m) => m.cpuMsPerReq)), bytes: ms[0].bytes }
    }
    const homeRps = row('home (identity)').rps
    const lines = [
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}; autocannon -c ${CONNECTIONS} -d ${SECONDS}, median of ${ROUNDS} alternating rounds.`,
      '',
      '| what | req/s | p99 ms | CPU ms/req | bytes/resp | ratio |',
      '|---|---:|---:|---:|---:|---|',
    ]
    for (const [name] of targets) {
      const r = row(name)
      let ratio = ''
      if (name === 'home (identity)') ratio = `${(r.rps / row('same bytes, static file (identity)').rps).toFixed(2)} × static (target ≥ 0.45)`
      else if (name === 'home (gzip)') ratio = `${(r.rps / row('same bytes, static file (gzip)').rps).toFixed(2)} × static`
      else if (!name.startsWith('same bytes')) ratio = `${(r.rps / homeRps).toFixed(2)} × home (target ≥ 0.80)`
      lines.push(`| ${name} | ${r.rps.toFixed(0)} | ${r.p99} | ${r.cpu.toFixed(3)} | ${r.bytes.toFixed(0)} | ${ratio} |`)
    }
    console.log('\n' + lines.join('\n') + '\n')
    console.log(JSON.stringify(Object.fromEntries(targets.map(([name]) => [name, row(name)]))))
  } finally {
    await stopProc(server)
    fs.rmSync(publicCopy, { force: true })
  }
}

await main()
