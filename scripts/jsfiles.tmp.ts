import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox'] })
const tab = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
const out: Promise<string>[] = []
tab.on('response', (r) => { if (r.request().resourceType() !== 'script') return; out.push(r.body().then(b => `${zlib.gzipSync(b,{level:9}).length}\t${b.length}\t${r.url().replace(/.*\/_next\/static\/chunks\//,'')}`)) })
await tab.goto(url, { waitUntil: 'load' })
await tab.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
await tab.waitForTimeout(1500)
console.log((await Promise.all(out)).sort().join('\n'))
await browser.close()
