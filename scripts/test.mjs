// `npm test`: lint, import circles, types, unit, integration (SQLite and PostgreSQL), the short load test (two
// instances, a worker and a real SMTP server on PostgreSQL, with kills), the page cache check (two
// instances on PostgreSQL), the server bound to one address (HOST), `next dev` against the production
// server (the same security headers), shared media in a bucket (two instances), backup and restore, end-to-end
// (Chromium). It first checks that Node, PostgreSQL and Redis are there.
// Every stage runs even when an earlier one fails, so one run shows everything that is wrong.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'

import { bin, root, run } from './lib.mjs'

process.env.NEXT_TELEMETRY_DISABLED = '1'

/** Answers a Redis PING within 3 s. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 3000 }, () => socket.write('PING\r\n'))
    const done = (ok) => (socket.destroy(), resolve(ok))
    socket.on('data', (chunk) => done(chunk.toString().startsWith('+PONG')))
    socket.on('error', () => done(false))
    socket.on('timeout', () => done(false))
  })
}

// What the suite needs on the machine, checked first, so that a missing service is one plain line
// rather than half an hour of failing stages.
const pgUrl = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const [major, minor] = process.versions.node.split('.').map(Number)
const missing = []
if (major < 20 || (major === 20 && minor < 20)) missing.push(`Node.js 20.20 or newer (this is ${process.version}; tested on the version in .nvmrc)`)
const db = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 })
await db.connect().then(
  () => db.end(),
  (error) => missing.push(`PostgreSQL at ${pgUrl} (TEST_PG_URL), as a user that may create databases: ${error.message}`),
)
if (!(await redisAnswers(redisUrl))) missing.push(`Redis at ${redisUrl} (REDIS_URL)`)
if (missing.length) {
  console.error(`npm test cannot run; missing:\n${missing.map((m) => `  - ${m}`).join('\n')}\nSee "Quick start" in README.md.`)
  process.exit(1)
}
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium'
if (!fs.existsSync(chromium)) console.log(`Note: there is no Chromium at ${chromium}; the "chromium" stage installs it (as root) or says what to install.`)
// Playwright empties test-results/ when it starts: the other runners' reports live beside it.
const results = path.join(root, 'var', 'test-reports')
const e2eReport = path.join(root, 'test-results', 'e2e.json')
fs.rmSync(results, { recursive: true, force: true })
fs.rmSync(e2eReport, { force: true })
fs.mkdirSync(results, { recursive: true })

const stages = [
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  // No two files of src/ import each other, directly or round a circle (type imports count too).
  ['cycles', bin('madge'), ['--circular', '--extensions', 'ts,tsx', '--ts-config', 'tsconfig.json', 'src']],
  ['types', bin('tsc'), ['--noEmit']],
  ['unit', bin('vitest'), ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/unit.json`]],
  [
    'integration',
    bin('vitest'),
    ['run', '--project', 'int-sqlite', '--project', 'int-postgres', '--reporter=default', '--reporter=json', `--outputFile.json=${results}/int.json`],
  ],
  // The short form of `npm run load` (scripts/load/registrations.ts): it builds when stale.
  ['load', bin('tsx'), ['scripts/load/registrations.ts', 'short']],
  // Two instances on PostgreSQL: edits, another process's write, an outage and a restart (scripts/load/cache.ts).
  ['cache', bin('tsx'), ['scripts/load/cache.ts']],
  // The production server bound to 127.0.0.1, asked as a reverse proxy asks it (scripts/load/host.ts).
  ['host', bin('tsx'), ['scripts/load/host.ts']],
  // `next dev` and the production server send the same security headers (scripts/load/dev.ts).
  ['dev', bin('tsx'), ['scripts/load/dev.ts']],
  // Two instances on PostgreSQL share uploads in an S3-compatible bucket (s3rver) (scripts/load/media.ts).
  ['media', bin('tsx'), ['scripts/load/media.ts']],
  // A backup of a running site restored into an empty installation, SQLite and PostgreSQL (scripts/load/backup.ts).
  ['backup', bin('tsx'), ['scripts/load/backup.ts']],
  ['chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['e2e', bin('playwright'), ['test']],
]

const failedStages = []
for (const [name, cmd, args] of stages) {
  if (name === 'e2e' && failedStages.includes('chromium')) {
    failedStages.push(name)
    continue
  }
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  const code = await run(cmd, args)
  console.log(`━━ ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`)
  if (code !== 0) failedStages.push(name)
}

// Count tests across the runners' JSON reports.
let passed = 0
let failed = 0
let skipped = 0
for (const file of ['unit.json', 'int.json']) {
  try {
    const r = JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'))
    passed += r.numPassedTests
    failed += r.numFailedTests
    skipped += r.numPendingTests + (r.numTodoTests || 0)
  } catch {
    // the stage did not get as far as writing its report
  }
}
try {
  const r = JSON.parse(fs.readFileSync(e2eReport, 'utf8'))
  passed += r.stats.expected
  failed += r.stats.unexpected + r.stats.flaky
  skipped += r.stats.skipped
} catch {
  // no end-to-end report
}

console.log('')
if (failedStages.length) console.log(`Failed stages: ${failedStages.join(', ')}`)
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failedStages.length ? 1 : 0)
