import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field } from 'payload'

import { siteUrl } from '@/env'
import { localizedHref } from '@/i18n/href'
import { isLocale, type Locale } from '@/i18n/locales'
import { previewTarget } from '@/lib/content/previewPath'
import type { Page } from '@/payload-types'

import { isPreviewCollection } from './preview'

type Doc = { title?: unknown; name?: unknown; excerpt?: unknown; summary?: unknown; tagline?: unknown; slug?: string | null; key?: Page['key']; hasDetailPage?: boolean | null }
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Where the document is on the site, for the search-result preview: where its preview opens. */
function documentUrl(collection: string | undefined, doc: Doc, locale: Locale): string {
  const target = isPreviewCollection(collection) ? previewTarget(collection, doc) : null
  return siteUrl() + (target ? localizedHref(target, locale) : '/')
}

// The plugin's own fields show its length tips, not a description: the README says what empty means.
const LABELS: Record<string, Record<Locale, string>> = {
  title: { cs: 'Titulek ve vyhledávačích', en: 'Title in search results' },
  description: { cs: 'Popis ve vyhledávačích a při sdílení', en: 'Description in search results and shares' },
  image: { cs: 'Obrázek při sdílení (nejlépe 1200 × 630 px)', en: 'Share image (best 1200 × 630 px)' },
}

const noindex: Field = {
  name: 'noindex',
  type: 'checkbox',
  label: { cs: 'Skrýt před vyhledávači (noindex)', en: 'Keep out of search engines (noindex)' },
  admin: { description: { cs: 'Stránka zůstane přístupná, jen ji vyhledávače nebudou nabízet a nebude v mapě webu.', en: 'The page stays reachable; search engines will not list it, nor will the sitemap.' } },
}

/**
 * Payload's SEO plugin: a title, description and share image per page, event, article and space,
 * in each language, with the search-result preview, and a noindex switch of the house's own
 * (src/lib/seo/metadata.ts reads them; empty fields fall back to the document's own).
 */
export const seo = seoPlugin({
  collections: ['pages', 'events', 'posts', 'spaces'],
  uploadsCollection: 'media',
  generateTitle: ({ doc }) => text((doc as Doc).title) || text((doc as Doc).name),
  generateDescription: ({ doc }) => text((doc as Doc).excerpt) || text((doc as Doc).summary) || text((doc as Doc).tagline),
  generateURL: ({ doc, collectionConfig, locale }) => documentUrl(collectionConfig?.slug, doc as Doc, isLocale(locale) ? locale : 'cs'),
  fields: ({ defaultFields }) => [
    ...defaultFields.map((field) => {
      const label = 'name' in field && field.type !== 'ui' ? LABELS[field.name] : undefined
      return label ? ({ ...field, label } as Field) : field
    }),
    noindex,
  ],
})
