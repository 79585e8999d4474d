import type { CollectionConfig } from 'payload'

import { personalData } from '../../access/roles'
import { exportCsvLink } from '../../adminComponents/csvLink'
import { emailField, formLocaleField, givenNameField, originAndConsent, surnameField } from '../../fields/personalData'
import { ADMIN_GROUPS } from '../../labels'
import { exportConfirmedSubscribers } from './exportCsv'
import { DAY_AND_TIME } from '../../fields/dates'

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
        exportCsvLink('newsletter-subscribers', { cs: 'Stáhnout potvrzené odběratele (CSV)', en: 'Download confirmed subscribers (CSV)' }),
      ],
    },
  },
  defaultSort: '-createdAt',
  access: personalData,
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportConfirmedSubscribers }],
  fields: [
    emailField({ unique: true }),
    { type: 'row', fields: [givenNameField(), surnameField()] },
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
    { name: 'confirmedAt', type: 'date', label: { cs: 'Potvrzeno', en: 'Confirmed at' }, admin: { position: 'sidebar', readOnly: true, date: DAY_AND_TIME } },
    { name: 'unsubscribedAt', type: 'date', label: { cs: 'Odhlášeno', en: 'Unsubscribed at' }, admin: { position: 'sidebar', readOnly: true, date: DAY_AND_TIME } },
    // The language is in the sidebar (the subscriber's mails are in it); the referrer falls back to the form's page.
    originAndConsent({ locale: false, referrerLabel: { cs: 'Stránka formuláře', en: 'Page of the form' }, consentReadOnly: true }),
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
