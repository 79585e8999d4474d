import type { TextareaField } from 'payload'

import { authenticated } from '../access/authenticated'

/**
 * An internal note for staff, never shown on the site. The seed marks invented facts here
 * ("Example: replace with …") so that staff know what to check before launch.
 */
export const editorNote: TextareaField = {
  name: 'editorNote',
  type: 'textarea',
  label: { cs: 'Interní poznámka', en: 'Internal note' },
  access: { read: authenticated },
  admin: {
    position: 'sidebar',
    description: {
      cs: 'Jen pro tým, na webu se nezobrazí. „Příklad“ = vymyšlený údaj k nahrazení.',
      en: 'Staff only, never shown on the site. "Example" = invented content to replace.',
    },
  },
}
