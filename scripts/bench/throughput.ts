/**
 * Requests per second for a cached page from `next start`, against nginx serving the same bytes.
 * Target: the app at ≥ 25 % of nginx's rate. Needs nginx (apt-get install nginx-light) and a running
 * production server. Usage: npx tsx scripts/bench/throughput.ts [--base http://localhost:3000] [--path /] [--seconds 10]
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { argValue } from './pages'

const base = argValue('base') ?? 'http://localhost:3000'
const pagePath = argValue('path') ?? '/'
const seconds = Number(argValue('seconds') ?? 10)
const NGINX_PORT = 8089

const run = (url: string) =>
  autocannon({ url, connections: 32, duration: seconds, headers: { 'accept-encoding': 'identity' } })

// The same bytes: the page as the app serves it from its cache.
const warm = await fetch(base + pagePath)
const html = Buffer.from(await warm.arrayBuffer())
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-nginx-'))
fs.writeFileSync(path.join(dir, 'index.html'), html)
fs.writeFileSync(
  path.join(dir, 'nginx.conf'),
  `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; types { text/html html; } default_type text/html;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${dir}; location / { try_files /index.html =404; } } }`,
)
const nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' })
await new Promise((r) => setTimeout(r, 500))
try {
  const app = await run(base + pagePath)
  const ref = await run(`http://127.0.0.1:${NGINX_PORT}/`)
  const ratio = app.requests.average / ref.requests.average
  console.log(`page ${pagePath}: ${html.length} bytes, cache ${warm.headers.get('x-page-cache') ?? 'n/a'}`)
  console.log(`app   ${app.requests.average.toFixed(0)} req/s (p50 latency ${app.latency.p50} ms)`)
  console.log(`nginx ${ref.requests.average.toFixed(0)} req/s (p50 latency ${ref.latency.p50} ms)`)
  console.log(`ratio ${(ratio * 100).toFixed(1)} % of nginx (target ≥ 25 %): ${ratio >= 0.25 ? 'ok' : 'MISS'}`)
} finally {
  nginx.kill()
  fs.rmSync(dir, { recursive: true, force: true })
}
