import type { CollectionConfig } from 'payload'

import { LIMITS } from '../../../lib/forms/fields'
import { staffOnly } from '../../access/authenticated'
import { ADMIN_GROUPS, formLocaleField } from '../../fields/formOrigin'
import { exportConfirmedSubscribers } from './exportCsv'

/**
 * Newsletter subscribers with double opt-in (src/lib/newsletter). Personal data: staff only, for
 * every operation; the confirmation token is stored only as a hash and never leaves the server.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: {
    singular: { cs: 'Odběratel newsletteru', en: 'Newsletter subscriber' },
    plural: { cs: 'Odběratelé newsletteru', en: 'Newsletter subscribers' },
  },
  admin: {
    group: ADMIN_GROUPS.forms,
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'surname', 'status', 'locale', 'confirmedAt'],
    components: {
      beforeListTable: [
        {
          path: '/cms/components/ExportCsvLink#ExportCsvLink',
          clientProps: {
            href: '/api/newsletter-subscribers/export.csv',
            label: { cs: 'Stáhnout potvrzené odběratele (CSV)', en: 'Download confirmed subscribers (CSV)' },
          },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  access: staffOnly,
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportConfirmedSubscribers }],
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true, label: { cs: 'E-mail', en: 'E-mail' } },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', maxLength: LIMITS.name, label: { cs: 'Jméno', en: 'Name' } },
        { name: 'surname', type: 'text', maxLength: LIMITS.name, label: { cs: 'Příjmení', en: 'Surname' } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: { cs: 'Stav', en: 'Status' },
      options: [
        { value: 'pending', label: { cs: 'Čeká na potvrzení', en: 'Pending confirmation' } },
        { value: 'confirmed', label: { cs: 'Potvrzený', en: 'Confirmed' } },
        { value: 'unsubscribed', label: { cs: 'Odhlášený', en: 'Unsubscribed' } },
      ],
      admin: { position: 'sidebar' },
    },
    formLocaleField({ position: 'sidebar' }),
    { name: 'confirmedAt', type: 'date', label: { cs: 'Potvrzeno', en: 'Confirmed at' }, admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'unsubscribedAt', type: 'date', label: { cs: 'Odhlášeno', en: 'Unsubscribed at' }, admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'collapsible',
      label: { cs: 'Původ a souhlas', en: 'Origin and consent' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'from', type: 'text', maxLength: LIMITS.short, label: { cs: 'Parametr from', en: '"from" parameter' } },
        { name: 'referrer', type: 'text', maxLength: LIMITS.url, label: { cs: 'Stránka formuláře', en: 'Page of the form' } },
        { name: 'consentVersion', type: 'text', maxLength: LIMITS.short, label: { cs: 'Verze souhlasu', en: 'Consent version' } },
        { name: 'consentAt', type: 'date', label: { cs: 'Souhlas udělen', en: 'Consent given at' }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    // The single-use confirmation token: its SHA-256 only, and when it expires. Never readable
    // through the API, not even by staff.
    {
      name: 'tokenHash',
      type: 'text',
      index: true,
      access: { read: () => false, update: () => false, create: () => false },
      admin: { hidden: true },
    },
    {
      name: 'tokenExpiresAt',
      type: 'date',
      access: { read: () => false, update: () => false, create: () => false },
      admin: { hidden: true },
    },
  ],
}
