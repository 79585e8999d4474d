/** `npm run seed`: migrates, then seeds (idempotent: existing documents are left as they are; SEED_EXAMPLES=0: structure only). */
import config from '@payload-config'
import { getPayload } from 'payload'

import { closeDatabase, migrateDatabase } from '@/cms/database'
import { seed } from '@/cms/seed'
import { seedExamples } from '@/env'

// `payload run` exits 0 if this module never settles (an emptied event loop): fail unless we finish.
process.exitCode = 1
const payload = await getPayload({ config })
try {
  await migrateDatabase(payload)
  const { created } = await seed(payload, { examples: seedExamples() })
  payload.logger.info(`Seed done: ${created} documents created.`)
  process.exitCode = 0
} finally {
  await closeDatabase(payload)
}
