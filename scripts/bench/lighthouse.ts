/**
 * Lighthouse mobile performance per page type, both locales: the median of N runs (TBT jitters).
 * Targets: performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01; the run fails (exit code 1) when a page misses one.
 * Usage: npx tsx scripts/bench/lighthouse.ts [--base http://localhost:3000] [--runs 3] [--pages /,/membership]
 * Needs a running production server (`npm start`) and Chromium (CHROME_PATH or /usr/bin/chromium).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { argValue, benchPages, median } from './pages'

const base = argValue('base') ?? 'http://localhost:3000'
const runs = Number(argValue('runs') ?? 3)
const only = argValue('pages')?.split(',')

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})
const rows: { page: string; score: number; lcp: number; tbt: number; cls: number }[] = []
try {
  for (const page of await benchPages(base, only)) {
    await fetch(page.url) // warm the server's page cache: a visitor rarely gets the very first render
    const results = []
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(page.url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
      const lhr = result?.lhr
      if (!lhr) continue
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
