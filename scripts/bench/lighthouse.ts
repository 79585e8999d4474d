/**
 * Lighthouse per page type, both locales, mobile and desktop: the median (and the range) of N runs
 * per page (TBT jitters). Targets (issue 13): mobile performance ≥ 98 with LCP ≤ 1.5 s, TBT ≤ 50 ms
 * and CLS ≤ 0.01; desktop performance 100; accessibility, best practices and SEO 100 everywhere.
 * The run fails (exit code 1) when a page's median misses one.
 * Usage: npx tsx scripts/bench/lighthouse.ts [--base http://localhost:3000] [--runs 3] [--pages /,/membership|all]
 *        [--form mobile|desktop|both] [--explain]
 * Pages: by default the seven page types issue 13 names (home, membership, a space, an event, an
 * article, the events list, contact); `--pages all` every page type of the routing table (the
 * members' zone then scores SEO 66 on purpose: it asks search engines not to index it).
 * --explain prints, per run, what Lighthouse's simulated LCP was built from: the LCP observed without
 * throttling, and how many of the page's script chunks had started to run before it. Each of those
 * scripts counts towards the simulated LCP, with its bytes and its CPU time (docs/PERFORMANCE.md).
 * Needs a running production server (`npm start`) and Chromium (CHROME_PATH or /usr/bin/chromium).
 * Measure with nothing else running on the machine: the simulated metrics scale the CPU time observed.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

import { freshPageMicros, SLOW_FRESH_PAGE_US } from './machine'
import { argValue, benchPages, median } from './pages'

const base = argValue('base') ?? 'http://localhost:3000'
const runs = Number(argValue('runs') ?? 3)
/** The page types of issue 13's targets. */
const ISSUE_PAGES = ['/', '/membership', '/space/[id]', '/events/[id]', '/blog/[id]', '/events', '/contact']
const pagesArg = argValue('pages')
const only = pagesArg === 'all' ? undefined : (pagesArg?.split(',') ?? ISSUE_PAGES)
const explain = process.argv.includes('--explain')
const form = argValue('form') ?? 'both'
const forms = (form === 'both' ? ['mobile', 'desktop'] : [form]) as ('mobile' | 'desktop')[]
if (!forms.every((f) => f === 'mobile' || f === 'desktop')) throw new Error(`--form mobile|desktop|both, not ${form}`)

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Run = { performance: number; accessibility: number; 'best-practices': number; seo: number; lcp: number; tbt: number; cls: number }
type Row = { page: string; url: string; form: 'mobile' | 'desktop'; runs: Run[]; failed: string[] }

/** What a page's medians must reach. */
function misses(row: Row): string[] {
  const m = (key: keyof Run) => median(row.runs.map((r) => r[key]))
  const out: string[] = []
  if (row.form === 'mobile') {
    if (m('performance') < 98) out.push('performance < 98')
    if (m('lcp') > 1500) out.push('LCP > 1.5 s')
    if (m('tbt') > 50) out.push('TBT > 50 ms')
  } else if (m('performance') < 100) out.push('performance < 100')
  if (m('cls') > 0.01) out.push('CLS > 0.01')
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) if (m(category) < 100) out.push(`${category} < 100`)
  return out
}

// The machine first: on one where fresh memory is slow, TBT measures the machine, not the page.
const pageMicros = freshPageMicros()
const slowMachine = pageMicros > SLOW_FRESH_PAGE_US
console.log(`machine: a page of fresh memory costs ${pageMicros.toFixed(2)} µs to touch (above ${SLOW_FRESH_PAGE_US} µs, TBT cannot be judged)`)
if (slowMachine) {
  console.warn(
    'machine: TOO SLOW TO JUDGE TBT. Every task of a load is longer here by the memory it touches; a minimal Next.js page\n' +
      'scored TBT 157–541 ms on such a machine. The targets still apply; measure them on another machine.',
  )
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})
type TraceEvent = { name: string; ts: number; pid: number; args?: { data?: { url?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } } }

