import { z } from 'zod'

import { consent, context, email, ERR, line, phone, recordId, text } from '../forms/fields'
import { LIMITS } from '../forms/limits'
import { type EnquiryField, type EnquiryFigures, type EnquiryIssue, enquiryRequestOf, quoteEnquiry } from './enquiryQuote'
import { enquiryErrorKey } from './enquiryMessages'

/** The inputs the enquiry form posts (the spam guard adds its own two). */
export const ENQUIRY_FIELDS = [
  'space',
  'date',
  'start',
  'end',
  'guests',
  'layout',
  'catering',
  'production',
  'name',
  'company',
  'email',
  'phone',
  'note',
  'consent',
  'from',
  'referrer',
  'locale',
] as const

/** A yes/no radio group; anything but `yes` is no. */
const yesNo = () => z.preprocess((v) => v === 'yes', z.boolean())

/**
 * The enquiry form, for one space's figures and one day: the contact part as the other forms
 * check it, the booking part by the quote function itself, so that the server refuses exactly what
 * the form in the browser shows as wrong. The parsed data carries the quote.
 */
export function enquirySchema(figures: EnquiryFigures, today: string) {
  return z
    .object({
      space: recordId(),
      date: line(LIMITS.short),
      start: line(LIMITS.short),
      end: line(LIMITS.short),
      guests: line(LIMITS.short),
      layout: line(LIMITS.short),
      catering: yesNo(),
      production: yesNo(),
      name: line(LIMITS.fullName, ERR.fullName),
      company: line(LIMITS.company),
      email: email(),
      phone: phone().refine((v) => v !== '', { error: ERR.phone }),
      note: text(LIMITS.longText),
      consent: consent(),
      from: context(LIMITS.short),
      referrer: context(LIMITS.url),
    })
    .superRefine(
      (data, ctx) => {
        const result = quoteEnquiry(enquiryRequestOf(data), figures, today)
        if (result.ok) return
        for (const [field, issue] of Object.entries(result.issues) as [EnquiryField, EnquiryIssue][]) {
          ctx.addIssue({ code: 'custom', path: [field], message: enquiryErrorKey(field, issue) })
        }
      },
      // Also when a contact field is wrong (zod skips a refinement after a failed literal, such as
      // an unticked consent): every problem is reported at once. The booking fields are strings
      // whatever was posted (`line`), read defensively.
      { when: () => true },
    )
    .transform((data) => {
      const result = quoteEnquiry(data, figures, today)
      if (!result.ok) throw new Error('unreachable: the refinement refused this request')
      // Stored as the form shows them: `HH:MM` (a time posted with seconds, `18:00:00`, is read the same).
      const clock = (value: string) => value.trim().slice(0, 5)
      return { ...data, start: clock(data.start), end: clock(data.end), guests: Number(data.guests), quote: result.quote }
    })
}

export type EnquiryData = z.output<ReturnType<typeof enquirySchema>>
