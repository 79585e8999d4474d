import fs from 'node:fs'
import path from 'node:path'

import { ImageResponse } from 'next/og'

import { OG_SIZE, type OgCard } from './url'

const INK = '#1c1b19'
const PAPER = '#f5f1e8'
const BRASS = '#a8834a'
const MUTED = '#b4b0a8'

/** The static font instances scripts/fonts.mjs writes (`node scripts/fonts.mjs`). */
const FONT_FILES = [
  { name: 'Fraunces', file: 'fraunces-latin-600.ttf', weight: 600 },
  { name: 'Fraunces latin-ext', file: 'fraunces-latin-ext-600.ttf', weight: 600 },
  { name: 'Inter', file: 'inter-latin-500.ttf', weight: 500 },
  { name: 'Inter latin-ext', file: 'inter-latin-ext-500.ttf', weight: 500 },
] as const

let fonts: { name: string; data: Buffer; weight: 500 | 600; style: 'normal' }[] | null = null
function loadFonts() {
  fonts ??= FONT_FILES.map(({ name, file, weight }) => ({
    name,
    data: fs.readFileSync(path.join(process.cwd(), 'src/lib/og/fonts', file)),
    weight,
    style: 'normal' as const,
  }))
  return fonts
}

/**
 * Characters the fonts draw (the site's Czech and English subsets, scripts/fonts.mjs). Anything
 * else is left out of the image: for a character no font has, satori would fetch a font from
 * Google Fonts, which the server cannot and must not reach.
 */
const DRAWABLE = /[^\u0020-\u007e\u00a0-\u00ff\u0131\u0152\u0153\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2032\u2033\u2039\u203a\u20ac\u2122\u2190-\u2193\u2212\u2264\u2265ČčĎďĚěŇňŘřŠšŤťŮůŽžĽľĹĺŔŕŁłŃńŚśŹźŻżĄąĘęŐőŰűĆćĐđ]/gu
export const drawable = (text: string) => text.replace(DRAWABLE, '').replace(/\s+/g, ' ').trim()

/** The facade's window: the house's mark (as on the site's default image, public/hub1909.png). */
function Window() {
  const rows = 7
  const cols = 5
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: 250, height: 340, border: `5px solid ${PAPER}` }}>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} style={{ display: 'flex', flex: 1, borderTop: r === 0 ? 'none' : `2px solid ${PAPER}` }}>
          {Array.from({ length: cols }, (_, c) => (
            <div key={c} style={{ display: 'flex', flex: 1, borderLeft: c === 0 ? 'none' : `2px solid ${PAPER}` }} />
          ))}
        </div>
      ))}
    </div>
  )
}

/**
 * A page's Open Graph image: the page type and title in the page's language, the house's mark and
 * a line naming the house. `labels` are the translated words (src/app/og/[locale]/[kind]/route.tsx).
 */
export function ogImage(card: OgCard, labels: { kind: string | null; site: string; tagline: string }): ImageResponse {
  const title = drawable(card.title)
  const subtitle = card.subtitle ? drawable(card.subtitle) : ''
  const size = title.length > 90 ? 48 : title.length > 50 ? 58 : 70
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: INK, color: PAPER, padding: '72px 80px', fontFamily: 'Inter, Inter latin-ext' }}>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'space-between', paddingRight: 56 }}>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            {labels.kind ? (
              <div style={{ display: 'flex', alignSelf: 'flex-start', background: BRASS, color: INK, fontSize: 26, padding: '8px 18px', marginBottom: 36, letterSpacing: 1 }}>
                {labels.kind}
              </div>
            ) : null}
            <div style={{ display: 'flex', fontFamily: 'Fraunces, Fraunces latin-ext', fontSize: size, lineHeight: 1.12 }}>{title}</div>
            {subtitle ? <div style={{ display: 'flex', fontSize: 32, color: MUTED, marginTop: 28 }}>{subtitle}</div> : null}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontFamily: 'Fraunces, Fraunces latin-ext', color: BRASS, fontSize: 40 }}>{labels.site}</div>
            <div style={{ display: 'flex', color: MUTED, fontSize: 26, marginTop: 6 }}>{labels.tagline}</div>
          </div>
        </div>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <Window />
        </div>
      </div>
    ),
    {
      ...OG_SIZE,
      fonts: loadFonts(),
      // The address names the text (and is signed): the same address is always the same image. The
      // page cache keeps it (scripts/pageCache.mjs); browsers and crawlers may keep it a year.
      headers: { 'Cache-Control': 'public, max-age=31536000, s-maxage=31536000, immutable' },
    },
  )
}
