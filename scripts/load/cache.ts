/**
 * The page cache follows the database (src/server/pageCache.mjs, src/lib/cache/invalidations.ts),
 * checked the way visitors and operators meet it: the production build served by two app instances
 * on one PostgreSQL and one Redis, edits through the CMS's REST API, a write from another process,
 * a database that goes away and comes back, a restart after the database changed underneath.
 *
 * - an edit through the CMS on instance A shows on instance B (and A), on the list and the detail
 *   page, both of which B had cached;
 * - an unpublish makes the page 404 on both, and publishing it again brings it back;
 * - a write through the Local API in another process (as the seed, a migration or a worker writes)
 *   shows on both.
 *   Nothing expires a cached page on a timer, so a missed invalidation never shows: each check waits
 *   up to 10 s for the change and prints how long it took (a figure, not a bound: the machine is shared);
 * - with the database unreachable, a page not in the cache is answered 503 with Retry-After and
 *   `no-store`, and a browser without JavaScript shows the 503 page in the page's language (cached
 *   pages are still served), and the page is right as soon as the database is back;
 * - a page's React payload, taken out of the page on one instance, is served by the other, and by
 *   the first after a restart (the database keeps it: src/lib/cache/pagePayloads.ts);
 * - after a restart on a database changed while the site was down (as a restore from backup), every
 *   page type shows the new content.
 *
 *   npm run check:cache        (a stage of npm test; about 2 minutes)
 *
 * Plain Node (tsx). Process output goes to var/load-logs/. Exits 1 when a check fails.
 */
import crypto from 'node:crypto'

import { chromium } from '@playwright/test'
import pg from 'pg'

import {
  buildAndPrepare,
  freePort,
  health,
  PG_ADMIN,
  type Proc,
  REDIS_URL,
  sleep,
  staffLogin,
  startProc,
  stopProc,
  throwawayDatabase,
  waitHealthy,
} from './procs'

const log = (...a: unknown[]) => console.log('[cache]', ...a)

type Page = { status: number; text: string; headers: Headers }

async function page(port: number, path: string): Promise<Page> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) })
  return { status: res.status, text: await res.text(), headers: res.headers }
}

/** Milliseconds until `ok` holds (asked every 50 ms), or Infinity after `limitMs`. */
async function until(ok: () => Promise<boolean>, limitMs = 10_000): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < limitMs) {
    if (await ok()) return Date.now() - started
    await sleep(50)
  }
  return Infinity
}

