import { describe, expect, it } from 'vitest'

import { membershipTiers, PRICING_RULE } from '@/cms/seed/content/membership'

/** What one coworking day costs in a tier: its monthly price over the days it gives (a month = 52/12 weeks). */
const perDay = (tier: (typeof membershipTiers)[number]) => {
  const days = 'unlimitedAccess' in tier && tier.unlimitedAccess ? 5 : (tier as { daysPerWeek?: number }).daysPerWeek
  return days ? tier.price / ((days * 52) / 12) : undefined
}

describe('seeded membership prices', () => {
  const byKey = (key: string) => membershipTiers.find((t) => t.key === key)!
  const dayPass = byKey('day-pass').price
  const coworking = ['meet', 'seat', 'dedicated-desk'].map(byKey)

  it('make every coworking tier cheaper per day than Day Passes', () => {
    for (const tier of coworking) expect(perDay(tier), tier.key).toBeLessThan(dayPass)
  })

  it('make more days a week cheaper per day', () => {
    const [meet, seat, desk] = coworking.map((tier) => perDay(tier)!)
    expect(seat).toBeLessThan(meet!)
    expect(desk).toBeLessThan(seat!)
  })

  it('state the rule in the editor note of each tier it governs', () => {
    for (const tier of [...coworking, byKey('day-pass')]) expect(tier.editorNote).toContain(PRICING_RULE)
  })
})
