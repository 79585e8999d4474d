import type { CollectionConfig, PayloadRequest } from 'payload'

import { translatorFor } from '@/i18n/translator'
import { typography } from '@/lib/format/typography'

import { handlesPersonalData } from '../../access/roles'
import { RELATION_CELL, SEND_BUTTON } from '../../adminComponents/paths'
import { DAY_AND_TIME } from '../../fields/dates'
import { ADMIN_GROUPS } from '../../labels'
import { MESSAGE_AUDIENCES, sendMessage, stampMessage } from './send'

const never = () => false
/** Written by the hooks when the message is sent, never by a request. */
const serverSet = { create: never, update: never }
/** Shown once there is something to show: after sending. */
const whenSent = (data: Partial<{ sentAt: string | null }> | undefined) => Boolean(data?.sentAt)

/** Filled in as a pair: a subject without its text (or the other way round) is a half-written language. */
const bothOrNeither =
  (other: 'subjectEn' | 'textEn') =>
  (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: Record<string, unknown> }) =>
    Boolean(String(value ?? '').trim()) === Boolean(String(siblingData[other] ?? '').trim()) || translatorFor(req.i18n?.language, 'cmsValidation')('englishPair')

/**
 * A message staff write to the people registered for an event (issue 39). Saving it sends it: one
 * outbox mail per person, queued in the save's transaction (./send.ts). It holds no personal data
 * itself, but it is about the registrations, so the roles that handle them write and read it. Once
 * sent it is a record of what went to how many: nobody edits or deletes it.
 */
export const EventMessages: CollectionConfig = {
  slug: 'event-messages',
  labels: {
    singular: { cs: 'Zpráva přihlášeným', en: 'Message to registrants' },
    plural: { cs: 'Zprávy přihlášeným', en: 'Messages to registrants' },
  },
  admin: {
    group: ADMIN_GROUPS.personalData,
    useAsTitle: 'subjectCs',
    defaultColumns: ['subjectCs', 'event', 'audience', 'recipients', 'sentAt', 'sentBy'],
    listSearchableFields: ['subjectCs', 'subjectEn'],
    description: {
      cs: typography('Tlačítkem „Odeslat“ odejde zpráva e-mailem každému zvolenému přihlášenému na akci, v jeho jazyce. Odeslanou zprávu nelze změnit ani smazat.', 'cs'),
      en: 'The "Send" button e-mails the message to each chosen person registered for the event, in their language. A message once sent cannot be changed or deleted.',
    },
    components: { edit: { SaveButton: SEND_BUTTON } },
  },
  defaultSort: '-sentAt',
  access: { read: handlesPersonalData, create: handlesPersonalData, update: never, delete: never },
  hooks: { beforeChange: [stampMessage], afterChange: [sendMessage] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'event',
          type: 'relationship',
          relationTo: 'events',
          label: { cs: 'Akce', en: 'Event' },
          required: true,
          index: true,
          admin: { components: { Cell: RELATION_CELL } },
        },
        {
          name: 'audience',
          type: 'select',
          label: { cs: 'Adresáti', en: 'Send to' },
          required: true,
          defaultValue: 'confirmed',
          options: [
            { value: MESSAGE_AUDIENCES[0], label: { cs: 'Potvrzené registrace', en: 'Confirmed' } },
            { value: MESSAGE_AUDIENCES[1], label: { cs: 'Čekací listina', en: 'Waitlisted' } },
            { value: MESSAGE_AUDIENCES[2], label: { cs: typography('Potvrzené registrace i čekací listina', 'cs'), en: 'Confirmed and waitlisted' } },
          ],
          admin: { description: { cs: 'Zrušené registrace e-mail nikdy nedostanou.', en: 'Cancelled registrations are never mailed.' } },
        },
      ],
    },
    { name: 'subjectCs', type: 'text', label: { cs: 'Předmět (česky)', en: 'Subject (Czech)' }, required: true, maxLength: 200 },
    { name: 'textCs', type: 'textarea', label: { cs: 'Text (česky)', en: 'Text (Czech)' }, required: true, maxLength: 5000, admin: { rows: 8 } },
    {
      name: 'subjectEn',
      type: 'text',
      label: { cs: 'Předmět (anglicky)', en: 'Subject (English)' },
      maxLength: 200,
      validate: bothOrNeither('textEn'),
    },
    {
      name: 'textEn',
      type: 'textarea',
      label: { cs: 'Text (anglicky)', en: 'Text (English)' },
      maxLength: 5000,
      validate: bothOrNeither('subjectEn'),
      admin: {
        rows: 8,
        description: {
          cs: typography(
            'Kdo se registroval v angličtině, dostane anglickou verzi; když ji nevyplníte, dostanou všichni českou. E-mail doplní oslovení, název, čas a místo akce a odkaz na zrušení registrace. Prázdný řádek začne nový odstavec.',
            'cs',
          ),
          en: 'People who registered in English get the English version; if you leave it empty, everyone gets the Czech one. The e-mail adds a greeting, the event’s name, time and place, and the link that cancels the registration. An empty line starts a new paragraph.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'sentAt', type: 'date', label: { cs: 'Odesláno', en: 'Sent at' }, access: serverSet, admin: { readOnly: true, date: DAY_AND_TIME, condition: whenSent } },
        {
          name: 'recipients',
          type: 'number',
          label: { cs: 'Počet adresátů', en: 'Recipients' },
          access: serverSet,
          admin: { readOnly: true, condition: whenSent },
        },
        { name: 'sentBy', type: 'relationship', relationTo: 'users', label: { cs: 'Odeslal(a)', en: 'Sent by' }, access: serverSet, admin: { readOnly: true, condition: whenSent } },
      ],
    },
  ],
}
