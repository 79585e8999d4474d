import type { CollectionConfig } from 'payload'

import { CONTACT_TOPICS } from '../../../lib/contact/topics'
import { LIMITS } from '../../../lib/forms/limits'
import { staffOnly } from '../../access/authenticated'
import { companyField, emailAndPhone, givenNameField, handlingState, originAndConsent, surnameField } from '../../fields/personalData'
import { ADMIN_GROUPS } from '../../labels'

/**
 * Contact requests sent through the site's contact form. Personal data: staff only, for every
 * operation. Visitors write only through the form's server action (src/lib/contact).
 */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: {
    singular: { cs: 'Poptávka z kontaktního formuláře', en: 'Contact request' },
    plural: { cs: 'Poptávky z kontaktního formuláře', en: 'Contact requests' },
  },
  admin: {
    group: ADMIN_GROUPS.forms,
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'name', 'surname', 'email', 'topic', 'state'],
  },
  defaultSort: '-createdAt',
  access: staffOnly,
  fields: [
    handlingState,
    {
      type: 'row',
      fields: [givenNameField('name', { required: true }), surnameField()],
    },
    emailAndPhone,
    {
      name: 'wantsContact',
      type: 'checkbox',
      defaultValue: false,
      label: { cs: 'Chce, abychom se ozvali', en: 'Wants to be contacted' },
    },
    {
      name: 'topic',
      type: 'select',
      required: true,
      label: { cs: 'Téma', en: 'Topic' },
      options: CONTACT_TOPICS.map((value) => ({
        value,
        label: {
          membership: { cs: 'Členství', en: 'Membership' },
          rentSpace: { cs: 'Pronájem prostoru', en: 'Rent a space' },
          meetingRoom: { cs: 'Pronájem zasedací místnosti', en: 'Meeting room rental' },
        }[value],
      })),
    },
    companyField(),
    {
      name: 'expectations',
      type: 'textarea',
      maxLength: LIMITS.longText,
      label: { cs: 'Co očekává od členství', en: 'What they expect from membership' },
    },
    originAndConsent(),
  ],
}
