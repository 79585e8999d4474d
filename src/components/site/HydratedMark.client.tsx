'use client'

import { useEffect } from 'react'

/**
 * Marks the document once React has hydrated it: `<html data-hydrated>`. Next.js' scripts come after
 * the page has loaded and painted (scripts/scriptsAfterLoad.mjs), so until then the page works as
 * it does without JavaScript. The end-to-end tests and the JS-weight benchmark wait for this mark
 * before they use what needs the scripts.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
