// Writes the self-hosted fonts (Inter and Fraunces, variable woff2) from their @fontsource-variable
// packages into public/fonts/ under versioned names (so they can be cached as immutable), cut down
// to what the site shows (harfbuzz's hb-subset through `subset-font`): the weights it sets (400–600
// of the wght axis), the OpenType features its CSS uses (FEATURES), no hinting, and the characters
// of SUBSETS, split into files per @fontsource subset: the characters of Czech and English text
// (CORE; preloaded, 46 KB for both families on a Czech page instead of 77, cut into files of about
// the same size, PRELOADED), and `more`, the rest (other Latin letters in names, rarer marks),
// which a browser downloads only for a page that shows one of them. Then writes src/app/fonts.css with their @font-face rules
// (unicode-range: exactly the characters of each file, so a character outside them all comes from
// the fallback without a download) plus metric-adjusted fallback faces (size-adjust,
// ascent/descent/line-gap overrides computed from the font files the way next/font does), so that
// swapping the web font in moves no line: CLS stays ~0.
//
// Run after upgrading a font package: `node scripts/fonts.mjs`. The output is committed, so a
// build needs no extra step; tests/unit/fonts.test.ts fails when the copies are out of date.
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const fontFromBuffer = require('next/dist/compiled/@next/font/dist/fontkit/index.js').default
const {
  getFallbackMetricsFromFontFile,
} = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js')

export const FONTS = [
  {
    pkg: 'inter',
    family: 'Inter',
    axis: 'wght',
    category: 'sans-serif',
    fallbacks: ['Arial', 'Liberation Sans', 'Helvetica'],
  },
  // The weight-only files: half the size of the optical-size ones, and headings need no more.
  {
    pkg: 'fraunces',
    family: 'Fraunces',
    axis: 'wght',
    category: 'serif',
    fallbacks: ['Times New Roman', 'Liberation Serif', 'Times'],
  },
]
/** The weights the site sets: regular, medium, semibold (also <strong>, globals.css). */
export const WEIGHTS = { min: 400, max: 600 }

/**
 * The OpenType features kept: those harfbuzz needs to draw accented letters (ccmp, locl, mark,
 * mkmk), kerning and ligatures, and those the CSS asks for (tnum: `tabular-nums`; cv11 and ss01:
 * the body's font-feature-settings). Everything else (contextual alternates, fractions, small
 * caps…) pulled in glyphs the site never shows: a quarter of Inter's bytes.
 */
export const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'tnum', 'cv11', 'ss01']

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')

/**
 * The characters kept from each @fontsource subset file. latin: ASCII, Latin-1 (á é í ó ú ý, ©, ²,
 * no-break space…), the typographic marks of DESIGN.md (Czech quotes „“ and ‚‘, dashes, ellipsis),
 * arrows, €, ™. latin-ext: the Czech and Slovak letters, and those of neighbours' names.
 */
export const SUBSETS = {
  latin: range(0x20, 0x7e) + range(0xa0, 0xff) + '\u0131\u0152\u0153\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2032\u2033\u2039\u203a\u20ac\u2122\u2190\u2191\u2192\u2193\u2212\u2264\u2265',
  'latin-ext': 'ČčĎďĚěŇňŘřŠšŤťŮůŽžĽľĹĺŔŕŁłŃńŚśŹźŻżĄąĘęŐőŰűĆćĐđ',
}

/**
 * The characters of Czech and English text, per @fontsource subset: what the preloaded `core` files
 * draw. latin: ASCII, the no-break space, the Czech letters of Latin-1 (á é í ó ú ý), the marks of
 * DESIGN.md's typography (Czech quotes, dashes, ellipsis) and those the texts use (×, ·, ², ©, €,
 * arrows, the primes of 65″). latin-ext: the Czech letters. Every other character of SUBSETS is in the `more` files.
 */
export const CORE = {
  latin: range(0x20, 0x7e) + '\u00a0áéíóúýÁÉÍÓÚÝ\u00a9\u00b0\u00b2\u00b7\u00d7\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u20ac\u2190\u2192',
  'latin-ext': 'ČčĎďĚěŇňŘřŠšŤťŮůŽž',
}

/**
 * The preloaded characters of a subset, cut into files of about the same size: on a slow
 * connection a browser fetches the preloaded files side by side, each over its own connection
 * with its own share of the bandwidth, so the page's text waits for the largest one
 * (docs/PERFORMANCE.md, "How Lighthouse's simulated LCP is built"). latin's core is cut in two:
 * `letters`, the letters of English, the Czech ones of Latin-1 (á é í ó ú ý: drawn from the same
 * glyphs as their base letters, they cost little beside them) and the spaces, and `marks`, the
 * digits, punctuation and symbols. Fraunces' core as one file was 21 KB, the largest file before
 * a page's first paint; its two halves are 12.8 and 9.6 KB. Each part name is a file per family.
 */
const LETTERS = range(0x41, 0x5a) + range(0x61, 0x7a) + 'áéíóúýÁÉÍÓÚÝ \u00a0'
export const PRELOADED = {
  latin: { letters: LETTERS, marks: [...CORE.latin].filter((c) => !LETTERS.includes(c)).join('') },
  'latin-ext': { core: CORE['latin-ext'] },
}

/** The unicode-range of a set of characters, as CSS wants it (U+0020-007E,U+00A0,…). */
export function unicodeRange(text) {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)))].sort((a, b) => a - b)
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0')
  const out = []
  for (let i = 0; i < points.length; i++) {
    let j = i
    while (j + 1 < points.length && points[j + 1] === points[j] + 1) j++
    out.push(i === j ? `U+${hex(points[i])}` : `U+${hex(points[i])}-${hex(points[j])}`)
    i = j
  }
  return out.join(',')
}

