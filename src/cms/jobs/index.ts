import type { JobsConfig, TaskConfig } from 'payload'

import { MAIL_QUEUE, SEND_MAIL_TASK, type MailJobInput } from '../../lib/mail/outbox'
import { mailTemplates } from '../../lib/mail/templates'

/** Attempts after the first failure, and the first wait; each next wait doubles (30 s … ~4 h). */
export const MAIL_RETRY_ATTEMPTS = 10
export function mailRetryDelayMs(): number {
  return Number(process.env.MAIL_RETRY_DELAY_MS) || 30_000
}

/** The mail outbox: renders a template from ids and hands it to Payload's mail adapter. */
export const sendMailTask: TaskConfig<'sendMail'> = {
  slug: SEND_MAIL_TASK,
  label: 'Send e-mail',
  retries: { attempts: MAIL_RETRY_ATTEMPTS, backoff: { type: 'exponential', delay: mailRetryDelayMs() } },
  inputSchema: [
    { name: 'template', type: 'text', required: true },
    { name: 'params', type: 'json', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const { template: name, params } = input as MailJobInput
    const template = mailTemplates[name]
    if (!template) throw new Error(`Unknown mail template "${name}"`)
    const message = await template({ payload: req.payload, req, params: params ?? {} })
    if (!message) return { output: { sent: false } }
    await req.payload.sendEmail(message)
    return { output: { sent: true } }
  },
}

/**
 * Payload jobs. The app process runs the mail queue every 5 s (the cron starts with the first request
 * that loads Payload: a form, the admin, the API). Payload claims jobs with a read and a write, not
 * atomically: with several app instances, set JOBS_AUTORUN=0 on them and run one `npm run jobs`
 * process, so that no mail is sent twice.
 */
export const jobs: JobsConfig = {
  tasks: [sendMailTask],
  deleteJobOnComplete: true,
  autoRun:
    process.env.JOBS_AUTORUN === '0' ? [] : [{ cron: '*/5 * * * * *', queue: MAIL_QUEUE, limit: 20, silent: { info: true } }],
}
