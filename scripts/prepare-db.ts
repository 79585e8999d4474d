/**
 * Brings the database up to date: applies the committed migrations of its dialect, then seeds it
 * when it holds no content yet. Run by `npm start` before the server starts (`payload run`).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { closeDatabase, migrateDatabase } from '@/cms/database'
import { needsSeed, seed } from '@/cms/seed'
import { seedExamples } from '@/env'

// `payload run` exits 0 if this module never settles (an emptied event loop): fail unless we finish.
process.exitCode = 1
const payload = await getPayload({ config })
try {
  await migrateDatabase(payload)
  if (await needsSeed(payload)) {
    const { created } = await seed(payload, { examples: seedExamples() })
    payload.logger.info(`Seeded the empty database (${created} documents).`)
  }
  process.exitCode = 0
} finally {
  await closeDatabase(payload)
}
// The caller (scripts/lib.mjs) waits for this line: the exit code of `payload run` alone is not proof.
console.log('[prepare-db] the database is ready')
