import type { Payload } from 'payload'

import { FORM_ERRORS, type SubmitResult } from '../forms/formState'
import { inTransaction, onRollback, originAndConsentData, screenSubmission, type SubmissionMeta } from '../forms/submission'
import { queueMail } from '../mail/outbox'
import { CONTACT_FIELDS, contactSchemaFor } from './schema'

/**
 * A contact request from the site: screened (schema, spam guard), then stored together with its two
 * mails (staff notification, confirmation to the visitor) in one transaction. The mails leave
 * through the outbox; a mail server that is down never loses the request.
 */
export async function submitContactRequest(
  payload: Payload,
  input: FormData | Record<string, unknown>,
  meta: SubmissionMeta = {},
): Promise<SubmitResult<{ id: string | number }>> {
  const screened = await screenSubmission('contact', contactSchemaFor, CONTACT_FIELDS, input, meta)
  if (!screened.ok) return screened
  const { data, locale } = screened.value
  try {
    const id = await inTransaction(payload, async (req) => {
      const doc = await payload.create({
        collection: 'contact-requests',
        data: {
          name: data.name,
          surname: data.surname,
          email: data.email,
          phone: data.phone,
          wantsContact: data.wantsContact,
          topic: data.topic,
          company: data.company,
          // What one expects from membership, only when membership is the topic (the form hides it otherwise).
          expectations: data.topic === 'membership' ? data.expectations : undefined,
          ...originAndConsentData(data, locale, meta),
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      onRollback(req, () => payload.db.deleteOne({ collection: 'contact-requests', where: { id: { equals: doc.id } }, returning: false }))
      await queueMail(payload, { template: 'contact-staff', params: { id: doc.id } }, req)
      await queueMail(payload, { template: 'contact-confirmation', params: { id: doc.id } }, req)
      return doc.id
    })
    return { ok: true, value: { id } }
  } catch (error) {
    payload.logger.error({ msg: '[contact] the request could not be stored', err: error })
    return { ok: false, status: 503, formError: FORM_ERRORS.failed }
  }
}
