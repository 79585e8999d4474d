/**
 * `npm run jobs`: the mail outbox's runner as its own process (run the app with JOBS_AUTORUN=0 then).
 * Every JOBS_INTERVAL_MS (10 s) it sends what is due; retries and back-off are the jobs' own.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { closeDatabase } from '@/cms/database'
import { runMailQueue } from '@/lib/mail/outbox'

const interval = Number(process.env.JOBS_INTERVAL_MS) || 10_000
const payload = await getPayload({ config })
let stopping = false
const stop = () => {
  stopping = true
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
payload.logger.info(`[jobs] running the mail queue every ${interval / 1000} s`)
while (!stopping) {
  try {
    await runMailQueue(payload, 50)
  } catch (error) {
    payload.logger.error({ msg: '[jobs] run failed', err: error })
  }
  for (let waited = 0; waited < interval && !stopping; waited += 250) await new Promise((r) => setTimeout(r, 250))
}
await closeDatabase(payload)
process.exit(0)
