import type { CollectionConfig } from 'payload'

import { waitlistPosition } from '@/lib/events/registration'
import { REGISTRATION_STATUSES } from '@/lib/events/status'
import type { EventRegistration } from '@/payload-types'
import { TAGS } from '@/lib/content/tags'

import { personalData } from '../../access/roles'
import { companyField, emailField, formLocaleField, givenNameField, surnameField } from '../../fields/personalData'
import { collectionInvalidation } from '../../hooks/invalidate'
import { ADMIN_GROUPS } from '../../labels'
import { checkInEndpoint, doorEndpoint, walkInEndpoint } from './checkInEndpoints'
import { exportEventRegistrations } from './exportCsv'
import { registrationHooks } from './hooks'
import { RELATION_CELL } from '../../adminComponents/paths'
import { DAY_AND_TIME } from '../../fields/dates'

const revalidation = collectionInvalidation([TAGS.registrations])

/**
 * Registrations for events: personal data, only the roles that handle it, in every operation. The site writes here
 * through src/lib/events/registration.ts, whose seat check and insert are one atomic step: every
 * confirmed registration holds a seat number 1…capacity, and a unique index on (event, seat) lets
 * the database refuse a second holder of a seat, whichever app instance tries.
 */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: {
    singular: { cs: 'Registrace na akci', en: 'Event registration' },
    plural: { cs: 'Registrace na akce', en: 'Event registrations' },
  },
  admin: {
    group: ADMIN_GROUPS.personalData,
    useAsTitle: 'email',
    defaultColumns: ['lastName', 'firstName', 'event', 'status', 'seat', 'waitlistPosition', 'checkedInAt', 'email', 'company', 'createdAt'],
    listSearchableFields: ['email', 'lastName', 'company'],
    components: {
      beforeListTable: ['/cms/collections/EventRegistrations/RegistrationCounts#RegistrationCounts'],
    },
  },
  defaultSort: '-createdAt',
  access: personalData,
  hooks: {
    beforeChange: registrationHooks.beforeChange,
    // Seats left are shown on the events; a freed seat goes to the first on the waitlist.
    afterChange: [...revalidation.afterChange, ...registrationHooks.afterChange],
    afterDelete: [...revalidation.afterDelete, ...registrationHooks.afterDelete],
  },
  endpoints: [
    { path: '/export.csv', method: 'get', handler: exportEventRegistrations },
    { path: '/door', method: 'get', handler: doorEndpoint },
    { path: '/check-in', method: 'post', handler: checkInEndpoint },
    { path: '/walk-in', method: 'post', handler: walkInEndpoint },
  ],
  indexes: [
    // One registration per e-mail per event.
    { fields: ['event', 'email'], unique: true },
    // One holder per seat: the hard capacity limit (NULL seats, i.e. waitlisted and cancelled, never clash).
    { fields: ['event', 'seat'], unique: true },
  ],
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
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: { cs: 'Stav', en: 'Status' },
          required: true,
          defaultValue: 'confirmed',
          index: true,
          options: [
            { value: REGISTRATION_STATUSES[0], label: { cs: 'Potvrzená', en: 'Confirmed' } },
            { value: REGISTRATION_STATUSES[1], label: { cs: 'Čeká na místo', en: 'Waitlisted' } },
            { value: REGISTRATION_STATUSES[2], label: { cs: 'Zrušená', en: 'Cancelled' } },
          ],
          admin: {
            description: {
              cs: 'Když registraci přidáte, potvrdíte z čekací listiny nebo zrušíte, web to dotyčnému oznámí e-mailem. Zrušení potvrzené registrace uvolní místo prvnímu čekajícímu (i on dostane e-mail).',
              en: 'When you add a registration, confirm it from the waitlist or cancel it, the site tells the person by e-mail. Cancelling a confirmed registration gives the seat to the first on the waitlist (who is mailed too).',
            },
          },
        },
        {
          // Computed on read: the order in which freed seats are given away (src/lib/events/registration.ts).
          name: 'waitlistPosition',
          type: 'number',
          virtual: true,
          label: { cs: 'Pořadí na čekací listině', en: 'Waitlist position' },
          admin: { readOnly: true, condition: (data) => data?.status === 'waitlisted' },
          hooks: {
            afterRead: [({ data, req }) => (data?.id ? waitlistPosition(req.payload, data as EventRegistration, req) : null)],
          },
        },
        {
          name: 'seat',
          type: 'number',
          label: { cs: 'Místo č.', en: 'Seat no.' },
          min: 1,
          admin: {
            readOnly: true,
            description: { cs: 'Přiděluje se samo.', en: 'Assigned automatically.' },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [givenNameField('firstName', { required: true }), surnameField('lastName', { required: true })],
    },
    {
      type: 'row',
      fields: [emailField(), companyField({ required: true })],
    },
    {
      type: 'row',
      fields: [
        formLocaleField(),
        {
          name: 'confirmedAt',
          type: 'date',
          label: { cs: 'Potvrzeno', en: 'Confirmed at' },
          admin: { readOnly: true, date: DAY_AND_TIME },
        },
        {
          name: 'cancelledAt',
          type: 'date',
          label: { cs: 'Zrušeno', en: 'Cancelled at' },
          admin: { readOnly: true, date: DAY_AND_TIME },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          // Set once at the door (/admin/check-in, src/lib/events/checkin.ts); a second scan keeps the first time.
          name: 'checkedInAt',
          type: 'date',
          label: { cs: 'Přišel/přišla', en: 'Checked in at' },
          admin: { readOnly: true, date: DAY_AND_TIME },
        },
        {
          // Added at the door: counted as arrived, holds no seat and gets no mail (src/lib/events/checkin.ts).
          name: 'walkIn',
          type: 'checkbox',
          defaultValue: false,
          label: { cs: 'Přišel/přišla bez registrace', en: 'Walk-in' },
          admin: { readOnly: true },
        },
      ],
    },
    {
      // SHA-256 of the single-use cancel link's token; the raw token exists only in the mail.
      name: 'cancelTokenHash',
      type: 'text',
      index: true,
      admin: { hidden: true },
      access: { read: () => false },
    },
  ],
}
