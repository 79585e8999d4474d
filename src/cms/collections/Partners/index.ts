import type { CollectionConfig } from 'payload'

import { TAGS } from '@/lib/content/tags'

import { publicContent } from '../../access/anyone'
import { editorNote } from '../../fields/editorNote'
import { orderField } from '../../fields/order'
import { collectionInvalidation } from '../../hooks/invalidate'
import { ADMIN_GROUPS } from '../../labels'

export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: { singular: { cs: 'Partner', en: 'Partner' }, plural: { cs: 'Partneři', en: 'Partners' } },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'url', 'order'],
    listSearchableFields: ['name'],
  },
  defaultSort: 'order',
  access: publicContent,
  hooks: collectionInvalidation([TAGS.partners]),
  fields: [
    { name: 'name', type: 'text', label: { cs: 'Název', en: 'Name' }, required: true, maxLength: 120 },
    orderField,
    { name: 'url', type: 'text', label: { cs: 'Web', en: 'Website' } },
    { name: 'description', type: 'text', label: { cs: 'Popis', en: 'Description' }, localized: true, maxLength: 300 },
    { name: 'logo', type: 'upload', relationTo: 'media', label: { cs: 'Logo', en: 'Logo' } },
    editorNote,
  ],
}
