import type { CollectionConfig } from 'payload'

import { TAGS } from '@/lib/content/tags'

import { publicContent } from '../../access/anyone'
import { editorNote } from '../../fields/editorNote'
import { missingTranslationsField } from '../../fields/missingTranslations'
import { orderField } from '../../fields/order'
import { slugField } from '../../fields/slug'
import { collectionInvalidation } from '../../hooks/invalidate'
import { ADMIN_GROUPS } from '../../labels'

export const JobOpenings: CollectionConfig = {
  slug: 'job-openings',
  labels: {
    singular: { cs: 'Volná pozice', en: 'Job opening' },
    plural: { cs: 'Volné pozice', en: 'Job openings' },
  },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'employment', 'open', 'order'],
    listSearchableFields: ['title'],
  },
  defaultSort: 'order',
  access: publicContent,
  hooks: collectionInvalidation([TAGS.jobs]),
  fields: [
    { name: 'title', type: 'text', label: { cs: 'Pozice', en: 'Position' }, localized: true, required: true, maxLength: 200 },
    slugField(),
    {
      name: 'open',
      type: 'checkbox',
      label: { cs: 'Otevřená (zobrazit na webu)', en: 'Open (shown on the site)' },
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    orderField,
    { name: 'employment', type: 'text', label: { cs: 'Úvazek', en: 'Employment' }, localized: true, maxLength: 120 },
    { name: 'summary', type: 'textarea', label: { cs: 'Shrnutí', en: 'Summary' }, localized: true, maxLength: 600 },
    { name: 'description', type: 'richText', label: { cs: 'Popis', en: 'Description' }, localized: true },
    { name: 'applyEmail', type: 'email', label: { cs: 'Kam poslat životopis', en: 'Apply to (e-mail)' } },
    editorNote,
    missingTranslationsField(['title', 'summary', 'description']),
  ],
}
