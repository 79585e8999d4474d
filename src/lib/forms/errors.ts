/**
 * The field messages of the form schemas (fields.ts), here without zod so that the browser's forms
 * may name them too. Every error message is a message key (namespace `forms`),
 * translated on the client and on the server alike; `tests/unit/forms.schema.test.ts` checks that
 * each key exists in both languages.
 */
export const ERR = {
  required: 'forms.errors.required',
  tooLong: 'forms.errors.tooLong',
  email: 'forms.errors.email',
  phone: 'forms.errors.phone',
  consent: 'forms.errors.consent',
  choice: 'forms.errors.choice',
  name: 'forms.errors.name',
  surname: 'forms.errors.surname',
  fullName: 'forms.errors.fullName',
  company: 'forms.errors.company',
} as const

export type ErrorKey = (typeof ERR)[keyof typeof ERR]
