import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, TextField, TextFieldSingleValidation } from 'payload'

import { translatorFor } from '@/i18n/translator'
import { DOCUMENT_ROUTES } from '@/lib/content/previewPath'
import { redirectPath } from '@/lib/redirects/paths'

import { authenticated } from '../../access/authenticated'
import { ADMIN_GROUPS } from '../../labels'
import { collectionGuard } from '../../validation/inputGuard'

const validateFrom: TextFieldSingleValidation = (value, { req }) =>
  !value || redirectPath(value) === value || translatorFor(req.i18n?.language, 'cmsValidation')('redirectPath')

/** The plugin's `from`, stored as the path the site matches (src/lib/redirects/paths.ts), whatever form staff paste. */
const from: TextField = {
  name: 'from',
  type: 'text',
  label: { cs: 'Z adresy', en: 'From' },
  required: true,
  unique: true,
  index: true,
  admin: {
    description: {
      cs: 'Stará adresa na tomto webu, např. /akce/stara-adresa nebo celá adresa z prohlížeče. Platí, jen když na ní žádná stránka není.',
      en: 'The old address on this site, e.g. /en/events/old-address or the whole URL from the browser. Used only where no page is.',
    },
  },
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? (redirectPath(value) ?? value) : value)] },
  validate: validateFrom,
}

/**
 * Payload's redirects plugin: old addresses staff keep pointing somewhere, and those a slug change
 * leaves behind (src/cms/hooks/slugRedirects.ts). The locale proxy follows one when no page has
 * the address (src/proxy.ts). Staff only: the site reads them on the server.
 */
export const redirects = redirectsPlugin({
  collections: Object.keys(DOCUMENT_ROUTES),
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: {
    defaultValue: '301',
    label: { cs: 'Druh přesměrování', en: 'Redirect type' },
    options: [
      { label: { cs: 'Trvalé (301): stará adresa už platit nebude', en: 'Permanent (301): the old address is gone for good' }, value: '301' },
      { label: { cs: 'Dočasné (302)', en: 'Temporary (302)' }, value: '302' },
    ],
  },
  overrides: {
    labels: { singular: { cs: 'Přesměrování', en: 'Redirect' }, plural: { cs: 'Přesměrování', en: 'Redirects' } },
    admin: { group: ADMIN_GROUPS.content, useAsTitle: 'from', defaultColumns: ['from', 'to.reference', 'to.url', 'type', 'updatedAt'] },
    access: { read: authenticated, create: authenticated, update: authenticated, delete: authenticated },
    hooks: { beforeOperation: [collectionGuard] },
    // The plugin's `to` group has no label: its columns would read "to > …".
    fields: ({ defaultFields }): Field[] =>
      defaultFields.map((field) => {
        if (!('name' in field)) return field
        if (field.name === 'from') return from
        if (field.name === 'to' && field.type === 'group') return { ...field, label: { cs: 'Kam', en: 'To' } }
        return field
      }),
  },
})
