import { CONSENT_TEXTS } from '@/lib/consent/texts'
import { cached } from '@/lib/content/cache'
import { publicRead } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale } from '@/lib/content/types'
import { payloadClient } from '@/lib/payload'
import type { SiteSetting } from '@/payload-types'

/** The texts of the cookie consent banner staff may change in Site settings. */
export type ConsentTextName = (typeof CONSENT_TEXTS)[number]['name']

export type SiteSettings = {
  brandName: string
  tagline: string | null
  /** Prices on the site exclude this VAT rate. */
  vatPercent: number
  /** "500+ firms through the mentoring program", "250+ contacts in the network". */
  figures: { value: string; label: string }[]
  address: {
    street: string
    postalCode: string
    city: string
    country: string | null
    directions: string | null
    mapUrl: string | null
    latitude: number | null
    longitude: number | null
  }
  contact: { email: string; phone: string | null }
  openingHours: { days: string; hours: string }[]
  social: { network: NonNullable<SiteSetting['social']>[number]['network']; url: string }[]
  company: { name: string; seat: string | null; ico: string | null; dic: string | null; register: string | null }
  bank: { bankName: string | null; accountNumber: string | null; iban: string | null; swift: string | null }
  membersLoginUrl: string
  booking: { trialDayUrl: string | null; meetingUrl: string | null; meetingRoomUrl: string | null }
  /** Raised by staff to ask every visitor for consent again; the texts staff set (others: the site's defaults). */
  consent: { policyVersion: number; texts: Partial<Record<ConsentTextName, string>> }
}

export function toSiteSettings(doc: SiteSetting): SiteSettings {
  return {
    brandName: doc.brandName || 'HUB 1909',
    tagline: doc.tagline ?? null,
    vatPercent: doc.vatPercent ?? 21,
    figures: (doc.figures ?? []).map((f) => ({ value: f.value, label: f.label })),
    address: {
      street: doc.address?.street ?? '',
      postalCode: doc.address?.postalCode ?? '',
      city: doc.address?.city ?? '',
      country: doc.address?.country ?? null,
      directions: doc.address?.directions ?? null,
      mapUrl: doc.address?.mapUrl ?? null,
      latitude: doc.address?.latitude ?? null,
      longitude: doc.address?.longitude ?? null,
    },
    contact: { email: doc.contact?.email ?? '', phone: doc.contact?.phone ?? null },
    openingHours: (doc.openingHours ?? []).map((h) => ({ days: h.days, hours: h.hours })),
    social: (doc.social ?? []).map((s) => ({ network: s.network, url: s.url })),
    company: {
      name: doc.company?.name ?? '',
      seat: doc.company?.seat ?? null,
      ico: doc.company?.ico ?? null,
      dic: doc.company?.dic ?? null,
      register: doc.company?.register ?? null,
    },
    bank: {
      bankName: doc.bank?.bankName ?? null,
      accountNumber: doc.bank?.accountNumber ?? null,
      iban: doc.bank?.iban ?? null,
      swift: doc.bank?.swift ?? null,
    },
    membersLoginUrl: doc.membersLoginUrl ?? '',
    booking: {
      trialDayUrl: doc.booking?.trialDayUrl ?? null,
      meetingUrl: doc.booking?.meetingUrl ?? null,
      meetingRoomUrl: doc.booking?.meetingRoomUrl ?? null,
    },
    consent: {
      policyVersion: doc.consent?.policyVersion ?? 1,
      texts: Object.fromEntries(CONSENT_TEXTS.map(({ name }) => [name, doc.consent?.[name]?.trim()]).filter(([, text]) => text)),
    },
  }
}

export async function readSiteSettings(locale: Locale): Promise<SiteSettings> {
  const payload = await payloadClient()
  const { draft: _draft, ...options } = publicRead(locale)
  const doc = await payload.findGlobal({ slug: 'site-settings', ...options, depth: 0 })
  return toSiteSettings(doc)
}

/** The site-wide facts (name, address, hours, contacts, bank, company, links, figures). */
export const getSiteSettings: (locale: Locale) => Promise<SiteSettings> = cached(
  readSiteSettings,
  [TAGS.site],
)
