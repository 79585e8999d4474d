/**
 * Backup and restore, end to end through the production server, on SQLite and on PostgreSQL
 * (`npm run backup` and `npm run restore`, scripts/backup.ts):
 *
 * - a seeded site with an uploaded image and an event registration is backed up while it serves;
 * - the archive is restored into a fresh database, media folder and var/ folder; a second restore
 *   into the now non-empty installation is refused;
 * - a server started on the restored installation (migrated as `npm start` does) serves the same
 *   pages, the same image byte for byte and the same registration, and accepts the staff session
 *   signed before the backup (the secret came along).
 *
 *   npm run check:backup        (a stage of npm test; about two minutes after the build)
 *
 * Exits 1 when a check fails. Process output goes to var/load-logs/.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { buildAndPrepare, freePort, root, staffLogin, startProc, stopProc, throwawayDatabase, waitHealthy } from './procs'

const log = (...a: unknown[]) => console.log('[backup]', ...a)
const EDITED_TITLE = 'Akce, která přežila zálohu'
const checks: { name: string; ok: boolean }[] = []
function check(name: string, ok: boolean, detail = ''): void {
  checks.push({ name, ok })
  log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`)
}

function runBackupScript(args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/backup.ts', ...args], { cwd: root, env, encoding: 'utf8' })
}

/** What a visitor and staff see of an installation. */
async function snapshot(port: number, token: string, imageUrl: string, email: string, eventPath: string) {
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${p}`, { headers, signal: AbortSignal.timeout(30_000) })
  const pages: string[] = []
  for (const p of ['/', '/en', '/akce', '/en/blog', eventPath]) {
    const html = await (await get(p)).text()
    // The title and the first heading: the HTML around them carries per-response nonces.
    pages.push(`${p}: ${html.match(/<title>(.*?)<\/title>/)?.[1]} | ${html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, '')}`)
  }
  const image = Buffer.from(await (await get(imageUrl)).arrayBuffer())
  const auth = { authorization: `JWT ${token}` }
  const registrations = (await (await get(`/api/event-registrations?depth=0&where[email][equals]=${encodeURIComponent(email)}`, auth)).json()) as { docs?: { email: string; company: string }[] }
  const me = (await (await get('/api/users/me', auth)).json()) as { user?: { email: string } | null }
  return { pages, image, registrations: registrations.docs ?? [], staff: me.user?.email ?? null }
}

async function roundTrip(dialect: 'sqlite' | 'postgres') {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `hub1909-backup-${dialect}-`))
  const databases = dialect === 'postgres' ? [await throwawayDatabase('hub_backup_a'), await throwawayDatabase('hub_backup_b')] : []
  const port = await freePort()
  const installation = (name: 'a' | 'b', i: 0 | 1): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    JOBS_AUTORUN: '0',
    VAR_DIR: path.join(scratch, name, 'var'),
    MEDIA_DIR: path.join(scratch, name, 'media'),
    // SQLite: the secret is generated into var/ and must travel in the archive; PostgreSQL: it is set.
    ...(dialect === 'postgres'
      ? { DATABASE_URL: databases[i]!.url, PAYLOAD_SECRET: 'backup-check-secret-0123456789abcdef0123456789' }
      : { DATABASE_URL: `file:${path.join(scratch, name, 'var', 'data.db')}`, PAYLOAD_SECRET: '' }),
  })
  const source = installation('a', 0)
  const target = installation('b', 1)
  const archive = path.join(scratch, 'backup.tar.gz')
  let before: Awaited<ReturnType<typeof snapshot>> | null = null
  let token = ''
  let imageUrl = ''
  let eventPath = ''
  const email = `backup-${crypto.randomBytes(3).toString('hex')}@hub1909.test`
  try {
    log(`${dialect}: seeding the installation to back up`)
    await buildAndPrepare(source)
    const a = startProc(`backup ${dialect} A`, ['src/server/server.mjs'], source)
    try {
      await waitHealthy(port, a)
      token = await staffLogin(port, source)
      const auth = { authorization: `JWT ${token}` }
      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toBuffer()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'backup-check.png')
      form.append('_payload', JSON.stringify({ alt: 'Obrázek ze zálohy' }))
      const upload = await fetch(`http://127.0.0.1:${port}/api/media?locale=cs`, { method: 'POST', headers: auth, body: form })
      imageUrl = ((await upload.json()) as { doc: { url: string } }).doc.url
      const { docs: events } = (await (await fetch(`http://127.0.0.1:${port}/api/events?depth=0&limit=1&sort=-startsAt`, { headers: auth })).json()) as { docs: { id: number; slug: string }[] }
      // An edit made before the backup: a fresh seed would not have it.
      const edit = await fetch(`http://127.0.0.1:${port}/api/events/${events[0]!.id}?locale=cs`, {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: EDITED_TITLE }),
      })
      eventPath = `/akce/${events[0]!.slug}`
      const registration = await fetch(`http://127.0.0.1:${port}/api/event-registrations`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ event: events[0]!.id, firstName: 'Božena', lastName: 'Zálohová', email, company: 'Archiv s.r.o.' }),
      })
      check(`${dialect}: an image is uploaded, an event renamed and a registration added`, upload.status === 201 && edit.status === 200 && registration.status === 201, `${upload.status} ${edit.status} ${registration.status} ${registration.status === 201 ? '' : await registration.text()}`)
      before = await snapshot(port, token, imageUrl, email, eventPath)
      const made = runBackupScript(['backup', '--out', archive], source)
      check(`${dialect}: \`npm run backup\` writes one archive while the site runs`, made.status === 0 && fs.existsSync(archive), made.stdout + made.stderr)
    } finally {
      await stopProc(a)
    }

    const restored = runBackupScript(['restore', archive], target)
    check(`${dialect}: \`npm run restore\` fills an empty installation`, restored.status === 0, restored.stdout + restored.stderr)
    const again = runBackupScript(['restore', archive], target)
    check(`${dialect}: a second restore into the now filled installation is refused`, again.status === 1 && again.stderr.includes('this installation is not empty'), again.stderr.trim())

    await buildAndPrepare(target)
    const b = startProc(`backup ${dialect} B`, ['src/server/server.mjs'], target)
    try {
      await waitHealthy(port, b)
      const after = await snapshot(port, token, imageUrl, email, eventPath)
      check(
        `${dialect}: the restored site serves the same pages, with the renamed event`,
        JSON.stringify(after.pages) === JSON.stringify(before!.pages) && after.pages.at(-1)!.includes(EDITED_TITLE),
        after.pages.join(' · '),
      )
      check(`${dialect}: the restored site serves the same image`, after.image.length > 0 && after.image.equals(before!.image), `${after.image.length} bytes`)
      check(`${dialect}: the registration is back`, after.registrations.length === 1 && after.registrations[0]!.company === 'Archiv s.r.o.')
      check(`${dialect}: the staff session signed before the backup is still valid`, after.staff === 'load-staff@hub1909.test', String(after.staff))
    } finally {
      await stopProc(b)
    }
  } finally {
    for (const db of databases) await db.drop()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

process.exitCode = 1
await roundTrip('sqlite')
await roundTrip('postgres')
const failed = checks.filter((c) => !c.ok)
log(failed.length ? `${failed.length} of ${checks.length} checks failed` : `all ${checks.length} checks passed`)
process.exitCode = failed.length ? 1 : 0
