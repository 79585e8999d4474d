import { describe, expect, it } from 'vitest'

import { ogImagePath, verifiedOgCard } from '@/lib/og/url'

/** The Open Graph image addresses carry their text signed with the site's secret (src/lib/og/url.ts). */
describe('signed Open Graph image addresses', () => {
  const card = { locale: 'cs' as const, kind: 'event' as const, title: 'Přednáška o tiskárně', subtitle: 'čtvrtek 3. prosince' }
  const queryOf = (path: string) => new URL(path, 'http://localhost').searchParams

  it('give back the card they were signed for', () => {
    expect(verifiedOgCard('cs', 'event', queryOf(ogImagePath(card)))).toEqual(card)
  })

  it('refuse another title, another kind or a forged signature, also one of the right length in characters but not in bytes', () => {
    const query = queryOf(ogImagePath(card))
    const signature = query.get('s')!
    expect(verifiedOgCard('cs', 'article', query)).toBeNull()
    const retitled = new URLSearchParams(query)
    retitled.set('title', 'Zdarma')
    expect(verifiedOgCard('cs', 'event', retitled)).toBeNull()
    const forged = new URLSearchParams(query)
    forged.set('s', 'é'.repeat(signature.length))
    expect(() => verifiedOgCard('cs', 'event', forged)).not.toThrow()
    expect(verifiedOgCard('cs', 'event', forged)).toBeNull()
  })
})