/** The observed (unthrottled) LCP and the script chunks whose evaluation started before it. */
function raceOf(events: TraceEvent[]): string {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'))
  if (!nav) return 'no navigation in the trace'
  const main = events.filter((e) => e.pid === nav.pid && e.ts >= nav.ts)
  const lcp = main.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1)
  const chunks = new Map<string, number>()
  for (const e of main) {
    const url = e.args?.data?.url
    if (e.name === 'EvaluateScript' && url?.includes('/_next/static/chunks/') && !chunks.has(url)) chunks.set(url, e.ts)
  }
  if (!lcp) return `no LCP candidate; ${chunks.size} chunks`
  const before = [...chunks.values()].filter((ts) => ts <= lcp.ts).length
  return `observed LCP ${((lcp.ts - nav.ts) / 1000).toFixed(0)} ms, ${before} of ${chunks.size} chunks ran before it`
}

/** `median (min–max)` of one figure over the runs. */
function spread(values: number[], format: (n: number) => string): string {
  const low = Math.min(...values)
  const high = Math.max(...values)
  return low === high ? format(low) : `${format(median(values))} (${format(low)}–${format(high)})`
}

const rows: Row[] = []
try {
  for (const page of await benchPages(base, only)) {
    await fetch(page.url) // warm the server's page cache: a visitor rarely gets the very first render
    for (const formFactor of forms) {
      const row: Row = { page: `${page.locale} ${page.name}`, url: page.url, form: formFactor, runs: [], failed: [] }
      for (let i = 0; i < runs; i++) {
        const flags = { port: chrome.port, onlyCategories: [...CATEGORIES], output: 'json' as const, logLevel: 'error' as const }
        const result = await lighthouse(page.url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
        const lhr = result?.lhr
        if (!lhr) continue
        // A run Lighthouse could not finish (a timeout, no paint it could see) measured nothing:
        // say so, and leave it out of the medians rather than count it as a score of 0.
        if (lhr.runtimeError) {
          row.failed.push(lhr.runtimeError.code)
          console.log(`      ${formFactor} run ${i + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
          continue
        }
        if (explain && result) {
          const simulated = ((lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000).toFixed(2)
          const trace = result.artifacts.Trace
          console.log(`      ${formFactor} run ${i + 1}: LCP ${simulated} s; ${trace ? raceOf(trace.traceEvents as TraceEvent[]) : 'no trace'}`)
        }
        row.runs.push({
          performance: (lhr.categories.performance.score ?? 0) * 100,
          accessibility: (lhr.categories.accessibility.score ?? 0) * 100,
          'best-practices': (lhr.categories['best-practices'].score ?? 0) * 100,
          seo: (lhr.categories.seo.score ?? 0) * 100,
          lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
        })
      }
      rows.push(row)
      const missed = row.runs.length === 0 ? ['no run finished'] : misses(row)
      const of = (key: keyof Run) => row.runs.map((r) => r[key])
      console.log(
        [
          formFactor.padEnd(7),
          `perf ${spread(of('performance'), (n) => n.toFixed(0))}`,
          `LCP ${spread(of('lcp'), (n) => `${(n / 1000).toFixed(2)} s`)}`,
          `TBT ${spread(of('tbt'), (n) => `${n.toFixed(0)} ms`)}`,
          `CLS ${spread(of('cls'), (n) => n.toFixed(3))}`,
          `a11y/bp/seo ${median(of('accessibility')).toFixed(0)}/${median(of('best-practices')).toFixed(0)}/${median(of('seo')).toFixed(0)}`,
          missed.length ? `MISS (${missed.join(', ')})` : 'ok',
          row.failed.length ? `(${row.failed.length} run(s) failed)` : '',
          row.page,
          page.url,
        ].join('  '),
      )
    }
  }
} finally {
  await chrome.kill()
}
const failed = rows.filter((row) => row.runs.length === 0 || misses(row).length > 0)
console.log(`\nmedian of ${runs} runs per page and form factor, range in brackets; ${rows.length - failed.length} of ${rows.length} meet the targets`)
if (failed.length > 0) {
  console.error(`missed: ${failed.map((row) => `${row.form} ${row.page}`).join(', ')}`)
  if (slowMachine) console.error(`on a machine where fresh memory costs ${pageMicros.toFixed(2)} µs a page: a TBT miss here cannot be told from the machine's own cost`)
  process.exitCode = 1
}