const checks: { name: string; ok: boolean; detail: string }[] = []
function check(name: string, ok: boolean, detail = ''): void {
  checks.push({ name, ok, detail })
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`)
}

/** Renders a page twice on an instance; the second answer must come from its cache. */
async function warm(port: number, path: string, expected: string): Promise<void> {
  await page(port, path)
  const second = await page(port, path)
  if (second.status !== 200 || second.headers.get('x-page-cache') !== 'hit' || !second.text.includes(expected)) {
    throw new Error(`${path} on ${port} was not cached with "${expected}": ${second.status} ${second.headers.get('x-page-cache')}`)
  }
}

type Doc = { id: number; slug: string; name?: string; title?: string }

async function main() {
  process.exitCode = 1
  const database = await throwawayDatabase('hub_cache')
  const admin = new pg.Client({ connectionString: PG_ADMIN })
  await admin.connect()
  const procs: Proc[] = []
  try {
    const ports = [await freePort(), await freePort()] as const
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: `cache-check-${crypto.randomBytes(16).toString('hex')}`,
      SITE_URL: `http://127.0.0.1:${ports[0]}`,
      REDIS_URL,
      RATE_LIMIT_PREFIX: `hub1909:cache:${database.name}`,
      JOBS_AUTORUN: '0',
    }
    log(`database ${database.name}: building when stale, migrating and seeding`)
    await buildAndPrepare(env)
    const start = (i: 0 | 1) => startProc(`cache ${'AB'[i]}`, ['src/server/server.mjs'], { ...env, PORT: String(ports[i]) })
    let a = start(0)
    const b = start(1)
    procs.push(a, b)
    await Promise.all([waitHealthy(ports[0], a), waitHealthy(ports[1], b)])
    const token = await staffLogin(ports[0], env)
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`http://127.0.0.1:${ports[0]}/api${path}`, {
        method,
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${method} /api${path}: ${res.status} ${await res.text()}`)
      return (await res.json()) as T
    }
    const first = async (collection: string, where: string): Promise<Doc> => {
      const { docs } = await api<{ docs: Doc[] }>('GET', `/${collection}?locale=cs&depth=0&limit=1&${where}`)
      if (!docs[0]) throw new Error(`no ${collection} matches ${where}`)
      return docs[0]
    }
    const both = (ok: (p: Page) => boolean, path: string) => async () =>
      ok(await page(ports[0], path)) && ok(await page(ports[1], path))

    // ── an edit on A shows on B ──
    const space = await first('spaces', 'where[hasDetailPage][equals]=true&where[_status][equals]=published')
    for (const port of ports) {
      await warm(port, '/prostor', space.name!)
      await warm(port, `/prostor/${space.slug}`, space.name!)
    }
    const spaceName = `Sál po úpravě ${crypto.randomBytes(2).toString('hex')}`
    await api('PATCH', `/spaces/${space.id}?locale=cs`, { name: spaceName })
    let ms = await until(async () => (await both((p) => p.text.includes(spaceName), '/prostor')()) && (await both((p) => p.text.includes(spaceName), `/prostor/${space.slug}`)()))
    check('an edit through the CMS on A shows on A and B (list and detail)', ms < Infinity, `${ms} ms`)

    // ── an unpublish: 404 on both, and back ──
    const event = await first('events', `where[_status][equals]=published&where[startsAt][greater_than]=${new Date().toISOString()}&sort=startsAt`)
    for (const port of ports) {
      await warm(port, `/akce/${event.slug}`, event.title!)
      await warm(port, '/akce', event.title!)
    }
    await api('PATCH', `/events/${event.id}?locale=cs`, { _status: 'draft' })
    ms = await until(both((p) => p.status === 404, `/akce/${event.slug}`))
    check('an unpublished event is 404 on A and B', ms < Infinity, `${ms} ms`)
    ms = await until(both((p) => p.status === 200 && !p.text.includes(event.title!), '/akce'))
    check('an unpublished event leaves the events list on A and B', ms < Infinity, `${ms} ms`)
    await api('PATCH', `/events/${event.id}?locale=cs`, { _status: 'published' })
    ms = await until(both((p) => p.status === 200 && p.text.includes(event.title!), `/akce/${event.slug}`))
    check('published again, the event is back on A and B', ms < Infinity, `${ms} ms`)

    // ── a write from another process ──
    const tier = await first('membership-tiers', 'sort=order')
    for (const port of ports) await warm(port, '/clenstvi', tier.name!)
    const tierName = `Tarif z jiného procesu ${crypto.randomBytes(2).toString('hex')}`
    const writer = startProc('cache writer', ['--conditions=production', 'node_modules/payload/bin.js', 'run', 'scripts/load/cms-write.ts'], {
      ...env,
      CMS_WRITE: JSON.stringify({ collection: 'membership-tiers', id: tier.id, locale: 'cs', data: { name: tierName } }),
    })
    const code = await new Promise<number | null>((resolve) => writer.child.once('exit', resolve))
    if (code !== 0) throw new Error(`the writer failed:\n${writer.output.join('').slice(-2000)}`)
    ms = await until(both((p) => p.text.includes(tierName), '/clenstvi'))
    check('a Local API write in another process shows on A and B', ms < Infinity, `${ms} ms after the writer exited`)

    // ── the database goes away and comes back ──
    const uncached = `/akce?q=${encodeURIComponent('výpadek')}`
    await admin.query(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS false`)
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [database.name])
    try {
      const down = await page(ports[0], uncached)
      check(
        'with the database down, a page not in the cache is 503 with Retry-After and no-store',
        down.status === 503 && down.headers.get('cache-control') === 'no-store' && /^\d+$/.test(down.headers.get('retry-after') ?? ''),
        `${down.status}, cache-control ${down.headers.get('cache-control')}, retry-after ${down.headers.get('retry-after')}`,
      )
      // As a visitor meets it: Chromium with JavaScript off, in both languages.
      const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] })
      try {
        const tab = await browser.newPage({ javaScriptEnabled: false })
        for (const [path, lang, heading, contact] of [
          [uncached, 'cs', 'Chyba 503', '/kontakt'],
          ['/en/events?q=outage', 'en', 'Error 503', '/en/contact'],
        ] as const) {
          const response = await tab.goto(`http://127.0.0.1:${ports[0]}${path}`)
          const shown = {
            status: response?.status(),
            lang: await tab.getAttribute('html', 'lang'),
            h1: (await tab.locator('h1').allInnerTexts()).join('|'),
            contact: await tab.locator(`a[href="${contact}"]`).count(),
          }
          check(
            `with the database down, a browser without JavaScript shows the 503 page (${lang})`,
            shown.status === 503 && shown.lang === lang && shown.h1 === heading && shown.contact === 1,
            JSON.stringify(shown),
          )
        }
      } finally {
        await browser.close()
      }
      const cachedMeanwhile = await page(ports[0], '/clenstvi')
      check('with the database down, cached pages are still served', cachedMeanwhile.status === 200 && cachedMeanwhile.text.includes(tierName), `${cachedMeanwhile.status}`)
      check('with the database down, the health check says so', (await health(ports[0])).status === 503)
    } finally {
      await admin.query(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`)
    }
    ms = await until(async () => {
      const p = await page(ports[0], uncached)
      return p.status === 200
    }, 20_000)
    const after = await page(ports[0], uncached)
    check(
      'the database back, the page is right at once and cached',
      ms < 20_000 && after.status === 200 && after.headers.get('x-page-cache') === 'hit' && after.text.includes('lang="cs"'),
      `${ms} ms, then ${after.status} ${after.headers.get('x-page-cache')}`,
    )

    // ── a restart after the database changed underneath (a restore from backup) ──
    const post = await first('posts', 'where[_status][equals]=published&sort=-publishedAt')
    const pages = ['/', '/clenstvi', '/prostor', `/prostor/${space.slug}`, '/akce', `/akce/${event.slug}`, '/blog', `/blog/${post.slug}`, '/kontakt']
    for (const path of pages) await page(ports[0], path)
    await Promise.all([stopProc(a), stopProc(b)])
    const restored = {
      space: `Obnovený sál ${crypto.randomBytes(2).toString('hex')}`,
      event: `Obnovená akce ${crypto.randomBytes(2).toString('hex')}`,
      post: `Obnovený článek ${crypto.randomBytes(2).toString('hex')}`,
      tier: `Obnovený tarif ${crypto.randomBytes(2).toString('hex')}`,
      street: `Obnovená ${crypto.randomBytes(2).toString('hex')} 1`,
    }
    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    await db.query(`UPDATE spaces_locales SET name = $1 WHERE _parent_id = $2 AND _locale = 'cs'`, [restored.space, space.id])
    await db.query(`UPDATE events_locales SET title = $1 WHERE _parent_id = $2 AND _locale = 'cs'`, [restored.event, event.id])
    await db.query(`UPDATE posts_locales SET title = $1 WHERE _parent_id = $2 AND _locale = 'cs'`, [restored.post, post.id])
    await db.query(`UPDATE membership_tiers_locales SET name = $1 WHERE _parent_id = $2 AND _locale = 'cs'`, [restored.tier, tier.id])
    await db.query(`UPDATE site_settings SET address_street = $1`, [restored.street])
    await db.end()
    a = start(0)
    procs.push(a)
    await waitHealthy(ports[0], a)
    const expect: [string, string][] = [
      ['/', restored.tier],
      ['/clenstvi', restored.tier],
      ['/prostor', restored.space],
      [`/prostor/${space.slug}`, restored.space],
      ['/akce', restored.event],
      [`/akce/${event.slug}`, restored.event],
      ['/blog', restored.post],
      [`/blog/${post.slug}`, restored.post],
      ['/kontakt', restored.street],
    ]
    const stale: string[] = []
    for (const [path, text] of expect) {
      const p = await page(ports[0], path)
      if (p.status !== 200 || !p.text.includes(text)) stale.push(`${path} (${p.status})`)
    }
    check('after a restart on a changed database every page type shows the new content', stale.length === 0, stale.join(', ') || `${expect.length} pages`)
    const stopCode = await stopProc(a)
    check('the instance stops cleanly on SIGTERM', stopCode === 0, `exit ${stopCode}`)
  } catch (error) {
    check('the check ran to its end', false, error instanceof Error ? error.message : String(error))
  } finally {
    await Promise.all(procs.map((p) => stopProc(p, 'SIGKILL')))
    await admin.query(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`).catch(() => undefined)
    await admin.end()
    await database.drop()
  }
  const failed = checks.filter((c) => !c.ok)
  log(failed.length ? `${failed.length} of ${checks.length} checks failed` : `all ${checks.length} checks passed`)
  process.exit(failed.length ? 1 : 0)
}

await main()
