import type { sql as sqlTag } from '@payloadcms/db-postgres'

import { hashCancelToken, cancelTokenFor } from '../lib/events/cancelToken'
import { newMailKey } from '../lib/mail/outbox'
import { CONFIRM_TOKEN_TTL_MS, confirmTokenFor, hashToken } from '../lib/newsletter/tokens'

type Sql = typeof sqlTag
type Rows = Record<string, unknown>[]

/**
 * Mail still queued in Payload's jobs (the outbox before `mail_outbox`) moves to the new outbox, so
 * an upgrade loses no mail. The new templates derive a mail's link from its key, so the record's
 * stored hash is set to match (cancel link of a registration, confirmation link of a subscriber).
 */
export async function moveMailJobsToOutbox(sql: Sql, query: (statement: ReturnType<Sql>) => Promise<Rows>, secret: string) {
  const jobs = await query(sql`SELECT input FROM payload_jobs WHERE task_slug = 'sendMail' AND completed_at IS NULL`)
  const now = new Date()
  for (const { input } of jobs) {
    const job = (typeof input === 'string' ? JSON.parse(input) : input) as { template?: unknown; params?: unknown } | null
    if (!job || typeof job.template !== 'string') continue
    const params = (job.params ?? {}) as Record<string, unknown>
    const id = Number(params.id)
    const key = newMailKey()
    if (job.template === 'newsletter-confirm' && Number.isInteger(id)) {
      const expires = new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS).toISOString()
      await query(
        sql`UPDATE newsletter_subscribers SET token_hash = ${hashToken(confirmTokenFor(key, secret))}, token_expires_at = ${expires} WHERE id = ${id}`,
      )
    }
    if ((job.template === 'registration-confirmation' || job.template === 'registration-promoted') && Number.isInteger(id)) {
      await query(sql`UPDATE event_registrations SET cancel_token_hash = ${hashCancelToken(cancelTokenFor(key, secret))} WHERE id = ${id}`)
    }
    await query(
      sql`INSERT INTO mail_outbox (key, template, params, status, attempts, available_at) VALUES (${key}, ${job.template}, ${JSON.stringify(params)}, 'pending', 0, ${now.toISOString()})`,
    )
  }
}
