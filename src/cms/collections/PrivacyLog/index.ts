import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../access/roles'
import { serverOnly } from '../../access/serverOnly'
import { ADMIN_GROUPS } from '../../labels'
import { erasePerson, exportPerson } from './endpoints'

/**
 * What was done with personal data and by whom: each retention sweep's removals, each export and
 * erasure of one person's data (src/lib/privacy). Written only by the server; administrators read it.
 * The person is named by a hash of the address only, so that the log holds no personal data itself.
 */
export const PrivacyLog: CollectionConfig = {
  slug: 'privacy-log',
  labels: {
    singular: { cs: 'Záznam o osobních údajích', en: 'Privacy log entry' },
    plural: { cs: 'Záznamy o osobních údajích', en: 'Privacy log' },
  },
  admin: {
    group: ADMIN_GROUPS.personalData,
    defaultColumns: ['createdAt', 'action', 'counts', 'user'],
    description: {
      cs: 'Co bylo s osobními údaji uděláno: mazání po uplynutí doby uchování, export a výmaz údajů jedné osoby (Osobní údaje osoby v nabídce).',
      en: 'What was done with personal data: removals after their retention period, exports and erasures of one person\'s data (Personal data of a person in the menu).',
    },
  },
  defaultSort: '-createdAt',
  graphQL: { singularName: 'PrivacyLogEntry', pluralName: 'PrivacyLogEntries' },
  access: { ...serverOnly, read: isAdmin },
  endpoints: [
    { path: '/export', method: 'get', handler: exportPerson },
    { path: '/erase', method: 'post', handler: erasePerson },
  ],
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      label: { cs: 'Úkon', en: 'Action' },
      options: [
        { value: 'retention', label: { cs: 'Smazáno po době uchování', en: 'Removed after retention' } },
        { value: 'export', label: { cs: 'Export údajů osoby', en: 'Export of a person\'s data' } },
        { value: 'erasure', label: { cs: 'Výmaz údajů osoby', en: 'Erasure of a person\'s data' } },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'subject',
      type: 'text',
      index: true,
      label: { cs: 'Osoba (otisk e-mailu)', en: 'Person (hash of the e-mail)' },
      admin: { readOnly: true, description: { cs: 'SHA-256 adresy malými písmeny.', en: 'SHA-256 of the lower-cased address.' } },
    },
    { name: 'counts', type: 'json', label: { cs: 'Počty záznamů', en: 'Records' }, admin: { readOnly: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', label: { cs: 'Provedl/a', en: 'Done by' }, admin: { readOnly: true } },
  ],
}
