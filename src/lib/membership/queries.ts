import { cached } from '@/lib/content/cache'
import type { PriceTokens } from '@/lib/format/price'
import { publicRead } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale } from '@/lib/content/types'
import { payloadClient } from '@/lib/payload'
import type { MembershipTier as MembershipTierDoc } from '@/payload-types'

export type MembershipTier = {
  key: MembershipTierDoc['key']
  /** The tab of the Membership page it belongs to. */
  tab: MembershipTierDoc['tab']
  name: string
  tagline: string | null
  summary: string | null
  highlighted: boolean
  /** CZK excluding VAT; null = on request. */
  price: number | null
  pricePeriod: MembershipTierDoc['pricePeriod']
  priceFrom: boolean
  annualDiscountPercent: number | null
  /** Monthly price with the annual discount applied (rounded to whole CZK), when there is one. */
  annualMonthlyPrice: number | null
  payableHalfYearly: boolean
  /** null = unlimited (see unlimitedAccess) or not applicable. */
  daysPerWeek: number | null
  unlimitedAccess: boolean
  meetingRoomCreditCzk: number | null
  meetingRoomDiscountPercent: number | null
  adminSupportHours: number | null
  features: string[]
  notes: string | null
  ctaUrl: string | null
}

export function annualMonthlyPrice(price: number | null | undefined, discountPercent: number | null | undefined) {
  if (price == null || !discountPercent) return null
  return Math.round(price * (1 - discountPercent / 100))
}

export function toMembershipTier(doc: MembershipTierDoc): MembershipTier {
  return {
    key: doc.key,
    tab: doc.tab,
    name: doc.name,
    tagline: doc.tagline ?? null,
    summary: doc.summary ?? null,
    highlighted: Boolean(doc.highlighted),
    price: doc.price ?? null,
    pricePeriod: doc.pricePeriod,
    priceFrom: Boolean(doc.priceFrom),
    annualDiscountPercent: doc.annualDiscountPercent ?? null,
    annualMonthlyPrice: doc.pricePeriod === 'month' ? annualMonthlyPrice(doc.price, doc.annualDiscountPercent) : null,
    payableHalfYearly: Boolean(doc.payableHalfYearly),
    daysPerWeek: doc.daysPerWeek ?? null,
    unlimitedAccess: Boolean(doc.unlimitedAccess),
    meetingRoomCreditCzk: doc.meetingRoomCreditCzk ?? null,
    meetingRoomDiscountPercent: doc.meetingRoomDiscountPercent ?? null,
    adminSupportHours: doc.adminSupportHours ?? null,
    features: (doc.features ?? []).map((f) => f.text),
    notes: doc.notes ?? null,
    ctaUrl: doc.ctaUrl ?? null,
  }
}

/**
 * The amounts CMS texts may name (`fillPriceTokens`): `{price:club}` is the Club tier's price,
 * `{credit:club}` its monthly meeting-room credit, for every tier by its key.
 */
export function tierPriceTokens(tiers: MembershipTier[]): PriceTokens {
  const tokens: PriceTokens = {}
  for (const tier of tiers) {
    tokens[`price:${tier.key}`] = tier.price
    tokens[`credit:${tier.key}`] = tier.meetingRoomCreditCzk
  }
  return tokens
}

export async function readMembershipTiers(locale: Locale): Promise<MembershipTier[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'membership-tiers',
    ...publicRead(locale),
    depth: 0,
    sort: 'order',
    limit: 100,
    pagination: false,
  })
  return docs.map(toMembershipTier)
}

/** Every tier in display order; group them by `tab` for the Membership page's tabs. */
export const getMembershipTiers: (locale: Locale) => Promise<MembershipTier[]> = cached(
  readMembershipTiers,
  [TAGS.membership],
)
