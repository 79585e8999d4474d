import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { processScope } from '../processScope.mjs'
import { onRollback } from '../undo'

/** The outbox collection (src/cms/collections/MailOutbox) and its table. */
export const MAIL_OUTBOX = 'mail-outbox'
export const MAIL_OUTBOX_TABLE = 'mail_outbox'
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export type MailJobInput = {
  /** The name of a registered mail template (src/lib/mail/templates.ts, src/mailTemplates.ts). */
  template: string
  /** What the template needs to find its data: ids, never personal data itself. */
  params: Record<string, string | number | boolean | null>
  /** The mail's idempotency key (see `newMailKey`); a new one when not given. */
  key?: string
}

/** A new idempotency key for one mail: random, URL- and Message-ID-safe. */
export function newMailKey(): string {
  return crypto.randomUUID()
}

/**
 * A secret a mail carries (a cancel or confirmation link), derived from the mail's key and the
 * server's secret: the same on every attempt to send that one mail, never stored itself (only its
 * hash, by the code that queued the mail), and impossible to guess without the secret.
 */
export function mailToken(purpose: string, key: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}:${key}`).digest('base64url')
}

/**
 * Queues a mail. Pass the `req` of a transaction to commit the mail together with the record it is
 * about: the mail exists exactly when the submission does. Nothing is sent here: the outbox worker
 * (src/lib/mail/worker.ts) picks the row up, in this process or another.
 */
export async function queueMail(payload: Payload, input: MailJobInput, req?: PayloadRequest): Promise<{ key: string }> {
  const key = input.key ?? newMailKey()
  // The adapter's own create: no hooks or access checks to run for a row nobody edits by hand.
  await payload.db.create({
    collection: MAIL_OUTBOX,
    data: {
      key,
      template: input.template,
      params: input.params,
      status: 'pending',
      attempts: 0,
      availableAt: new Date().toISOString(),
    },
    req,
    returning: false,
  })
  onRollback(req, () => payload.db.deleteOne({ collection: MAIL_OUTBOX, where: { key: { equals: key } }, returning: false }))
  // Inside a transaction the worker is woken after the commit (inTransaction); else now.
  if (!req) wakeOutboxWorker()
  return { key }
}

/** How this process's outbox worker is woken: set by the worker (instrumentation), used by requests. */
const waker = () => processScope('outboxWake', () => ({ wake: undefined as (() => void) | undefined }))

/**
 * Tells this process's outbox worker, if it runs here, to look for due mail now instead of at its
 * next poll. A request never sends mail itself.
 */
export function wakeOutboxWorker(): void {
  waker().wake?.()
}

/** The worker of this process registers how to be woken (one per process). */
export function onOutboxWake(wake: (() => void) | undefined): void {
  waker().wake = wake
}
