import type { CollectionConfig, PayloadRequest } from 'payload'

import { translatorFor } from '@/i18n/translator'
import { TAGS } from '@/lib/content/tags'

import { publishedContent } from '../../access/published'
import { editorNote } from '../../fields/editorNote'
import { missingTranslationsField } from '../../fields/missingTranslations'
import { slugField } from '../../fields/slug'
import { collectionInvalidation } from '../../hooks/invalidate'
import { draftVersions, livePreview, previewButton } from '../../preview'
import { ADMIN_GROUPS } from '../../labels'
import { SECTION_ROW_LABEL } from '../../adminComponents/paths'
import { HOME_SECTIONS } from './sections'

/**
 * The texts of the site's fixed pages, each found by its key (the page or section that shows it):
 * long texts, and the heading, lead and search-engine fields of the lists (events, blog…).
 */
export const PAGE_KEYS = [
  'home',
  'about-story',
  'building-history',
  'memberzone',
  'privacy',
  'careers',
  'visit',
  'events',
  'blog',
  'spaces',
  'membership',
  'contact',
  'projects',
] as const
export type PageKey = (typeof PAGE_KEYS)[number]

/** Lists whose page carries only a heading, a lead and search-engine fields (no text, sections or image). */
const LIST_KEYS: readonly PageKey[] = ['events', 'blog', 'spaces', 'membership', 'contact', 'projects']
const hasText = (data: { key?: PageKey } | undefined) => !data?.key || !LIST_KEYS.includes(data.key)
const slugOfTitle = slugField()
// A list's address is the routing table's (docs/ROUTES.md), not a slug.
const slug = { ...slugOfTitle, admin: { ...slugOfTitle.admin, condition: hasText } }

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: { cs: 'Stránka', en: 'Page' },
    plural: { cs: 'Stránky', en: 'Pages' },
  },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', 'updatedAt', '_status'],
    listSearchableFields: ['title', 'slug'],
    preview: previewButton('pages'),
    livePreview: livePreview('pages'),
  },
  versions: draftVersions,
  access: publishedContent,
  hooks: collectionInvalidation([TAGS.pages]),
  fields: [
    { name: 'title', type: 'text', label: { cs: 'Název', en: 'Title' }, localized: true, required: true, maxLength: 200 },
    {
      name: 'key',
      type: 'select',
      label: { cs: 'Kde se zobrazuje', en: 'Where it is shown' },
      required: true,
      unique: true,
      admin: { position: 'sidebar' },
      options: [
        { value: 'home', label: { cs: 'Úvodní stránka', en: 'Home page' } },
        { value: 'about-story', label: { cs: 'O nás: příběh', en: 'About: story' } },
        { value: 'building-history', label: { cs: 'O nás: historie budovy', en: 'About: history of the building' } },
        { value: 'memberzone', label: { cs: 'Členská zóna', en: 'Memberzone' } },
        { value: 'privacy', label: { cs: 'Ochrana osobních údajů', en: 'Privacy policy' } },
        { value: 'careers', label: { cs: 'Kariéra', en: 'Careers' } },
        { value: 'visit', label: { cs: 'Návštěva domu (praktické informace)', en: 'Visiting the house (practical information)' } },
        { value: 'events', label: { cs: 'Akce (přehled)', en: 'Events (list)' } },
        { value: 'blog', label: { cs: 'Blog (přehled článků)', en: 'Blog (list of articles)' } },
        { value: 'spaces', label: { cs: 'Prostory (přehled)', en: 'Spaces (list)' } },
        { value: 'membership', label: { cs: 'Členství', en: 'Membership' } },
        { value: 'contact', label: { cs: 'Kontakt', en: 'Contact' } },
        { value: 'projects', label: { cs: 'Projekty (přehled)', en: 'Projects (list)' } },
      ],
    },
    slug,
    { name: 'lead', type: 'textarea', label: { cs: 'Úvodní odstavec', en: 'Lead' }, localized: true, maxLength: 1000 },
    { name: 'body', type: 'richText', label: { cs: 'Text', en: 'Body' }, localized: true, admin: { condition: hasText } },
    {
      name: 'sections',
      type: 'array',
      label: { cs: 'Sekce', en: 'Sections' },
      labels: { singular: { cs: 'Sekce', en: 'Section' }, plural: { cs: 'Sekce', en: 'Sections' } },
      admin: {
        description: {
          cs: 'Texty sekcí úvodní stránky; stránka je ukáže na jejich pevném místě. Sekce bez textu ukáže výchozí text webu.',
          en: 'Texts of the home page\'s sections; the page shows each in its fixed place. A section without text shows the site\'s default text.',
        },
        components: { RowLabel: SECTION_ROW_LABEL },
        condition: (data) => data?.key === 'home',
      },
      validate: (rows: unknown, { req }: { req: PayloadRequest }) => {
        const keys = ((rows as { anchor?: string }[] | null | undefined) ?? []).map((r) => r.anchor).filter(Boolean)
        return new Set(keys).size === keys.length || translatorFor(req.i18n?.language, 'cmsValidation')('sectionTwice')
      },
      fields: [
        {
          name: 'anchor',
          type: 'select',
          label: { cs: 'Sekce', en: 'Section' },
          required: true,
          options: Object.entries(HOME_SECTIONS).map(([value, label]) => ({ value, label })),
        },
        { name: 'heading', type: 'text', label: { cs: 'Nadpis', en: 'Heading' }, localized: true },
        {
          name: 'text',
          type: 'textarea',
          label: { cs: 'Text', en: 'Text' },
          localized: true,
          admin: {
            description: {
              cs: 'Cenu členství nepište číslem: {price:club} (klíč tarifu) nebo {credit:club} doplní web z tarifu.',
              en: 'Do not type membership prices: {price:club} (a tier key) or {credit:club} is filled in from the tier.',
            },
          },
        },
        // Only what the home page shows: the hero's picture and the membership section's link text.
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: { cs: 'Obrázek', en: 'Image' },
          admin: { condition: (_, sibling) => sibling?.anchor === 'hero' },
        },
        {
          name: 'ctaLabel',
          type: 'text',
          label: { cs: 'Text odkazu', en: 'Link text' },
          localized: true,
          admin: {
            condition: (_, sibling) => sibling?.anchor === 'membership',
            description: { cs: 'Odkaz vede na stránku Členství.', en: 'The link goes to the Membership page.' },
          },
        },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { cs: 'Obrázek', en: 'Image' }, admin: { condition: hasText } },
    editorNote,
    missingTranslationsField(['title', 'lead', 'body']),
  ],
}