/** A font file cut down to `text`, the site's weights and FEATURES. */
export function subsetOf(source, text) {
  return subsetFont(fs.readFileSync(source), text, { targetFormat: 'woff2', keepFeatures: FEATURES, noHinting: true, variationAxes: { wght: WEIGHTS } })
}

/**
 * Static TrueType instances for the generated Open Graph images (src/lib/og/): satori draws
 * TrueType/WOFF, not WOFF2 or variable fonts. One file per family, weight and subset; the image
 * names each subset a family of its own ('Fraunces', 'Fraunces latin-ext') and lists both, since
 * satori only falls back between families.
 */
export const OG_FONTS = [
  { pkg: 'fraunces', family: 'Fraunces', weight: 600 },
  { pkg: 'inter', family: 'Inter', weight: 500 },
]
export const OG_FONT_DIR = 'src/lib/og/fonts'

export function ogFontFiles() {
  return OG_FONTS.flatMap((font) =>
    Object.entries(SUBSETS).map(([subset, text]) => ({
      family: subset === 'latin' ? font.family : `${font.family} ${subset}`,
      weight: font.weight,
      subset,
      text,
      source: path.join(root, 'node_modules/@fontsource-variable', font.pkg, 'files', `${font.pkg}-${subset}-wght-normal.woff2`),
      target: `${font.pkg}-${subset}-${font.weight}.ttf`,
    })),
  )
}

/** An Open Graph font file: the variable font pinned to one weight, cut down to `text`. */
export function ogSubsetOf(source, text, weight) {
  return subsetFont(fs.readFileSync(source), text, { targetFormat: 'truetype', variationAxes: { wght: weight } })
}

export function fontFiles() {
  const out = []
  for (const font of FONTS) {
    const pkgDir = path.join(root, 'node_modules/@fontsource-variable', font.pkg)
    const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'))
    for (const [subset, wanted] of Object.entries(SUBSETS)) {
      const file = `${font.pkg}-${subset}-${font.axis}-normal.woff2`
      // Only what the file draws: its unicode-range then says exactly what it has.
      const source = fontFromBuffer(fs.readFileSync(path.join(pkgDir, 'files', file)))
      const drawn = [...wanted, ...CORE[subset]].filter((c, i, all) => all.indexOf(c) === i && source.hasGlyphForCodePoint(c.codePointAt(0)))
      const parts = Object.entries(PRELOADED[subset]).map(([part, chars]) => ({ part, preload: true, text: drawn.filter((c) => chars.includes(c)).join('') }))
      parts.push({ part: 'more', preload: false, text: drawn.filter((c) => !CORE[subset].includes(c)).join('') })
      for (const { part, preload, text } of parts) {
        const hash = crypto.createHash('sha1').update(`${text}|${WEIGHTS.min}-${WEIGHTS.max}|${FEATURES}`).digest('hex').slice(0, 8)
        out.push({
          font,
          subset,
          part,
          preload,
          text,
          source: path.join(pkgDir, 'files', file),
          target: `${font.pkg}-${subset}-${part}-${font.axis}-${version}-${hash}.woff2`,
          unicodeRange: unicodeRange(text),
        })
      }
    }
  }
  return out
}

async function main() {
  const publicDir = path.join(root, 'public/fonts')
  fs.rmSync(publicDir, { recursive: true, force: true })
  fs.mkdirSync(publicDir, { recursive: true })
  const files = fontFiles()
  let css = '/* Generated by scripts/fonts.mjs: do not edit by hand. */\n'
  const preload = {}
  for (const f of files) {
    fs.writeFileSync(path.join(publicDir, f.target), await subsetOf(f.source, f.text))
    css += `@font-face {
  font-family: '${f.font.family}';
  font-style: normal;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  font-display: swap;
  src: url('/fonts/${f.target}') format('woff2');
  unicode-range: ${f.unicodeRange};
}
`
    if (f.preload) (preload[f.subset] ??= []).push(`/fonts/${f.target}`)
  }
  for (const font of FONTS) {
    const latin = files.find((f) => f.font === font && f.subset === 'latin')
    const metrics = getFallbackMetricsFromFontFile(fontFromBuffer(fs.readFileSync(latin.source)), font.category)
    css += `@font-face {
  font-family: '${font.family} Fallback';
  src: ${font.fallbacks.map((name) => `local('${name}')`).join(', ')};
  ascent-override: ${metrics.ascentOverride};
  descent-override: ${metrics.descentOverride};
  line-gap-override: ${metrics.lineGapOverride};
  size-adjust: ${metrics.sizeAdjust};
}
`
  }
  fs.writeFileSync(path.join(root, 'src/app/fonts.css'), css)
  fs.writeFileSync(
    path.join(root, 'src/lib/site/fonts.ts'),
    `// Generated by scripts/fonts.mjs: do not edit by hand.
/** The woff2 files to preload per subset: those of the Czech and English characters (Czech pages need latin-ext as well). */
export const FONT_PRELOADS = ${JSON.stringify(preload, null, 2).replace(/"/g, "'")} as const
`,
  )
  const ogDir = path.join(root, OG_FONT_DIR)
  fs.rmSync(ogDir, { recursive: true, force: true })
  fs.mkdirSync(ogDir, { recursive: true })
  const ogFiles = ogFontFiles()
  for (const f of ogFiles) fs.writeFileSync(path.join(ogDir, f.target), await ogSubsetOf(f.source, f.text, f.weight))
  console.log(`fonts: ${files.length} files in public/fonts, src/app/fonts.css, src/lib/site/fonts.ts; ${ogFiles.length} in ${OG_FONT_DIR}`)
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main()
