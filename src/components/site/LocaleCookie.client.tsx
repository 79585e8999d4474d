'use client'

import { useEffect } from 'react'

import type { Locale } from '@/i18n/locales'

import { writeLocaleCookie } from './localeCookie'

/** Opening a page of a locale stores that locale for 365 days (docs/ROUTES.md); renders nothing. */
export function LocaleCookie({ locale }: { locale: Locale }) {
  useEffect(() => writeLocaleCookie(locale), [locale])
  return null
}
