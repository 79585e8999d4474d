import type { Payload, PayloadRequest } from 'payload'

/** The queue the mail jobs run in (`npm run jobs` and the app's own runner work on it). */
export const MAIL_QUEUE = 'mail'
export const SEND_MAIL_TASK = 'sendMail'

export type MailJobInput = {
  /** A key of `mailTemplates` (src/lib/mail/templates). */
  template: string
  /** What the template needs to find its data: ids, never personal data itself. */
  params: Record<string, string | number | boolean | null>
}

/**
 * Queues a mail. Pass the `req` of a transaction to commit the job together with the record it is
 * about: the mail exists exactly when the submission does.
 */
export async function queueMail(payload: Payload, input: MailJobInput, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({
    task: SEND_MAIL_TASK as never,
    input: input as never,
    queue: MAIL_QUEUE,
    overrideAccess: true,
    req,
  })
}

/** Sends what is due now (the app calls it right after a submission so mail leaves at once). */
export async function runMailQueue(payload: Payload, limit = 20): Promise<void> {
  await payload.jobs.run({ queue: MAIL_QUEUE, limit, overrideAccess: true, silent: { info: true } })
}
