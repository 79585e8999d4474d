import type { Payload, PayloadRequest, SendEmailOptions } from 'payload'

import { eventMailTemplates } from '../../events/mail'

import { contactConfirmation, contactStaff } from './contact'
import { newsletterConfirm } from './newsletter'

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
 * Every mail the site sends, by the name a job carries. The events issue adds its own here
 * (e.g. `registration-confirmation`, `registration-staff`).
 */
export const mailTemplates: Record<string, MailTemplate> = {
  'contact-staff': contactStaff,
  'contact-confirmation': contactConfirmation,
  'newsletter-confirm': newsletterConfirm,
  ...eventMailTemplates,
}
