import { describe, expect, it } from 'vitest'

import { typography } from '@/lib/format/typography'

const n = (s: string) => s.replace(/~/g, '\u00A0')

describe('typography (Czech)', () => {
  it('joins one-letter prepositions and conjunctions to the next word, both cases', () => {
    expect(typography('Pracujte v klidu a s výhledem k oknu', 'cs')).toBe(n('Pracujte v~klidu a~s~výhledem k~oknu'))
    expect(typography('V domě o třech patrech i u dvora z roku', 'cs')).toBe(n('V~domě o~třech patrech i~u~dvora z~roku'))
    expect(typography('Káva (a čaj) „v ceně“', 'cs')).toBe(n('Káva (a~čaj) „v~ceně“'))
  })
  it('leaves longer words and letters inside words alone', () => {
    expect(typography('Praha je město', 'cs')).toBe('Praha je město')
    expect(typography('vstupte do dvora', 'cs')).toBe('vstupte do dvora')
  })
  it('keeps numbers with their units and currency, and digit groups together', () => {
    expect(typography('Sál 10 m² pro 200 osob za 48 000 Kč', 'cs')).toBe(n('Sál 10~m² pro 200~osob za 48~000~Kč'))
    expect(typography('sleva 50 %', 'cs')).toBe(n('sleva 50~%'))
    expect(typography('500+ firem', 'cs')).toBe(n('500+~firem'))
    expect(typography('hala pro 200 hostů', 'cs')).toBe(n('hala pro 200~hostů'))
  })
  it('keeps dates and phone numbers together', () => {
    expect(typography('Dne 3. 12. 2026 v 18:00', 'cs')).toBe(n('Dne 3.~12.~2026 v~18:00'))
    expect(typography('od 3. prosince', 'cs')).toBe(n('od 3.~prosince'))
    expect(typography('Volejte +420 123 456 789', 'cs')).toBe(n('Volejte +420~123~456~789'))
  })
  it('does not touch URLs, e-mail addresses or strings without spaces', () => {
    expect(typography('https://example.com/a/v?x=k', 'cs')).toBe('https://example.com/a/v?x=k')
    expect(typography('Pište na a@hub1909.cz a zavolejte', 'cs')).toBe(n('Pište na a@hub1909.cz a~zavolejte'))
    expect(typography('', 'cs')).toBe('')
  })
  it('is idempotent', () => {
    const once = typography('a v Praze 3. 12. 2026 za 1 200 Kč', 'cs')
    expect(typography(once, 'cs')).toBe(once)
  })
})

describe('typography (English)', () => {
  it('changes only numbers with units and digit groups', () => {
    expect(typography('A room for 200 people at 1 200 CZK', 'en')).toBe(n('A room for 200~people at 1~200~CZK'))
    expect(typography('I am a guest in a house', 'en')).toBe('I am a guest in a house')
  })
})
