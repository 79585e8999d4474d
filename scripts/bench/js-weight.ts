/**
 * Gzipped JavaScript each page type loads, both locales (budget: 160 KB, Next.js itself ~135 KB).
 * The run fails (exit code 1) when a page is over the budget.
 * Usage: npx tsx scripts/bench/js-weight.ts [--base http://localhost:3000] [--pages /,/membership] [--third-parties]
 * Needs a running production server (`npm start`); with --third-parties, one started with GTM_ID and LEAD_TRACKING_SRC.
 */
import zlib from 'node:zlib'

import { chromium } from '@playwright/test'

import { argValue, benchPages } from './pages'

const BUDGET_KB = 160
const base = argValue('base') ?? 'http://localhost:3000'
const only = argValue('pages')?.split(',')
const thirdParties = process.argv.includes('--third-parties')

// Offline the third parties' scripts do not load: the budget counts the page's own origin, and the
// third-party URLs the page requests are listed apart.
if (thirdParties) {
  console.log(
    'third parties: the server must have been started with GTM_ID and LEAD_TRACKING_SRC set (this script cannot set them).\n' +
      'Counted: the scripts of the page\'s own origin; the third-party URLs the page requests are listed apart.\n',
  )
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})
let worst = 0
const over: string[] = []
try {
  for (const page of await benchPages(base, only)) {
    const origin = new URL(page.url).origin
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const tab = await context.newPage()
    const scripts = new Map<string, Promise<number>>()
    const foreign = new Map<string, number>()
    tab.on('request', (request) => {
      const url = request.url()
      if (thirdParties && url.startsWith('http') && new URL(url).origin !== origin) foreign.set(url, (foreign.get(url) ?? 0) + 1)
    })
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      if (thirdParties && new URL(response.url()).origin !== origin) return
      scripts.set(
        response.url(),
        response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length, () => 0),
      )
    })
    await tab.goto(page.url, { waitUntil: 'load' })
    // Next.js' scripts come after the load event: wait for the page to be hydrated
    // (src/components/site/SiteEffects.client.tsx), then for late chunks.
    await tab.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
    await tab.waitForTimeout(1500)
    const sizes = await Promise.all(scripts.values())
    const kb = sizes.reduce((a, b) => a + b, 0) / 1024
    worst = Math.max(worst, kb)
    if (kb > BUDGET_KB) over.push(`${page.locale} ${page.name}`)
    console.log(`${kb.toFixed(1).padStart(7)} KB  ${String(sizes.length).padStart(3)} files  ${page.locale}  ${page.name.padEnd(28)} ${page.url}`)
    if (thirdParties) {
      const requests = [...foreign.values()].reduce((a, b) => a + b, 0)
      console.log(`           third parties: ${requests} request(s), ${foreign.size} URL(s)`)
      for (const [url, count] of foreign) console.log(`             ${String(count).padStart(3)} × ${url}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
}
console.log(`\nheaviest page: ${worst.toFixed(1)} KB of gzipped JS (budget ${BUDGET_KB} KB): ${worst <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`)
if (over.length > 0) {
  console.error(`over the budget: ${over.join(', ')}`)
  process.exitCode = 1
}
