import type { CollectionConfig } from 'payload'

import { TAGS } from '@/lib/content/tags'

import { publicContent } from '../../access/anyone'
import { editorNote } from '../../fields/editorNote'
import { orderField } from '../../fields/order'
import { collectionInvalidation } from '../../hooks/invalidate'
import { ADMIN_GROUPS } from '../../labels'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: { cs: 'Reference', en: 'Testimonial' }, plural: { cs: 'Reference', en: 'Testimonials' } },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'position', 'order'],
    listSearchableFields: ['name', 'text'],
  },
  defaultSort: 'order',
  access: publicContent,
  hooks: collectionInvalidation([TAGS.testimonials]),
  fields: [
    { name: 'name', type: 'text', label: { cs: 'Jméno', en: 'Name' }, required: true, maxLength: 120 },
    { name: 'position', type: 'text', label: { cs: 'Pozice a firma', en: 'Position and company' }, localized: true },
    { name: 'text', type: 'textarea', label: { cs: 'Text', en: 'Text' }, localized: true, required: true, maxLength: 1200 },
    orderField,
    { name: 'photo', type: 'upload', relationTo: 'media', label: { cs: 'Fotografie', en: 'Photo' } },
    editorNote,
  ],
}
