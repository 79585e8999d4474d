'use server'

import { answerStatus } from '@/lib/render'

import { isRecordId } from '../api/values'
import { failedState, postedForm, refusalState, requestMeta } from '../forms/action'
import { readForm } from '../forms/submission'
import { payloadClient } from '../payload'
import { translatorFor } from '@/i18n/translator'
import { ENQUIRY_SUMMARY_FIELDS, type EnquiryFormState } from './enquiryFormState'
import { pragueToday } from './enquiryQuote'
import { ENQUIRY_FIELDS } from './enquirySchema'
import { loadEnquiryFigures, submitSpaceEnquiry } from './enquirySubmit'
import { bookingSummary, linesView, quoteView } from './enquiryView'

/**
 * The event-space enquiry form's action (`useActionState`; a plain POST without JavaScript). The
 * form stays on the space's page: stored, it turns into the confirmation with the quote the enquiry
 * keeps; refused, it comes back with its errors, and without JavaScript the page is answered with
 * the refusal's status (400, 413, 429, 503). The quote box comes rendered with the state: for the
 * posted values when refused (without JavaScript that is when the visitor first sees a price), the
 * stored quote when done.
 */
export async function sendSpaceEnquiry(_previous: EnquiryFormState, argument: FormData): Promise<EnquiryFormState> {
  const { formData, locale } = postedForm(argument)
  try {
    const payload = await payloadClient()
    const result = await submitSpaceEnquiry(payload, formData, await requestMeta(locale))
    const t = translatorFor(locale)
    if (!result.ok) {
      answerStatus(result.status)
      const state: EnquiryFormState = refusalState(result, formData, ENQUIRY_FIELDS)
      const space = formData.get('space')
      if (result.status !== 400 || !state.values || !isRecordId(space)) return state
      const figures = await loadEnquiryFigures(payload, Number(space), locale).catch(() => null)
      return figures ? { ...state, view: quoteView(t, locale, figures, state.values, pragueToday()) } : state
    }
    const values = readForm(formData, ENQUIRY_SUMMARY_FIELDS)
    const booking = values.ok ? values.values : {}
    const { quote } = result.value
    return { status: 'done', quote, values: booking, view: linesView(t, locale, quote, booking.catering === 'yes'), summary: bookingSummary(t, locale, booking) }
  } catch (error) {
    answerStatus(503)
    return failedState('[enquiry] action failed', error)
  }
}
