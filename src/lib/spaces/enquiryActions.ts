'use server'

import { defaultLocale, isLocale } from '@/i18n/locales'
import { answerStatus } from '@/lib/render'

import { postedForm } from '../forms/actionArgs'
import { refusalState } from '../forms/actionState'
import { readForm } from '../forms/formData'
import { FORM_ERRORS } from '../forms/formState'
import { requestMeta } from '../forms/request'
import { payloadClient } from '../payload'
import { ENQUIRY_SUMMARY_FIELDS, type EnquiryFormState } from './enquiryFormState'
import { ENQUIRY_FIELDS } from './enquirySchema'
import { submitSpaceEnquiry } from './enquirySubmit'

/**
 * The event-space enquiry form's action (`useActionState`; a plain POST without JavaScript). The
 * form stays on the space's page: stored, it turns into the confirmation with the quote the enquiry
 * keeps; refused, it comes back with its errors, and without JavaScript the page is answered with
 * the refusal's status (400, 413, 429, 503).
 */
export async function sendSpaceEnquiry(_previous: EnquiryFormState, argument: FormData): Promise<EnquiryFormState> {
  const formData = postedForm(argument)
  const posted = formData.get('locale')
  const locale = isLocale(posted) ? posted : defaultLocale
  try {
    const payload = await payloadClient()
    const result = await submitSpaceEnquiry(payload, formData, await requestMeta(locale))
    if (!result.ok) {
      answerStatus(result.status)
      return refusalState(result, formData, ENQUIRY_FIELDS)
    }
    const read = readForm(formData, ENQUIRY_SUMMARY_FIELDS)
    return { status: 'done', quote: result.value.quote, values: read.ok ? read.values : {} }
  } catch (error) {
    console.error('[enquiry] action failed:', error instanceof Error ? error.message : error)
    answerStatus(503)
    return { status: 'error', formError: FORM_ERRORS.failed }
  }
}
