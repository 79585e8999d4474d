/**
 * Benchmark (not a test): latency of the events list query with 10,000 events.
 *
 *   node --conditions=production node_modules/payload/bin.js run scripts/bench/events-list.ts            # EVENTS=10000 RUNS=40
 *
 * Creates a scratch SQLite database under var/bench/, applies the migrations, inserts EVENTS
 * published events (bulk SQL: half past, half upcoming, every tag, a third with a capacity) and
 * then times the list's database read (filter, sort, page, seat counts) for the list's typical
 * queries, RUNS times each, uncached. Prints the median and p95 per query and overall, then
 * deletes the scratch database.
 */
import fs from 'node:fs'
import path from 'node:path'

process.env.DATABASE_URL = `file:${path.resolve('var/bench', `events-${process.pid}.db`)}`
process.env.JOBS_AUTORUN = '0'
fs.mkdirSync('var/bench', { recursive: true })

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { closeDatabase, migrateDatabase } = await import('@/cms/database')
const { findEventPage, LIST_TAGS, PAGE_SIZE } = await import('@/lib/events/list')

type Statement = { sql: string; args: (string | number | null)[] }
type LibsqlClient = { batch(statements: Statement[], mode: 'write'): Promise<unknown> }

const EVENTS = Number(process.env.EVENTS || 10_000)
const RUNS = Number(process.env.RUNS || 40)
const DAY = 86_400_000

const payload = await getPayload({ config })
const file = process.env.DATABASE_URL.slice('file:'.length)
try {
  await migrateDatabase(payload)
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  const now = Date.now()
  const words = ['Networking', 'Workshop', 'Meet', 'Snídaně', 'Přednáška', 'Degustace', 'Demo day', 'Mentoring']
  let statements: Statement[] = []
  const started = performance.now()
  for (let i = 0; i < EVENTS; i++) {
    const id = 100_000 + i
    const start = new Date(now + (i - EVENTS / 2) * (DAY / 4) + (i % 7) * 3_600_000)
    const end = new Date(start.getTime() + 2 * 3_600_000)
    statements.push({
      sql: 'INSERT INTO events (id, starts_at, ends_at, capacity, registration_open, members_only, _status) VALUES (?, ?, ?, ?, 1, ?, ?)',
      args: [id, start.toISOString(), end.toISOString(), i % 3 === 0 ? 30 : null, i % 11 === 0 ? 1 : 0, 'published'],
    })
    for (const locale of ['cs', 'en']) {
      statements.push({
        sql: 'INSERT INTO events_locales (title, slug, excerpt, _locale, _parent_id) VALUES (?, ?, ?, ?, ?)',
        args: [`${words[i % words.length]} ${i}`, `bench-${i}-${locale}`, `Benchmark event number ${i}`, locale, id],
      })
    }
    const tags = [LIST_TAGS[i % LIST_TAGS.length], LIST_TAGS[(i * 7) % LIST_TAGS.length]]
    for (const [order, tag] of [...new Set(tags)].entries()) {
      statements.push({ sql: 'INSERT INTO events_tags ("order", parent_id, value) VALUES (?, ?, ?)', args: [order + 1, id, tag] })
    }
    if (statements.length >= 2_000) {
      await client.batch(statements, 'write')
      statements = []
    }
  }
  if (statements.length) await client.batch(statements, 'write')
  console.log(`inserted ${EVENTS} events in ${Math.round(performance.now() - started)} ms`)

  const month = new Date(now + 30 * DAY).toISOString().slice(0, 7)
  const scenarios = {
    'upcoming, page 1': { view: 'upcoming', tag: null, month: null, q: '' },
    'past, page 1': { view: 'past', tag: null, month: null, q: '' },
    'all, tag workshop': { view: 'all', tag: 'workshop', month: null, q: '' },
    [`upcoming, month ${month}`]: { view: 'upcoming', tag: null, month, q: '' },
    'all, search "workshop"': { view: 'all', tag: null, month: null, q: 'workshop' },
    'past, tag + search': { view: 'past', tag: 'networking', month: null, q: 'meet' },
  } as const
  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
  const all: number[] = []
  const rows: string[] = []
  for (const [name, query] of Object.entries(scenarios)) {
    const times: number[] = []
    let total = 0
    for (let run = 0; run < RUNS + 3; run++) {
      const offset = run % 2 === 0 ? 0 : PAGE_SIZE * 4 // page 1, and a "load more" page 5
      const t0 = performance.now()
      const page = await findEventPage(payload, 'cs', query, { offset, limit: PAGE_SIZE })
      const ms = performance.now() - t0
      total = page.total
      if (run >= 3) times.push(ms) // the first runs warm up the connection and the query planner
    }
    times.sort((a, b) => a - b)
    all.push(...times)
    rows.push(`${name.padEnd(36)} ${String(total).padStart(6)}  ${percentile(times, 50).toFixed(1).padStart(7)}  ${percentile(times, 95).toFixed(1).padStart(7)}`)
  }
  all.sort((a, b) => a - b)
  console.log(`\n${'query'.padEnd(36)} ${'found'.padStart(6)}  ${'median'.padStart(7)}  ${'p95'.padStart(7)}   (ms, ${RUNS} runs each)`)
  for (const row of rows) console.log(row)
  console.log(`${'overall'.padEnd(36)} ${''.padStart(6)}  ${percentile(all, 50).toFixed(1).padStart(7)}  ${percentile(all, 95).toFixed(1).padStart(7)}`)
} finally {
  await closeDatabase(payload)
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
}
