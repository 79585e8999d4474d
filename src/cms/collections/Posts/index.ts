import type { CollectionConfig } from 'payload'

import { TAGS } from '@/lib/content/tags'

import { publishedContent } from '../../access/published'
import { editorNote } from '../../fields/editorNote'
import { missingTranslationsField } from '../../fields/missingTranslations'
import { slugField } from '../../fields/slug'
import { collectionInvalidation } from '../../hooks/invalidate'
import { slugRedirects } from '../../hooks/slugRedirects'
import { draftVersions, livePreview, previewButton } from '../../preview'
import { ADMIN_GROUPS } from '../../labels'
import { RELATION_CELL } from '../../adminComponents/paths'
import { DAY_ONLY } from '../../fields/dates'


const invalidation = collectionInvalidation([TAGS.posts])
// An old address keeps working after a slug change (a redirect to the document).
const moved = slugRedirects('posts')

/** Blog articles: blog posts, interviews, articles, coverage (reports) and news. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: { cs: 'Článek', en: 'Post' },
    plural: { cs: 'Články', en: 'Posts' },
  },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'authors', 'publishedAt', '_status'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
    preview: previewButton('posts'),
    livePreview: livePreview('posts'),
  },
  defaultSort: '-publishedAt',
  versions: draftVersions,
  access: publishedContent,
  hooks: {
    ...invalidation,
    afterChange: [moved.afterChange, ...invalidation.afterChange],
    beforeChange: [
      moved.beforeChange,
      ({ data }) => {
        // A post published without a date is dated now, so that it sorts where readers expect.
        if (data._status === 'published' && !data.publishedAt) data.publishedAt = new Date().toISOString()
        return data
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', label: { cs: 'Název', en: 'Title' }, localized: true, required: true, maxLength: 200 },
    slugField(),
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          label: { cs: 'Rubrika', en: 'Category' },
          required: true,
          defaultValue: 'blog',
          index: true,
          options: [
            { value: 'blog', label: 'Blog' },
            { value: 'interviews', label: { cs: 'Rozhovory', en: 'Interviews' } },
            { value: 'articles', label: { cs: 'Články', en: 'Articles' } },
            { value: 'coverage', label: { cs: 'Reportáže', en: 'Coverage' } },
            { value: 'news', label: { cs: 'Novinky', en: 'News' } },
          ],
        },
        {
          name: 'publishedAt',
          type: 'date',
          label: { cs: 'Datum vydání', en: 'Published' },
          index: true,
          admin: {
            date: DAY_ONLY,
            description: {
              cs: 'Datum u článku. Zveřejnit později: šipka u „Publikovat změny“ → Naplánovat publikaci.',
              en: 'The date shown on the article. To go live later: the arrow beside “Publish changes” → Schedule Publish.',
            },
          },
        },
      ],
    },
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'team-members',
      hasMany: true,
      label: { cs: 'Autoři', en: 'Authors' },
      admin: { components: { Cell: RELATION_CELL } },
    },
    { name: 'excerpt', type: 'textarea', label: { cs: 'Perex', en: 'Excerpt' }, localized: true, maxLength: 500 },
    { name: 'cover', type: 'upload', relationTo: 'media', label: { cs: 'Hlavní obrázek', en: 'Cover image' } },
    { name: 'body', type: 'richText', label: { cs: 'Text', en: 'Body' }, localized: true },
    editorNote,
    missingTranslationsField(['title', 'excerpt', 'body']),
  ],
}
