import type { EmailField, Field, RowField, SelectField, TextField } from 'payload'

import { locales } from '@/i18n/locales'
import { LIMITS } from '@/lib/forms/limits'

import { LOCALE_LABELS } from '../labels'
import { DAY_AND_TIME } from './dates'

/**
 * The fields of the collections that hold what visitors sent through the site's forms (contact
 * requests, newsletter subscribers, event registrations, event space enquiries): a person's name,
 * e-mail address, phone and company, the language they wrote in and where the submission came
 * from. Each field takes its length from the form's limit (LIMITS), so the CMS accepts exactly what
 * the form does; access to these collections is `personalData` (src/cms/access/roles.ts).
 */

type Label = { cs: string; en: string }

/** `required` only where it is true, as a field written out by hand would have it. */
const requiredIf = (required: boolean) => (required ? { required: true } : {})

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

/** A given name as the forms take it (`name`, or `firstName` where the form asks for it so). */
export function givenNameField(name: 'name' | 'firstName' = 'name', { required = false } = {}): TextField {
  return { name, type: 'text', ...requiredIf(required), maxLength: LIMITS.name, label: { cs: 'Jméno', en: 'Name' } }
}

/** A surname as the forms take it (`surname`, or `lastName`). */
export function surnameField(name: 'surname' | 'lastName' = 'surname', { required = false } = {}): TextField {
  return { name, type: 'text', ...requiredIf(required), maxLength: LIMITS.name, label: { cs: 'Příjmení', en: 'Surname' } }
}

/** Name and surname in one field (the event space enquiry). */
export function fullNameField(): TextField {
  return { name: 'name', type: 'text', required: true, maxLength: LIMITS.fullName, label: { cs: 'Jméno a příjmení', en: 'Name' } }
}

/** The visitor's e-mail address; a subscriber's is unique and indexed (one subscription per address). */
export function emailField({ unique = false }: { unique?: boolean } = {}): EmailField {
  return {
    name: 'email',
    type: 'email',
    required: true,
    ...(unique ? { unique: true, index: true } : {}),
    label: { cs: 'E-mail', en: 'E-mail' },
  }
}

export function phoneField(): TextField {
  return { name: 'phone', type: 'text', maxLength: LIMITS.phone, label: { cs: 'Telefon', en: 'Phone' } }
}

export function companyField({ required = false } = {}): TextField {
  return { name: 'company', type: 'text', ...requiredIf(required), maxLength: LIMITS.company, label: { cs: 'Firma', en: 'Company' } }
}

/** How to reach the visitor who sent a request: e-mail (required) and phone, side by side. */
export const emailAndPhone: RowField = { type: 'row', fields: [emailField(), phoneField()] }

/** The language a visitor used a form in (the mails to them are in it): one option per locale of the site. */
export function formLocaleField(admin?: { position?: 'sidebar' }): SelectField {
  return {
    name: 'locale',
    type: 'select',
    label: { cs: 'Jazyk', en: 'Language' },
    options: locales.map((locale) => ({ value: locale, label: LOCALE_LABELS[locale] })),
    ...(admin ? { admin } : {}),
  }
}

/**
 * Where a submission of a public form came from and what the visitor agreed to, collapsed: the
 * language (unless the collection shows it elsewhere: `locale: false`), the `from` parameter, the
 * referring page (`referrerLabel`) and the consent's version and time (`consentReadOnly`: as the
 * site recorded it, not for staff to change); `extra` fields go last.
 */
export function originAndConsent({
  extra = [],
  locale = true,
  referrerLabel = { cs: 'Předchozí stránka', en: 'Referring page' },
  consentReadOnly = false,
}: { extra?: Field[]; locale?: boolean; referrerLabel?: Label; consentReadOnly?: boolean } = {}): Field {
  return {
    type: 'collapsible',
    label: { cs: 'Původ a souhlas', en: 'Origin and consent' },
    admin: { initCollapsed: true },
    fields: [
      ...(locale ? [formLocaleField()] : []),
      { name: 'from', type: 'text', maxLength: LIMITS.short, label: { cs: 'Parametr from', en: '"from" parameter' } },
      { name: 'referrer', type: 'text', maxLength: LIMITS.url, label: referrerLabel },
      { name: 'consentVersion', type: 'text', maxLength: LIMITS.short, label: { cs: 'Verze souhlasu', en: 'Consent version' } },
      {
        name: 'consentAt',
        type: 'date',
        label: { cs: 'Souhlas udělen', en: 'Consent given at' },
        admin: { ...(consentReadOnly ? { readOnly: true } : {}), date: DAY_AND_TIME },
      },
      ...extra,
    ],
  }
}
