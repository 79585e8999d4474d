/**
 * Lighthouse mobile performance per page type, both locales: the median of N runs (TBT jitters).
 * Targets: performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01; the run fails (exit code 1) when a page misses one.
 * Usage: npx tsx scripts/bench/lighthouse.ts [--base http://localhost:3000] [--runs 3] [--pages /,/membership] [--explain]
 * --explain prints, per run, what Lighthouse's simulated LCP was built from: the LCP observed without
 * throttling, and how many of the page's script chunks had started to run before it. Each of those
 * scripts counts towards the simulated LCP, with its bytes and its CPU time (docs/PERFORMANCE.md).
 * Needs a running production server (`npm start`) and Chromium (CHROME_PATH or /usr/bin/chromium).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { argValue, benchPages, median } from './pages'

const base = argValue('base') ?? 'http://localhost:3000'
const runs = Number(argValue('runs') ?? 3)
const only = argValue('pages')?.split(',')
const explain = process.argv.includes('--explain')

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

const rows: { page: string; score: number; lcp: number; tbt: number; cls: number }[] = []
try {
  for (const page of await benchPages(base, only)) {
    await fetch(page.url) // warm the server's page cache: a visitor rarely gets the very first render
    const results = []
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(page.url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
      const lhr = result?.lhr
      if (!lhr) continue
      if (explain && result) {
        const simulated = ((lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000).toFixed(2)
        // A run that failed (a page answering 500, a timeout) has no `Trace`: say why instead.
        const why = lhr.runtimeError ? `failed: ${lhr.runtimeError.code}` : 'no trace'
        const trace = result.artifacts.Trace
        console.log(`      run ${i + 1}: LCP ${simulated} s; ${trace ? raceOf(trace.traceEvents as TraceEvent[]) : why}`)
      }
      results.push({
        score: (lhr.categories.performance.score ?? 0) * 100,
        lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      })
    }
    const row = {
      page: `${page.locale} ${page.name}`,
      score: median(results.map((r) => r.score)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
    }
    rows.push(row)
    const ok = row.score >= 98 && row.lcp <= 1500 && row.tbt <= 50 && row.cls <= 0.01
    console.log(
      `${row.score.toFixed(0).padStart(4)}  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${row.tbt.toFixed(0).padStart(3)} ms  CLS ${row.cls.toFixed(3)}  ${ok ? 'ok ' : 'MISS'}  ${row.page}  ${page.url}`,
    )
  }
} finally {
  await chrome.kill()
}
console.log(`\nmedian of ${runs} runs per page; lowest score ${Math.min(...rows.map((r) => r.score)).toFixed(0)}`)
const missed = rows.filter((row) => !(row.score >= 98 && row.lcp <= 1500 && row.tbt <= 50 && row.cls <= 0.01))
if (missed.length > 0) {
  console.error(`${missed.length} of ${rows.length} pages miss the targets`)
  process.exitCode = 1
}
