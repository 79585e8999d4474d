import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { fontFiles } from '../../scripts/fonts.mjs'

type FontFile = { source: string; target: string; subset: string }

describe('self-hosted fonts', () => {
  const files = fontFiles() as FontFile[]

  it('are the current @fontsource files, latin and latin-ext (Czech glyphs)', () => {
    expect(new Set(files.map((f) => f.subset))).toEqual(new Set(['latin', 'latin-ext']))
    for (const f of files) {
      const copy = path.resolve(__dirname, '../../public/fonts', f.target)
      expect(fs.existsSync(copy), `${f.target}: run node scripts/fonts.mjs`).toBe(true)
      expect(fs.readFileSync(copy).equals(fs.readFileSync(f.source)), f.target).toBe(true)
    }
  })

  it('are declared with font-display: swap and a metric-adjusted fallback', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../../src/app/fonts.css'), 'utf8')
    for (const f of files) expect(css).toContain(`/fonts/${f.target}`)
    expect(css.match(/font-display: swap/g)).toHaveLength(files.length)
    expect(css).toMatch(/font-family: 'Inter Fallback';[^}]*size-adjust: [\d.]+%/)
    expect(css).toMatch(/font-family: 'Fraunces Fallback';[^}]*size-adjust: [\d.]+%/)
  })
})
