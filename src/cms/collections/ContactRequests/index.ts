import type { CollectionConfig } from 'payload'

import { CONTACT_TOPICS } from '../../../lib/contact/topics'
import { LIMITS } from '../../../lib/forms/limits'
import { personalData } from '../../access/roles'
import { companyField, emailAndPhone, givenNameField, handlingState, originAndConsent, surnameField } from '../../fields/personalData'
import { exportCsvLink } from '../../adminComponents/csvLink'
import { ADMIN_GROUPS } from '../../labels'
import { exportContactRequests } from './exportCsv'

/**
 * Contact requests sent through the site's contact form. Personal data: only the roles that handle it (src/cms/access/roles.ts), for every
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
    components: { beforeListTable: [exportCsvLink('contact-requests', { cs: 'Stáhnout poptávky z kontaktního formuláře (CSV)', en: 'Download contact requests (CSV)' })] },
  },
  defaultSort: '-createdAt',
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportContactRequests }],
  access: personalData,
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
