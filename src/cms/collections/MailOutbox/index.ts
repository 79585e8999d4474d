import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { MAIL_OUTBOX, MAIL_STATUSES } from '../../../lib/mail/outbox'
import { handlesPersonalData } from '../../access/roles'
import { exportCsvLink } from '../../adminComponents/csvLink'
import { JSON_TEXT_FIELD } from '../../adminComponents/paths'
import { ADMIN_GROUPS } from '../../labels'
import { DAY_AND_TIME } from '../../fields/dates'
import { exportOutbox } from './exportCsv'

/** Staff put a failed mail back in the queue: it is due at once, with a fresh count of attempts. */
const retryByHand: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.status === 'pending' && originalDoc?.status !== 'pending') {
    data.availableAt = new Date().toISOString()
    data.attempts = 0
    data.leaseOwner = null
    data.leaseUntil = null
  }
  return data
}

/**
 * The mail outbox (src/lib/mail/outbox.ts, worker.ts): one row per mail, written in the same
 * transaction as the submission it is about, so a mail exists exactly when its submission does. The
 * worker claims due rows with a lease and marks them sent; it never holds a transaction across SMTP.
 * Rows are queued with ids only (the template reads the record when it sends); the worker notes the
 * recipient and subject it rendered. Staff see what was sent to whom, what waits and why, and can
 * put a failed mail back in the queue; nobody creates rows by hand.
 */
export const MailOutbox: CollectionConfig = {
  slug: MAIL_OUTBOX,
  labels: {
    singular: { cs: 'Odchozí e-mail', en: 'Outgoing e-mail' },
    plural: { cs: 'Odchozí e-maily', en: 'Outgoing e-mails' },
  },
  admin: {
    group: ADMIN_GROUPS.operations,
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'recipient', 'subject', 'template', 'status', 'attempts', 'sentAt', 'lastError'],
    listSearchableFields: ['recipient', 'subject', 'template'],
    components: { beforeListTable: [exportCsvLink('mail-outbox', { cs: 'Stáhnout odchozí e-maily (CSV)', en: 'Download outgoing e-mails (CSV)' })] },
    description: {
      cs: 'Každý e-mail webu čeká zde, dokud ho poštovní server nepřijme. Neodeslaný (stav „Selhal“) vrátíte do fronty změnou stavu na „Čeká“.',
      en: 'Every mail of the site waits here until the mail server accepts it. Put a failed one back in the queue by setting its status to "Pending".',
    },
  },
  defaultSort: '-createdAt',
  graphQL: { singularName: 'OutgoingMail', pluralName: 'OutgoingMails' },
  access: {
    read: handlesPersonalData,
    create: () => false,
    update: handlesPersonalData,
    delete: handlesPersonalData,
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportOutbox }],
  hooks: { beforeChange: [retryByHand] },
  indexes: [{ fields: ['status', 'availableAt'] }],
  fields: [
    {
      // The idempotency key: the Message-ID (`<key@domain>`) and the tokens a mail carries derive from it.
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true },
      label: { cs: 'Klíč', en: 'Key' },
    },
    {
      // Written by the worker when it renders the mail (src/lib/mail/worker.ts): empty until the first attempt.
      name: 'recipient',
      type: 'text',
      index: true,
      admin: { readOnly: true },
      label: { cs: 'Příjemce', en: 'Recipient' },
    },
    { name: 'subject', type: 'text', admin: { readOnly: true }, label: { cs: 'Předmět', en: 'Subject' } },
    { name: 'template', type: 'text', required: true, admin: { readOnly: true }, label: { cs: 'Šablona', en: 'Template' } },
    {
      name: 'params',
      type: 'json',
      required: true,
      admin: { readOnly: true, components: { Field: JSON_TEXT_FIELD } },
      label: { cs: 'Parametry', en: 'Parameters' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: MAIL_STATUSES.map((value) => ({
        value,
        label: {
          pending: { cs: 'Čeká', en: 'Pending' },
          sent: { cs: 'Odeslán', en: 'Sent' },
          failed: { cs: 'Selhal', en: 'Failed' },
          skipped: { cs: 'Bez adresáta', en: 'Nothing to send' },
        }[value],
      })),
      label: { cs: 'Stav', en: 'Status' },
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true }, label: { cs: 'Pokusy', en: 'Attempts' } },
    {
      name: 'availableAt',
      type: 'date',
      required: true,
      admin: { readOnly: true, date: DAY_AND_TIME },
      label: { cs: 'Další pokus', en: 'Next attempt' },
    },
    { name: 'leaseOwner', type: 'text', admin: { hidden: true } },
    { name: 'leaseUntil', type: 'date', admin: { hidden: true } },
    { name: 'lastError', type: 'textarea', admin: { readOnly: true }, label: { cs: 'Poslední chyba', en: 'Last error' } },
    {
      name: 'sentAt',
      type: 'date',
      admin: { readOnly: true, date: DAY_AND_TIME },
      label: { cs: 'Odesláno', en: 'Sent at' },
    },
    { name: 'messageId', type: 'text', admin: { readOnly: true }, label: { cs: 'Message-ID', en: 'Message-ID' } },
  ],
}
