/**
 * How long a page stays busy after `load`, beside the minimal Next.js app (issue 35): the site runs its
 * scripts after `load`, so this is the wait before it answers a tap. Exit code 1 when a site page's
 * median is over 300 ms.
 * Usage: npx tsx scripts/bench/interactive.ts [--base http://localhost:3000] [--minimal-base URL] [--runs 10]
 *          [--pages /,/membership|all|minimal] [--quiet 5000]
 * Needs the site's production server (`npm start`) and Chromium (CHROME_PATH or /usr/bin/chromium).
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { freshPageMicros } from './machine'
import { minimalTarget, repoRoot } from './minimal'
import { argValue, median, sitePages } from './pages'

const TARGET_MS = 300
const MAX_AFTER_LOAD_MS = 30_000
const base = (argValue('base') ?? 'http://localhost:3000').replace(/\/$/, '')
const runs = Number(argValue('runs') ?? 10)
const quiet = Number(argValue('quiet') ?? 5000)
if (!(runs >= 1)) throw new Error('--runs must be at least 1')

type Target = { label: string; url: string; minimal: boolean }
type Load = { load: number; interactive: number; afterLoad: number; longTasks: number; longest: number }

const pageMicros = freshPageMicros()
console.log(`machine: a page of fresh memory costs ${pageMicros.toFixed(2)} µs to touch (the longer, the longer every task)`)

const minimal = await minimalTarget(argValue('minimal-base'))
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})

/**
 * One load, in a fresh context (empty cache). Interactive, whatever the framework: the end of the last
 * long task (≥ 50 ms, the browser's Long Tasks API) that ends after `load`, or `load` when none does;
 * collected until --quiet ms pass without one (at most 30 s). Network activity is not looked at.
 */
async function measure(url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 })
  try {
    // Before any script of the page: buffered, so that a task before the registration is reported too.
    await context.addInitScript(() => {
      const w = window as unknown as { __benchLongTasks: [number, number][] }
      w.__benchLongTasks = []
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__benchLongTasks.push([entry.startTime, entry.duration])
        }).observe({ type: 'longtask', buffered: true })
      } catch {
        // no Long Tasks API: no long task is ever reported
      }
    })
    const tab = await context.newPage()
    await tab.goto(url, { waitUntil: 'load' })
    const load = await tab.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart)
    for (;;) {
      const { now, tasks } = await tab.evaluate(() => ({ now: performance.now(), tasks: (window as unknown as { __benchLongTasks: [number, number][] }).__benchLongTasks }))
      const after = tasks.filter(([start, duration]) => start + duration > load)
      const interactive = Math.max(load, ...after.map(([start, duration]) => start + duration))
      if (now - interactive >= quiet || now - load >= MAX_AFTER_LOAD_MS) {
        return { load, interactive, afterLoad: interactive - load, longTasks: after.length, longest: Math.max(0, ...after.map(([, duration]) => duration)) }
      }
      await tab.waitForTimeout(250)
    }
  } finally {
    await context.close()
  }
}

const results = new Map<string, Load[]>()
let targets: Target[] = []
try {
  const site = (await sitePages(base)).map((page) => ({ label: `${page.locale} ${page.name}`, url: page.url, minimal: false }))
  targets = [{ label: 'minimal app', url: `${minimal.base}/`, minimal: true }, ...site]
  for (const target of targets) await (await fetch(target.url)).arrayBuffer() // warm the page caches
  for (let i = 0; i < runs; i++) {
    for (const target of targets) {
      const result = await measure(target.url)
      results.set(target.url, [...(results.get(target.url) ?? []), result])
      console.log(
        `run ${i + 1}/${runs}  load ${result.load.toFixed(0).padStart(5)} ms  interactive − load ${result.afterLoad.toFixed(0).padStart(5)} ms  ` +
          `${result.longTasks} long task(s) after load, longest ${result.longest.toFixed(0)} ms  ${target.label}`,
      )
    }
  }
} finally {
  await browser.close()
  await minimal.stop()
}

const ms = (n: number) => `${n.toFixed(0)} ms`
const spread = (values: number[]) => {
  const low = Math.min(...values)
  const high = Math.max(...values)
  return low === high ? ms(low) : `${ms(median(values))} (${ms(low)}–${ms(high)})`
}
const of = (target: Target, key: keyof Load) => (results.get(target.url) ?? []).map((r) => r[key])
const reference = median(of(targets[0], 'afterLoad'))
// Load and interactive from the navigation's start too: the minimal app runs its scripts before `load`
// (async scripts in the head), so its interactive − load is about 0 and only both compare the whole wait.
const table = [
  `Chromium desktop (1350×940), no throttling, median of ${runs} interleaved loads (min–max in brackets), ${new Date().toISOString().slice(0, 16).replace('T', ' ')}; machine: a page of fresh memory ${pageMicros.toFixed(2)} µs.`,
  '',
  '| page | load | interactive | interactive − load | long tasks after load | longest | vs minimal app | verdict (≤ 300 ms) |',
  '|---|---:|---:|---:|---:|---:|---:|---|',
]
const missed: string[] = []
for (const target of targets) {
  const after = median(of(target, 'afterLoad'))
  const difference = after - reference
  const ok = after <= TARGET_MS
  if (!ok && !target.minimal) missed.push(target.label)
  const cells = [
      target.minimal ? '**minimal app**' : target.label,
      ms(median(of(target, 'load'))),
      ms(median(of(target, 'interactive'))),
      spread(of(target, 'afterLoad')),
      median(of(target, 'longTasks')).toFixed(0),
      ms(median(of(target, 'longest'))),
      target.minimal ? '' : `${difference > 0 ? '+' : difference < 0 ? '−' : '±'}${ms(Math.abs(difference))}`,
      ok ? 'ok' : target.minimal ? 'over (the stack itself, on this machine)' : 'MISS',
  ]
  table.push(`| ${cells.join(' | ')} |`)
}
console.log(`\n${table.join('\n')}\n`)

const file = path.join(repoRoot, 'var', 'bench', `interactive-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      base,
      minimalBase: minimal.base,
      runs,
      quietMs: quiet,
      machine: { freshPageMicros: pageMicros },
      pages: targets.map((target) => ({
        page: target.label,
        url: target.url,
        minimal: target.minimal,
        median: { load: median(of(target, 'load')), interactive: median(of(target, 'interactive')), afterLoad: median(of(target, 'afterLoad')), longTasks: median(of(target, 'longTasks')), longest: median(of(target, 'longest')) },
        loads: results.get(target.url) ?? [],
      })),
    },
    null,
    2,
  ) + '\n',
)
console.log(`results written to ${path.relative(repoRoot, file)}`)

const sitePageCount = targets.length - 1
console.log(`${sitePageCount - missed.length} of ${sitePageCount} site pages interactive within ${TARGET_MS} ms of load (median)`)
if (missed.length > 0) {
  console.error(`missed: ${missed.join(', ')}`)
  process.exitCode = 1
}
