import type { FormState } from '../forms/formState'
import type { EnquiryQuote } from './enquiryQuote'

/** The enquiry form's state: the shared form state and, once stored, the quote the enquiry keeps. */
export type EnquiryFormState = FormState & { quote?: EnquiryQuote }

/** The booking fields the confirmation repeats (the contact details are in the visitor's mail). */
export const ENQUIRY_SUMMARY_FIELDS = ['date', 'start', 'end', 'guests', 'layout', 'catering', 'production'] as const

/** The id of the enquiry section: where the spaces tabs and the facts box link to (`#enquiry`). */
export const ENQUIRY_ANCHOR = 'enquiry'
