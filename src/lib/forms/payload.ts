import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Payload instance of the app, for server actions and route handlers. It starts the job runner
 * of this process (the mail outbox, see src/cms/jobs), unless JOBS_AUTORUN=0.
 */
export function getAppPayload(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
