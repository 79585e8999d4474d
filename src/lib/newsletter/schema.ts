import { z } from 'zod'

import { context, email, ERR, line } from '../forms/fields'
import { LIMITS } from '../forms/limits'

/**
 * The newsletter form (spec section 3): name, surname, e-mail. Submitting it is the consent to
 * commercial messages and the personal data policy (spec section 5); the form says so by its button.
 */
export const newsletterSchema = z.object({
  name: line(LIMITS.name, ERR.name),
  surname: line(LIMITS.name, ERR.surname),
  email: email(),
  from: context(LIMITS.short),
  referrer: context(LIMITS.url),
})

export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterData = z.output<typeof newsletterSchema>

export const NEWSLETTER_FIELDS = ['name', 'surname', 'email', 'from', 'referrer', 'locale'] as const
