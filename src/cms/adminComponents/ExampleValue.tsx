'use client'

import { useFieldPath, useFormFields, useTranslation } from '@payloadcms/ui'

import { EXAMPLE_NOTE, isExample } from '../seed/examples'

type Props = {
  /** The seed's example for this field. */
  example?: string | number
  /** Or the examples by the document's `key` (a membership tier's price). */
  byKey?: Record<string, number>
}

/**
 * Under a field: a note while the value typed there still equals the seed's example
 * (src/cms/seed/examples.ts), so staff see what to replace before going live. It follows the form
 * as staff type: the note goes when the value changes.
 */
export function ExampleValue({ example, byKey }: Props) {
  const { i18n } = useTranslation()
  const path = useFieldPath()
  const value = useFormFields(([fields]) => fields[path]?.value)
  const key = useFormFields(([fields]) => fields.key?.value)
  const expected = byKey ? byKey[String(key)] : example
  if (expected === undefined || !isExample(value, expected)) return null
  return (
    <p role="note" data-example-value style={{ margin: '6px 0 0', color: 'var(--theme-warning-700, #8a5a00)', fontWeight: 500 }}>
      {EXAMPLE_NOTE[i18n.language === 'en' ? 'en' : 'cs']}
    </p>
  )
}
