import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { fontFiles, OG_FONT_DIR, ogFontFiles, ogSubsetOf, subsetOf, unicodeRange } from '../../scripts/fonts.mjs'

type FontFile = { source: string; target: string; subset: string; part: string; preload: boolean; text: string; font: { family: string } }
type Font = { hasGlyphForCodePoint(point: number): boolean }

const require = createRequire(import.meta.url)
const fontFromBuffer = require('next/dist/compiled/@next/font/dist/fontkit/index.js').default as (b: Buffer) => Font
const publicFile = (f: FontFile) => path.resolve(__dirname, '../../public/fonts', f.target)

// Subsetting with harfbuzz takes about 3 s on this machine alone, more beside the other test files.
const SUBSETTING_MS = 30_000

describe('self-hosted fonts', () => {
  const files = fontFiles() as FontFile[]

  it('are the @fontsource files cut to the site’s characters and weights, as scripts/fonts.mjs writes them', async () => {
    expect(new Set(files.map((f) => f.subset))).toEqual(new Set(['latin', 'latin-ext']))
    for (const f of files) {
      expect(fs.existsSync(publicFile(f)), `${f.target}: run node scripts/fonts.mjs`).toBe(true)
      expect(fs.readFileSync(publicFile(f)).equals(Buffer.from(await subsetOf(f.source, f.text))), `${f.target}: run node scripts/fonts.mjs`).toBe(true)
    }
  }, SUBSETTING_MS)

  it('draw every letter of Czech text and its typography in both families', () => {
    const czech = 'Příliš žluťoučký kůň úpěl ďábelské ódy. PŘÍLIŠ ŽLUŤOUČKÝ KŮŇ ÚPĚL ĎÁBELSKÉ ÓDY. ŇĚŤ „uvozovky“ ‚jednoduché‘ – … © 2026 €'
    for (const family of ['Inter', 'Fraunces']) {
      const fonts = files.filter((f) => f.font.family === family).map((f) => fontFromBuffer(fs.readFileSync(publicFile(f))))
      for (const ch of new Set(czech)) {
        expect(fonts.some((font) => font.hasGlyphForCodePoint(ch.codePointAt(0)!)), `${family} has no glyph for ${ch}`).toBe(true)
      }
    }
  })

  it('preload files that draw every character of the site’s texts in both languages, the rest only on demand', () => {
    const preloads = fs.readFileSync(path.resolve(__dirname, '../../src/lib/site/fonts.ts'), 'utf8')
    const texts = ['cs', 'en'].map((locale) => fs.readFileSync(path.resolve(__dirname, `../../messages/${locale}.json`), 'utf8')).join('')
    for (const family of ['Inter', 'Fraunces']) {
      const ofFamily = files.filter((f) => f.font.family === family)
      const core = ofFamily.filter((f) => f.preload)
      expect(new Set(core.map((f) => f.subset))).toEqual(new Set(['latin', 'latin-ext']))
      for (const f of ofFamily) expect(preloads.includes(f.target), `${f.target} preloaded`).toBe(f.part !== 'more')
      for (const ch of new Set(texts)) {
        if (!ofFamily.some((f) => f.text.includes(ch))) continue // not drawn by the family: the fallback draws it
        expect(core.some((f) => f.text.includes(ch)), `${family}: ${ch} of the messages is in no preloaded file`).toBe(true)
      }
    }
  })

  it('are declared with font-display: swap, their exact characters and a metric-adjusted fallback', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../src/app/fonts.css'), 'utf8')
    for (const f of files) {
      expect(css).toContain(`/fonts/${f.target}`)
      expect(css).toContain(`unicode-range: ${unicodeRange(f.text)};`)
    }
    expect(css.match(/font-display: swap/g)).toHaveLength(files.length)
    expect(css).toMatch(/font-family: 'Inter Fallback';[^}]*size-adjust: [\d.]+%/)
    expect(css).toMatch(/font-family: 'Fraunces Fallback';[^}]*size-adjust: [\d.]+%/)
  })

  it('for the Open Graph images: static TrueType instances of both families, as scripts/fonts.mjs writes them', async () => {
    const og = ogFontFiles() as (FontFile & { weight: number; family: string })[]
    expect(new Set(og.map((f) => f.family))).toEqual(new Set(['Fraunces', 'Fraunces latin-ext', 'Inter', 'Inter latin-ext']))
    for (const f of og) {
      const file = path.resolve(__dirname, '../..', OG_FONT_DIR, f.target)
      expect(fs.existsSync(file), `${f.target}: run node scripts/fonts.mjs`).toBe(true)
      const data = fs.readFileSync(file)
      expect(data.equals(Buffer.from(await ogSubsetOf(f.source, f.text, f.weight))), `${f.target}: run node scripts/fonts.mjs`).toBe(true)
      expect(data.readUInt32BE(0), `${f.target} is TrueType (satori draws no WOFF2)`).toBe(0x00010000)
    }
  }, SUBSETTING_MS)

  it('says U+ ranges as CSS reads them', () => {
    expect(unicodeRange('cabz€')).toBe('U+0061-0063,U+007A,U+20AC')
  })

  it('cut the preloaded characters into files of which none is much larger than the others', () => {
    // On a slow connection the preloaded files come side by side and the page's text waits for the
    // largest (docs/PERFORMANCE.md). Fraunces' Czech and English characters in one file were 21 KB.
    const preloaded = files.filter((f) => f.preload).map((f) => ({ name: f.target, size: fs.statSync(publicFile(f)).size }))
    expect(preloaded.length).toBeGreaterThanOrEqual(6)
    for (const f of preloaded) expect(f.size, f.name).toBeLessThanOrEqual(14_000)
    // Every character of Czech and English text is in exactly one preloaded file of each family.
    for (const family of ['Inter', 'Fraunces']) {
      const texts = files.filter((f) => f.preload && f.font.family === family).map((f) => f.text)
      const all = texts.join('')
      expect(new Set(all).size, family).toBe([...all].length)
    }
  })
})
