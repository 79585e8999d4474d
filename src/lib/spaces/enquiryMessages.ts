import { ERR } from '../forms/fields'
import type { EnquiryField, EnquiryIssue } from './enquiryQuote'

/**
 * The enquiry form's field messages (namespace `forms.errors.enquiry`): keys of the shared `forms`
 * namespace, as every field error of the site's forms, so that the server's refusal and the form in
 * the browser name them alike.
 */
export const ENQUIRY_ERRORS = {
  date: 'forms.errors.enquiry.date',
  start: 'forms.errors.enquiry.start',
  end: 'forms.errors.enquiry.end',
  guests: 'forms.errors.enquiry.guests',
  when: 'forms.errors.enquiry.outsideSlots',
  pastDate: 'forms.errors.enquiry.pastDate',
  tooFar: 'forms.errors.enquiry.tooFar',
  endBeforeStart: 'forms.errors.enquiry.endBeforeStart',
  tooManyGuests: 'forms.errors.enquiry.tooManyGuests',
  layoutTooSmall: 'forms.errors.enquiry.layoutTooSmall',
  outsideSlots: 'forms.errors.enquiry.outsideSlots',
} as const

/** The message key (namespace `forms`, as every field error) of a problem the quote found. */
export function enquiryErrorKey(field: EnquiryField, issue: EnquiryIssue): string {
  if (issue === 'required' || issue === 'invalid') return field === 'layout' ? ERR.choice : ENQUIRY_ERRORS[field]
  return ENQUIRY_ERRORS[issue]
}
