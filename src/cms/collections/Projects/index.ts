import type { CollectionConfig } from 'payload'

import { TAGS } from '@/lib/content/tags'

import { publicContent } from '../../access/anyone'
import { editorNote } from '../../fields/editorNote'
import { missingTranslationsField } from '../../fields/missingTranslations'
import { orderField } from '../../fields/order'
import { slugField } from '../../fields/slug'
import { collectionInvalidation } from '../../hooks/invalidate'
import { ADMIN_GROUPS } from '../../labels'

/** Mentoring and business-support projects (DoToho!, Ment2Grow, Yodas, Open Up). */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: {
    singular: { cs: 'Projekt', en: 'Project' },
    plural: { cs: 'Projekty', en: 'Projects' },
  },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'featured', 'url', 'order'],
    listSearchableFields: ['name'],
  },
  defaultSort: 'order',
  access: publicContent,
  hooks: collectionInvalidation([TAGS.projects]),
  fields: [
    { name: 'name', type: 'text', label: { cs: 'Název', en: 'Name' }, required: true, localized: true, maxLength: 120 },
    slugField('name'),
    {
      name: 'featured',
      type: 'checkbox',
      label: { cs: 'Hlavní mentoringový program', en: 'Featured mentoring program' },
      index: true,
      admin: { position: 'sidebar' },
    },
    orderField,
    { name: 'tagline', type: 'text', label: { cs: 'Podtitul', en: 'Tagline' }, localized: true, maxLength: 200 },
    { name: 'description', type: 'textarea', label: { cs: 'Popis', en: 'Description' }, localized: true, maxLength: 2000 },
    { name: 'url', type: 'text', label: { cs: 'Odkaz', en: 'Link' } },
    { name: 'logo', type: 'upload', relationTo: 'media', label: { cs: 'Logo', en: 'Logo' } },
    editorNote,
    missingTranslationsField(['name', 'tagline', 'description']),
  ],
}
