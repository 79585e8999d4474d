import type { Payload, PayloadRequest, SendEmailOptions } from 'payload'

export type MailTemplateContext = {
  payload: Payload
  req?: PayloadRequest
  params: Record<string, unknown>
  /** The outbox key of the mail being sent: the tokens it carries derive from it (`mailToken`). */
  key: string
}

/**
 * Renders one mail from the ids in its outbox row, or `null` when there is nothing (left) to send.
 * Renders only: it reads, never writes (it may run more than once for one mail).
 */
export type MailTemplate = (ctx: MailTemplateContext) => Promise<SendEmailOptions | null>

/**
 * The registry of mail templates, by the name an outbox row carries. The mail plumbing (outbox,
 * worker, layout) knows no domain: each domain exports its templates (`lib/contact/mail.ts`,
 * `lib/newsletter/mail.ts`, `lib/events/mail.ts`…) and `src/mailTemplates.ts` registers them
 * before a worker starts.
 */
const registry = new Map<string, MailTemplate>()

export function registerMailTemplates(templates: Record<string, MailTemplate>): void {
  for (const [name, template] of Object.entries(templates)) registry.set(name, template)
}

/** The template registered under `name`, if any (an outbox row naming none fails, never retries). */
export function mailTemplate(name: string): MailTemplate | undefined {
  return registry.get(name)
}
