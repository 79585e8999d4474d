import type { CollectionConfig } from 'payload'

import { TAGS } from '@/lib/content/tags'

import { publicContent } from '../../access/anyone'
import { editorNote } from '../../fields/editorNote'
import { collectionInvalidation } from '../../hooks/invalidate'
import { ADMIN_GROUPS } from '../../labels'
import { DAY_ONLY } from '../../fields/dates'

export const PressMentions: CollectionConfig = {
  slug: 'press-mentions',
  labels: {
    singular: { cs: 'Zmínka v médiích', en: 'Press mention' },
    plural: { cs: 'Média o nás', en: 'Press mentions' },
  },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'outlet', 'date'],
    listSearchableFields: ['title', 'outlet'],
  },
  defaultSort: '-date',
  access: publicContent,
  hooks: collectionInvalidation([TAGS.press]),
  fields: [
    { name: 'outlet', type: 'text', label: { cs: 'Médium', en: 'Outlet' }, required: true, maxLength: 120 },
    { name: 'title', type: 'text', label: { cs: 'Titulek', en: 'Title' }, localized: true, required: true, maxLength: 300 },
    {
      name: 'date',
      type: 'date',
      label: { cs: 'Datum', en: 'Date' },
      required: true,
      index: true,
      admin: { date: DAY_ONLY },
    },
    { name: 'url', type: 'text', label: { cs: 'Odkaz', en: 'Link' } },
    { name: 'logo', type: 'upload', relationTo: 'media', label: { cs: 'Logo média', en: 'Outlet logo' } },
    editorNote,
  ],
}
