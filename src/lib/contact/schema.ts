import { z } from 'zod'

import { checkbox, choice, consent, context, email, ERR, line, phone, text } from '../forms/fields'
import { cut, LIMITS } from '../forms/limits'
import { CONTACT_TOPICS } from './topics'

const common = {
  email: email(),
  phone: phone(),
  wantsContact: checkbox(),
  topic: choice(CONTACT_TOPICS),
  company: line(LIMITS.company),
  expectations: text(LIMITS.longText),
  consent: consent(),
  from: context(LIMITS.short),
  referrer: context(LIMITS.url),
}

/** The contact form (spec section 3), shared by the form component and the server action. */
export const contactSchema = z.object({
  name: line(LIMITS.name, ERR.name),
  surname: line(LIMITS.name, ERR.surname),
  ...common,
})

/**
 * The same form where the layout asks for one "Name and Surname" field: the first word is the name,
 * the rest the surname.
 */
export const contactSchemaSingleName = z
  .object({ fullName: line(LIMITS.fullName, ERR.fullName), ...common })
  .transform(({ fullName, ...rest }) => {
    const [name, ...others] = fullName.split(/\s+/)
    return { ...rest, name: cut(name, LIMITS.name), surname: cut(others.join(' '), LIMITS.name) }
  })

/** The schema for what was posted: a `fullName` field selects the single-name variant. */
export function contactSchemaFor(values: Record<string, unknown>) {
  return 'fullName' in values && !values.name && !values.surname ? contactSchemaSingleName : contactSchema
}

export type ContactInput = z.input<typeof contactSchema>
export type ContactData = z.output<typeof contactSchema>

/** The inputs the form posts (the spam guard adds its own two). */
export const CONTACT_FIELDS = [
  'fullName',
  'name',
  'surname',
  'email',
  'phone',
  'wantsContact',
  'topic',
  'company',
  'expectations',
  'consent',
  'from',
  'referrer',
  'locale',
] as const
