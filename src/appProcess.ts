import './mailTemplates'

import type { Payload } from 'payload'

import { closeDatabase, guardDatabasePool } from '@/cms/database'
import { siteUrl } from '@/env'

import { setupCode } from '@/lib/auth/setupCode'
import { startInvalidationReader } from '@/lib/cache/invalidations'
import { startOutboxWorker } from '@/lib/mail/worker'
import { payloadClient } from '@/lib/payload'
import { startRetentionSweep } from '@/lib/privacy/retention'
import { startScheduledPublishing } from '@/lib/content/schedule'
import { startReminders } from '@/lib/events/reminders'
import { onShutdown } from '@/lib/shutdown'

const RETRY_MS = 5000

/**
 * What an app server process runs besides answering requests: at start, the setup code's line while
 * there is no staff account (src/lib/auth/setupCode.ts); the reader of the cache invalidation
 * log (src/lib/cache/invalidations.ts), the outbox worker, the personal-data retention sweep
 * (src/lib/privacy/retention.ts), scheduled publishing (src/lib/content/schedule.ts) and event
 * reminders (src/lib/events/reminders.ts; all four unless JOBS_AUTORUN=0), and on shutdown,
 * in this order, the worker's stop (mail in flight finishes, unstarted claims are given back), the
 * reader's stop and the database's close. A database that is not reachable yet
 * does not stop the server from starting: the worker starts as soon as it is.
 */
export function startAppProcess(): void {
  const start = async () => {
    try {
      const payload = await payloadClient()
      guardDatabasePool(payload)
      await announceSetupCode(payload)
      onShutdown(() => closeDatabase(payload))
      const stopReading = await startInvalidationReader(payload)
      onShutdown(async () => stopReading())
      if (process.env.JOBS_AUTORUN !== '0') {
        const worker = startOutboxWorker(payload)
        onShutdown(() => worker.stop())
        const stopSweeping = startRetentionSweep(payload)
        onShutdown(async () => stopSweeping())
        const stopScheduling = startScheduledPublishing(payload)
        onShutdown(async () => stopScheduling())
        const stopReminding = startReminders(payload)
        onShutdown(async () => stopReminding())
        payload.logger.info(`[outbox] worker ${worker.owner} started`)
      }
    } catch (error) {
      console.error(`[outbox] could not start (retrying in ${RETRY_MS / 1000} s):`, error instanceof Error ? error.message : error)
      setTimeout(() => void start(), RETRY_MS).unref()
    }
  }
  void start()
}

/** While the installation has no staff account, the operator's log names the code the first one needs. */
async function announceSetupCode(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs > 0) return
  const code = setupCode(payload.config.secret)
  payload.logger.info(`First staff account: open ${siteUrl()}/admin/create-first-user?setup=${code} (setup code ${code})`)
}
