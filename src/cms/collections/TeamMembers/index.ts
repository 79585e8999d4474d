import type { CollectionConfig } from 'payload'

import { TAGS } from '@/lib/content/tags'

import { publicContent } from '../../access/anyone'
import { editorNote } from '../../fields/editorNote'
import { orderField } from '../../fields/order'
import { collectionInvalidation } from '../../hooks/invalidate'
import { ADMIN_GROUPS } from '../../labels'

/** The team: founders and staff on About and in the team modal, authors of posts, contact people. */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: {
    singular: { cs: 'Člen týmu / autor', en: 'Team member / author' },
    plural: { cs: 'Tým a autoři', en: 'Team and authors' },
  },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'position', 'role', 'isContactPerson', 'order'],
    listSearchableFields: ['name', 'position'],
  },
  defaultSort: 'order',
  access: publicContent,
  // Authors appear on posts too.
  hooks: collectionInvalidation([TAGS.team, TAGS.posts]),
  fields: [
    { name: 'name', type: 'text', label: { cs: 'Jméno', en: 'Name' }, required: true, maxLength: 120 },
    { name: 'position', type: 'text', label: { cs: 'Pozice', en: 'Position' }, localized: true, maxLength: 160 },
    {
      name: 'role',
      type: 'select',
      label: { cs: 'Role', en: 'Role' },
      required: true,
      defaultValue: 'staff',
      index: true,
      options: [
        { value: 'founder', label: { cs: 'Zakladatel/ka', en: 'Founder' } },
        { value: 'staff', label: { cs: 'Tým', en: 'Staff' } },
        { value: 'guest', label: { cs: 'Externí autor', en: 'Guest author' } },
      ],
      admin: {
        description: {
          cs: 'Zakladatelé a tým se ukazují na stránce O nás; externí autoři jen u článků.',
          en: 'Founders and staff appear on About; guest authors only on posts.',
        },
      },
    },
    orderField,
    {
      name: 'isContactPerson',
      type: 'checkbox',
      label: { cs: 'Kontaktní osoba', en: 'Contact person' },
      index: true,
      admin: {
        position: 'sidebar',
        description: { cs: 'Zobrazí se na stránce Kontakt (tři osoby).', en: 'Shown on the Contact page (three people).' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', label: { cs: 'Pracovní e-mail', en: 'Work e-mail' } },
        { name: 'phone', type: 'text', label: { cs: 'Pracovní telefon', en: 'Work phone' } },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media', label: { cs: 'Fotografie', en: 'Photo' } },
    { name: 'bio', type: 'textarea', label: { cs: 'Medailonek', en: 'Bio' }, localized: true, maxLength: 1500 },
    { name: 'linkedinUrl', type: 'text', label: 'LinkedIn' },
    editorNote,
  ],
}
