import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { publicRead } from '@/lib/content/read'

import { FORM_ERRORS, STARTED_FIELD, type SubmitResult } from '../forms/formState'
import { isPostedRecordId } from '../forms/fields'
import { inTransaction, isUniqueViolation, onRollback, originAndConsentData, screenSubmission, type SubmissionMeta } from '../forms/submission'
import { queueMail } from '../mail/outbox'
import { DEFAULT_VAT_PERCENT } from '../format/price'
import { enquiryFiguresOf } from './enquiryFigures'
import { type EnquiryFigures, type EnquiryQuote, pragueToday } from './enquiryQuote'
import { ENQUIRY_FIELDS, enquirySchema } from './enquirySchema'

const COLLECTION = 'event-space-enquiries'

/** The quote's figures of a published space that takes enquiries (the event space), or null. */
export async function loadEnquiryFigures(payload: Payload, spaceId: number, locale: Locale): Promise<EnquiryFigures | null> {
  const { depth: _depth, draft: _draft, ...read } = publicRead(locale)
  const [space, settings] = await Promise.all([
    payload.findByID({ collection: 'spaces', id: spaceId, ...read, draft: false, depth: 0, disableErrors: true }),
    payload.findGlobal({ slug: 'site-settings', ...read, depth: 0 }),
  ])
  return space ? enquiryFiguresOf(space, settings.vatPercent ?? DEFAULT_VAT_PERCENT) : null
}

const posted = (input: FormData | Record<string, unknown>, name: string): unknown =>
  input instanceof FormData ? input.get(name) : input[name]

/**
 * An enquiry for the event space: screened (schema and quote, spam guard), then stored with the
 * quote the server computed, together with its two mails (staff, the visitor in their language), in
 * one transaction. The same rendered form posted again by the same address (a reload after a post
 * without JavaScript) finds the first enquiry instead of storing another.
 */
export async function submitSpaceEnquiry(
  payload: Payload,
  input: FormData | Record<string, unknown>,
  meta: SubmissionMeta = {},
): Promise<SubmitResult<{ id: string | number; quote: EnquiryQuote }>> {
  const space = posted(input, 'space')
  const postedLocale = posted(input, 'locale')
  const locale: Locale = isLocale(postedLocale) ? postedLocale : isLocale(meta.locale) ? meta.locale : defaultLocale
  if (!isPostedRecordId(space)) return { ok: false, status: 400, formError: FORM_ERRORS.invalid }
  let figures: EnquiryFigures | null
  try {
    figures = await loadEnquiryFigures(payload, Number(space), locale)
  } catch (error) {
    payload.logger.error({ msg: '[enquiry] the space could not be read', err: error })
    return { ok: false, status: 503, formError: FORM_ERRORS.failed }
  }
  if (!figures) return { ok: false, status: 400, formError: FORM_ERRORS.invalid }

  const today = pragueToday(new Date(meta.now ?? Date.now()))
  const screened = await screenSubmission('spaceEnquiry', enquirySchema(figures, today), ENQUIRY_FIELDS, input, meta)
  if (!screened.ok) return screened
  const { data } = screened.value
  const { quote } = data
  // The same form posted again (a reload after a post without JavaScript) is one enquiry. The form's
  // token alone does not tell forms apart: a cached page gives every visitor the same one, so the key
  // is the token with everything the visitor asked for; another date or another note is another enquiry.
  const submissionKey = crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        String(posted(input, STARTED_FIELD)),
        data.email,
        data.space,
        data.date,
        data.start,
        data.end,
        data.guests,
        data.layout,
        data.catering,
        data.production,
        data.name,
        data.company,
        data.phone,
        data.note,
      ]),
    )
    .digest('hex')
  try {
    const id = await inTransaction(payload, async (req) => {
      const doc = await payload.create({
        collection: COLLECTION,
        data: {
          space: data.space,
          eventDate: data.date,
          startTime: data.start,
          endTime: data.end,
          guests: data.guests,
          layout: data.layout as never,
          catering: data.catering,
          production: data.production,
          name: data.name,
          company: data.company,
          email: data.email,
          phone: data.phone,
          note: data.note,
          quoteSlot: `${quote.slot.from}–${quote.slot.to}`,
          quoteHours: quote.billedMinutes / 60,
          quoteRatePerHour: quote.ratePerHour,
          quoteRental: quote.rental,
          quoteProductionPercent: quote.production === null ? null : quote.productionPercent,
          quoteProduction: quote.production,
          quoteNet: quote.net,
          quoteVatPercent: quote.vatPercent,
          quoteVat: quote.vat,
          quoteGross: quote.gross,
          ...originAndConsentData(data, locale, meta),
          submissionKey,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      onRollback(req, () => payload.db.deleteOne({ collection: COLLECTION, where: { id: { equals: doc.id } }, returning: false }))
      await queueMail(payload, { template: 'space-enquiry-staff', params: { id: doc.id } }, req)
      await queueMail(payload, { template: 'space-enquiry-confirmation', params: { id: doc.id } }, req)
      return doc.id
    })
    return { ok: true, value: { id, quote } }
  } catch (error) {
    if (isUniqueViolation(error)) {
      const { docs } = await payload.find({ collection: COLLECTION, where: { submissionKey: { equals: submissionKey } }, limit: 1, depth: 0, overrideAccess: true })
      if (docs[0]) return { ok: true, value: { id: docs[0].id, quote } }
    }
    payload.logger.error({ msg: '[enquiry] the enquiry could not be stored', err: error })
    return { ok: false, status: 503, formError: FORM_ERRORS.failed }
  }
}
