// The server the end-to-end tests run against: the production build (built when stale) on a fresh,
// migrated and seeded SQLite database under var/e2e/, served by `next start`.
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { bin, buildIfStale, clearDataCache, prepareDatabase, root, runOrExit } from './lib.mjs'

const port = process.env.E2E_PORT || '3100'
const dir = path.join(root, 'var', 'e2e')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(dir, 'data.db')}`,
  SITE_URL: `http://localhost:${port}`,
  MAIL_DIR: path.join(dir, 'mail'),
  E2E: '1',
}

/** The seeded house exists: the Site settings global has been written (the seed writes it last). */
async function isSeeded() {
  const db = createClient({ url: env.DATABASE_URL })
  try {
    const { rows } = await db.execute('select count(*) as n from site_settings where members_login_url is not null')
    return Number(rows[0]?.n) > 0
  } catch {
    return false
  } finally {
    db.close()
  }
}

await buildIfStale()
// `payload run` has been seen to end without running the script; the seed is idempotent, so retry.
for (let attempt = 1; !(await isSeeded()); attempt++) {
  if (attempt > 3) {
    console.error('> The e2e database could not be seeded.')
    process.exit(1)
  }
  await prepareDatabase(env)
}
clearDataCache()
await runOrExit(bin('next'), ['start', '-p', port], { env })
