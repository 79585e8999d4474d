import type { Payload, PayloadRequest } from 'payload'

import { siteUrl } from '@/env'
import type { Locale } from '@/i18n/locales'

import { translatorFor } from '@/i18n/translator'

/** The house as mail shows it: from the Site settings global, or the defaults in the messages. */
export type House = {
  name: string
  address: string
  email: string
  phone: string
  /** Where staff notifications go. */
  staffEmail: string
  website: string
}

type Loose = Record<string, unknown> | null | undefined

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')
const first = (...values: unknown[]): string => values.map(str).find(Boolean) ?? ''

/** An address field may be one text or a group (street, city, postal code, country). */
function addressOf(v: unknown): string {
  if (typeof v === 'string') return v.replace(/\s*\n\s*/g, ', ').trim()
  if (v && typeof v === 'object') {
    const a = v as Record<string, unknown>
    const cityLine = [str(a.postalCode ?? a.zip), str(a.city)].filter(Boolean).join(' ')
    return [str(a.street ?? a.line1), str(a.line2), cityLine, str(a.country)].filter(Boolean).join(', ')
  }
  return ''
}

/**
 * Reads the `site-settings` global through the Local API. The global may not exist yet, or be
 * empty on a fresh install: every value falls back to the messages (namespace `mail.house`), and
 * the staff address to STAFF_EMAIL, then the house's contact address.
 */
export async function houseFor(payload: Payload, locale: Locale, req?: PayloadRequest): Promise<House> {
  let settings: Loose
  if (payload.globals.config.some((g) => g.slug === 'site-settings')) {
    try {
      settings = (await payload.findGlobal({
        slug: 'site-settings' as never,
        locale,
        depth: 0,
        overrideAccess: true,
        req,
      })) as unknown as Loose
    } catch (error) {
      payload.logger.warn({ msg: '[mail] site-settings could not be read, using defaults', err: error })
    }
  }
  const s = settings ?? {}
  const contact = (s.contact ?? {}) as Record<string, unknown>
  const t = translatorFor(locale, 'mail.house')
  const email = first(s.contactEmail, s.email, contact.email, t('email'))
  return {
    name: first(s.brandName, s.siteName, s.name, t('name')),
    address: addressOf(s.address ?? contact.address) || t('address'),
    email,
    phone: first(s.phone, contact.phone),
    staffEmail: first(s.staffEmail, s.notificationEmail, contact.notificationEmail, contact.staffEmail, process.env.STAFF_EMAIL, email),
    website: siteUrl(),
  }
}
