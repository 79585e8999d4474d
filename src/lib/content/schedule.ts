import type { Payload } from 'payload'

/** How often due scheduled publishes run: a publish set for 9:00 is live by 9:01. */
export const SCHEDULE_EVERY_MS = 60_000

/** The publishes and unpublishes whose time has come, run once. */
export async function runDuePublishing(payload: Payload): Promise<void> {
  await payload.jobs.run({ queue: 'default', limit: 20 })
}

/**
 * Runs Payload's queued jobs that are due — the scheduled publishes and unpublishes staff set in
 * the admin (`versions.drafts.schedulePublish`, src/cms/preview.ts) — through its documented
 * `payload.jobs.run`, beside the outbox worker in each process that runs it (JOBS_AUTORUN). Not
 * Payload's `jobs.autoRun`: its cron would also start in the seed, the migrations and the tests.
 * A publish run twice by two instances at once publishes the same draft twice: nothing is lost.
 */
export function startScheduledPublishing(payload: Payload): () => void {
  const run = () => void runDuePublishing(payload).catch((error) => payload.logger.error({ err: error }, '[schedule] scheduled publishing failed'))
  const every = setInterval(run, SCHEDULE_EVERY_MS)
  every.unref()
  return () => clearInterval(every)
}
