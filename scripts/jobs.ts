/**
 * `npm run jobs`: the mail outbox worker as its own process (src/lib/mail/worker.ts), with the
 * personal-data retention sweep (src/lib/privacy/retention.ts) and scheduled publishing
 * (src/lib/content/schedule.ts) and event reminders (src/lib/events/reminders.ts). Run it when the
 * app instances run with JOBS_AUTORUN=0; several may run at once, on several machines: each mail is
 * claimed by one of them. It looks for due mail every JOBS_INTERVAL_MS (1 s). On SIGTERM or SIGINT
 * it finishes the mail in flight (at most 10 s), gives back what it claimed and did not start, exits.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import '@/mailTemplates'

import { closeDatabase, guardDatabasePool } from '@/cms/database'
import { OutboxWorker } from '@/lib/mail/worker'
import { startRetentionSweep } from '@/lib/privacy/retention'
import { startScheduledPublishing } from '@/lib/content/schedule'
import { startReminders } from '@/lib/events/reminders'

const payload = await getPayload({ config })
guardDatabasePool(payload)
const worker = new OutboxWorker(payload)
worker.start()
const stopSweeping = startRetentionSweep(payload)
const stopScheduling = startScheduledPublishing(payload)
const stopReminding = startReminders(payload)
payload.logger.info(`[jobs] outbox worker ${worker.owner} running`)

await new Promise<void>((resolve) => {
  process.once('SIGTERM', () => resolve())
  process.once('SIGINT', () => resolve())
})
payload.logger.info('[jobs] stopping: finishing the mail in flight')
stopSweeping()
stopScheduling()
stopReminding()
await worker.stop(10_000)
await closeDatabase(payload)
process.exit(0)
