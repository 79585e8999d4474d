'use client'

import { SaveButton, useTranslation } from '@payloadcms/ui'

/** Saving a message sends it (./send.ts), so the button says so. */
export function SendButton() {
  const { i18n } = useTranslation()
  return <SaveButton label={i18n.language === 'cs' ? 'Odeslat' : 'Send'} />
}
