import type { Field } from 'payload'

import { LIMITS } from '../../lib/forms/limits'

/** Where staff are with a request from a form (contact requests, event space enquiries). */
export const handlingState: Field = {
  name: 'state',
  type: 'select',
  label: { cs: 'Stav', en: 'State' },
  defaultValue: 'new',
  options: [
    { value: 'new', label: { cs: 'Nová', en: 'New' } },
    { value: 'inProgress', label: { cs: 'Řeší se', en: 'In progress' } },
    { value: 'done', label: { cs: 'Vyřízená', en: 'Done' } },
  ],
  admin: { position: 'sidebar' },
}

/** The language a visitor used a form in (the mails to them are in it). */
export function formLocaleField(admin?: { position?: 'sidebar' }): Field {
  return {
    name: 'locale',
    type: 'select',
    label: { cs: 'Jazyk', en: 'Language' },
    options: [
      { value: 'cs', label: 'Čeština' },
      { value: 'en', label: 'English' },
    ],
    ...(admin ? { admin } : {}),
  }
}

/**
 * Where a submission of a public form came from and what the visitor agreed to (contact requests,
 * event space enquiries), collapsed: the language, the `from` parameter, the referring page and
 * the consent's version and time; `extra` fields go last.
 */
export function originAndConsent(extra: Field[] = []): Field {
  return {
    type: 'collapsible',
    label: { cs: 'Původ a souhlas', en: 'Origin and consent' },
    admin: { initCollapsed: true },
    fields: [
      formLocaleField(),
      { name: 'from', type: 'text', maxLength: LIMITS.short, label: { cs: 'Parametr from', en: '"from" parameter' } },
      { name: 'referrer', type: 'text', maxLength: LIMITS.url, label: { cs: 'Předchozí stránka', en: 'Referring page' } },
      { name: 'consentVersion', type: 'text', maxLength: LIMITS.short, label: { cs: 'Verze souhlasu', en: 'Consent version' } },
      { name: 'consentAt', type: 'date', label: { cs: 'Souhlas udělen', en: 'Consent given at' }, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ...extra,
    ],
  }
}

/** The admin's groups of the collections that hold what visitors sent. */
export const ADMIN_GROUPS = {
  forms: { cs: 'Formuláře', en: 'Forms' },
  personalData: { cs: 'Osobní údaje', en: 'Personal data' },
}

/** How to reach the visitor who sent a request: e-mail (required) and phone, side by side. */
export const emailAndPhone: Field = {
  type: 'row',
  fields: [
    { name: 'email', type: 'email', required: true, label: { cs: 'E-mail', en: 'E-mail' } },
    { name: 'phone', type: 'text', maxLength: LIMITS.phone, label: { cs: 'Telefon', en: 'Phone' } },
  ],
}
