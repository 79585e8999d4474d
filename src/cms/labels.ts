import type { Locale } from '@/i18n/locales'

/**
 * Names the CMS's admin shows for things defined elsewhere: the locales (src/i18n/locales.ts) and
 * the groups of its navigation. Kept apart from src/i18n so that no browser bundle carries them.
 */

/** Each locale's name in its own language (the CMS's locale switch, a visitor's form language). */
export const LOCALE_LABELS: Record<Locale, string> = { cs: 'Čeština', en: 'English' }

/** The groups of the admin's navigation. */
export const ADMIN_GROUPS = {
  content: { cs: 'Obsah', en: 'Content' },
  forms: { cs: 'Formuláře', en: 'Forms' },
  personalData: { cs: 'Osobní údaje', en: 'Personal data' },
  operations: { cs: 'Provoz', en: 'Operations' },
  settings: { cs: 'Nastavení', en: 'Settings' },
}

/** The staff guide's name (/admin/guide): its menu entry, and the dashboard's link to it. */
export const STAFF_GUIDE_LABEL = { cs: 'Příručka pro tým', en: 'Staff guide' }
