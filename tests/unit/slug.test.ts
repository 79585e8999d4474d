import { describe, expect, it } from 'vitest'

import { slugify } from '@/lib/content/slug'

describe('slugify', () => {
  it('transliterates Czech instead of dropping its letters', () => {
    expect(slugify('Členství')).toBe('clenstvi')
    expect(slugify('Štenc')).toBe('stenc')
    expect(slugify('Příliš žluťoučký kůň úpěl ďábelské ódy')).toBe('prilis-zlutoucky-kun-upel-dabelske-ody')
    expect(slugify('Maxmilián & Amélie')).toBe('maxmilian-amelie')
  })

  it('makes a clean URL segment', () => {
    expect(slugify('  Workshop: AI v malé firmě!  ')).toBe('workshop-ai-v-male-firme')
    expect(slugify('DoToho!')).toBe('dotoho')
    expect(slugify('Straße – Łódź')).toBe('strasse-lodz')
    expect(slugify('---')).toBe('')
  })

  it('keeps slugs to a bounded length without a trailing dash', () => {
    const slug = slugify('velmi dlouhý název '.repeat(20))
    expect(slug.length).toBeLessThanOrEqual(96)
    expect(slug.endsWith('-')).toBe(false)
  })
})
