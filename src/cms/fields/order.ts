import type { NumberField } from 'payload'

/** Position in lists on the site: lower first. */
export const orderField: NumberField = {
  name: 'order',
  type: 'number',
  label: { cs: 'Pořadí', en: 'Order' },
  defaultValue: 100,
  index: true,
  admin: { position: 'sidebar', description: { cs: 'Nižší číslo je výš.', en: 'Lower comes first.' } },
}
