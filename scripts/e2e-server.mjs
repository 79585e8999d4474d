// The server the end-to-end tests run against: the production build (built when stale) on a fresh,
// migrated and seeded SQLite database under var/e2e/, served by src/server/server.mjs.
import fs from 'node:fs'
import path from 'node:path'

import { buildIfStale, prepareDatabase, root } from './lib.mjs'
import { serve } from '../src/server/server.mjs'

const port = process.env.E2E_PORT || '3100'
const dir = path.join(root, 'var', 'e2e')
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

// The server runs in this process: its settings are this process's environment.
Object.assign(process.env, {
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(dir, 'data.db')}`,
  SITE_URL: `http://localhost:${port}`,
  MAIL_DIR: path.join(dir, 'mail'),
  E2E: '1',
})
await buildIfStale()
await prepareDatabase(process.env)
await serve({ port: Number(port) })
