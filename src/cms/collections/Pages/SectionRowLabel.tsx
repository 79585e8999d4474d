'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { HOME_SECTIONS, type HomeSection } from './sections'

/** A section's row in the admin, titled by its heading (else the section it is) instead of "Sekce 01". */
export function SectionRowLabel() {
  const { data, rowNumber } = useRowLabel<{ heading?: string | null; anchor?: HomeSection | null }>()
  const { i18n } = useTranslation()
  const place = data?.anchor ? HOME_SECTIONS[data.anchor]?.[i18n.language === 'en' ? 'en' : 'cs'] : null
  const heading = data?.heading?.trim()
  return <span>{[place, heading].filter(Boolean).join(': ') || `${(rowNumber ?? 0) + 1}`}</span>
}
