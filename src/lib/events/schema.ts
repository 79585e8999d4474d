import { z } from 'zod'

import { checkbox, email, ERR, line, recordId } from '../forms/fields'
import { LIMITS } from '../forms/limits'

/**
 * The event registration form (spec sections 3 and 5): name, surname, e-mail and company, all
 * required, each with the spec's own message (`forms.errors.name` = "Please fill in your name." …).
 * Shared by the form component and the server.
 */
export const registrationSchema = z.object({
  name: line(LIMITS.name, ERR.name),
  surname: line(LIMITS.name, ERR.surname),
  email: email(),
  company: line(LIMITS.company, ERR.company),
  /** The event's id (a hidden field). */
  event: recordId(),
  /** Ticked on the capacity message's form: join the waitlist when no seat is free. */
  waitlist: checkbox(),
})

export type RegistrationInput = z.input<typeof registrationSchema>
export type RegistrationData = z.output<typeof registrationSchema>

/** The inputs the form posts (the spam guard adds its own two). */
export const REGISTRATION_FIELDS = ['name', 'surname', 'email', 'company', 'event', 'waitlist', 'locale'] as const

export { REGISTRATION_VISIBLE_FIELDS } from './constants'
