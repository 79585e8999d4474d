/**
 * One process migrating the database on DATABASE_URL, as `npm start` does before it serves
 * (tests/int/platform.test.ts starts several at once). Not a test itself.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { closeDatabase, migrateDatabase } from '@/cms/database'

const payload = await getPayload({ config })
try {
  await migrateDatabase(payload)
  console.log('MIGRATED')
} finally {
  await closeDatabase(payload)
}
