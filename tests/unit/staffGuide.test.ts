import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { parseGuide } from '@/cms/adminComponents/staffGuide'
import { typography } from '@/lib/format/typography'

const read = (lang: 'cs' | 'en') => fs.readFileSync(path.resolve(`docs/STAFF_GUIDE.${lang}.md`), 'utf8')

describe('the staff guide (docs/STAFF_GUIDE.*.md, /admin/guide)', () => {
  const cs = parseGuide(read('cs'))
  const en = parseGuide(read('en'))

  it('has the same sections in Czech and English, in the same order, so the two cannot drift apart', () => {
    expect(cs.sections.length).toBeGreaterThan(15)
    expect(cs.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id))
    expect(new Set(cs.sections.map((s) => s.id)).size).toBe(cs.sections.length)
    // Each language is written in its own: no section title is left untranslated.
    const same = cs.sections.filter((s, i) => s.title === en.sections[i]!.title).map((s) => s.title)
    expect(same).toEqual([])
  })

  it('renders each section under a heading with its anchor, without the anchor in the text', () => {
    expect(cs.title).toBe('Příručka pro tým')
    expect(en.title).toBe('Staff guide')
    expect(cs.html).toContain('<h2 id="roles">Role</h2>')
    expect(en.html).toContain('<h2 id="first-account">First account</h2>')
    expect(cs.html).not.toMatch(/\{#|<h1/)
    // the introduction comes before the contents, the sections after them
    expect(cs.intro).toMatch(/^(<!--[\s\S]*-->)?<p>Jak tým domu/)
    expect(cs.html).toMatch(/^<h2 id="first-account">/)
    expect(en.html).toContain('<em>Personal data of a person</em>')
  })

  it('refuses a section without an anchor', () => {
    expect(() => parseGuide('# Guide\n\n## Roles\n\nText.\n')).toThrow(/anchor/)
  })

  it("keeps Czech typography: no line may end after a one-letter word, nor hold a breakable space where typography() puts a no-break one", () => {
    const prose = read('cs')
      .replace(/<!--[\s\S]*?-->/g, '')
      .split('\n')
      .map((line) => line.replace(/`[^`]*`/g, '`…`'))
    expect(prose.filter((line) => /(^|[\s(„])[ksvzouai]$/i.test(line))).toEqual([])
    expect(prose.filter((line) => typography(line, 'cs') !== line)).toEqual([])
  })
})
