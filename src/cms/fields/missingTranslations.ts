import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, TextField } from 'payload'

import { locales } from '@/i18n/locales'

import { authenticated } from '../access/authenticated'

function isEmpty(value: unknown): boolean {
  if (value == null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'object' && 'root' in value) {
    // Lexical: empty when no node holds any text.
    return !JSON.stringify(value).match(/"text":"[^"]*\S/)
  }
  return false
}

/**
 * A read-only note in the document's sidebar telling staff which locale still lacks text, e.g.
 * "en: Název, Perex", each field named by its own label in the admin's language. Virtual (never
 * stored); computed only when one document is opened by staff.
 */
export function missingTranslationsField(fields: string[]): TextField {
  return {
    name: 'missingTranslations',
    type: 'text',
    virtual: true,
    label: { cs: 'Chybějící překlady', en: 'Missing translations' },
    access: { read: authenticated, create: () => false, update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: {
        cs: 'Prázdná pole se na webu zobrazí v češtině.',
        en: 'Empty fields show in Czech on the site.',
      },
    },
    hooks: {
      afterRead: [
        async ({ req, findMany, originalDoc, collection }) => {
          const id = (originalDoc as { id?: number | string } | undefined)?.id
          if (!req.user || findMany || id == null || !collection) return undefined
          // No req/user passed on purpose: the nested read must not run this hook again.
          const all = await req.payload.findByID({
            collection: collection.slug as CollectionSlug,
            id,
            locale: 'all',
            depth: 0,
            draft: true,
            overrideAccess: true,
            disableErrors: true,
          })
          if (!all) return undefined
          const values = all as unknown as Record<string, Record<string, unknown> | undefined>
          const fieldOf = (name: string) => collection.flattenedFields.find((f) => f.name === name)
          const labelOf = (name: string) => {
            const field = fieldOf(name)
            return field && 'label' in field && field.label ? getTranslation(field.label as never, req.i18n) : name
          }
          // A field the form hides for this document (its admin condition) is not asked for.
          const shown = fields.filter((name) => {
            const condition = fieldOf(name)?.admin?.condition
            return !condition || condition(originalDoc as never, originalDoc as never, { user: req.user } as never)
          })
          const missing = locales
            .map((locale) => {
              const empty = shown.filter((f) => isEmpty(values[f]?.[locale])).map(labelOf)
              return empty.length ? `${locale}: ${empty.join(', ')}` : null
            })
            .filter(Boolean)
          return missing.length ? missing.join(' · ') : '—'
        },
      ],
    },
  }
}
