import { getTranslation } from '@payloadcms/translations'
import type { JSONFieldServerProps } from 'payload'

/**
 * A read-only JSON field shown as text. Payload's own JSON field loads its code editor (Monaco)
 * from a CDN, which the admin's policy does not allow: the field would stay empty.
 */
export function JsonText({ clientField, i18n, value }: JSONFieldServerProps) {
  const label = clientField.label ? getTranslation(clientField.label, i18n) : clientField.name
  return (
    <div className="field-type json-text" style={{ marginBottom: 'var(--base)' }}>
      <div className="field-label" id={`label-${clientField.name}`}>
        {label}
      </div>
      <pre aria-labelledby={`label-${clientField.name}`} style={{ margin: 0, padding: '8px 12px', whiteSpace: 'pre-wrap', background: 'var(--theme-elevation-50)', borderRadius: 4 }}>
        {value === undefined || value === null ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  )
}
