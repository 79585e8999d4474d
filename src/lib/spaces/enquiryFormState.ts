import type { FormState } from '../forms/formState'
import type { EnquiryQuote } from './enquiryQuote'
import type { QuoteView } from './enquiryView'

/**
 * The enquiry form's state: the shared form state and what the server rendered for it: the quote
 * box for the posted values (`view`), and once stored, the quote the enquiry keeps with the line
 * that sums the booking up (`summary`).
 */
export type EnquiryFormState = FormState & { view?: QuoteView; quote?: EnquiryQuote; summary?: string }

/** The booking fields the confirmation repeats (the contact details are in the visitor's mail). */
export const ENQUIRY_SUMMARY_FIELDS = ['date', 'start', 'end', 'guests', 'layout', 'catering', 'production'] as const

/** The fields the live quote is asked for with (GET /api/enquiry-quote): the booking, nothing personal. */
export const QUOTE_FIELDS = ENQUIRY_SUMMARY_FIELDS

/** The address the form asks for its live quote. */
export const QUOTE_PATH = '/api/enquiry-quote'

/** The id of the enquiry section: where the spaces tabs and the facts box link to (`#enquiry`). */
export const ENQUIRY_ANCHOR = 'enquiry'
