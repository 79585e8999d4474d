import type { TextField } from 'payload'

import { slugify } from '@/lib/content/slug'

/**
 * A readable, transliterated slug (`Členství` → `clenstvi`), unique per collection and locale, so
 * an English URL may differ from the Czech one. Left empty, it is made from `from` (the title).
 */
export function slugField(from = 'title'): TextField {
  return {
    name: 'slug',
    type: 'text',
    label: { cs: 'Adresa (slug)', en: 'URL slug' },
    localized: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: {
        cs: 'Část adresy stránky. Prázdné pole se vyplní z názvu; diakritika se převede (Členství → clenstvi).',
        en: 'Part of the page URL. Left empty it is made from the title; accents are transliterated.',
      },
    },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          const typed = typeof value === 'string' && value.trim() ? value : undefined
          const source = typed ?? (siblingData as Record<string, unknown> | undefined)?.[from]
          if (typeof source !== 'string') return value
          return slugify(source) || undefined
        },
      ],
    },
  }
}
