/**
 * Generated artwork for the seed (docs/DESIGN.md, imagery): line drawings and duotone compositions
 * of the house's motifs (industrial windows, arches, the courtyard, room plans), rendered from SVG
 * with sharp. Staff replace them with photographs later; every image field accepts both.
 */
import sharp from 'sharp'

export const PALETTE = {
  ink: '#1C1B19',
  paper: '#F5F1E8',
  white: '#FFFFFF',
  brass: '#A8834A',
  oak: '#6B4F35',
  moss: '#3E5646',
} as const

type Duotone = { bg: string; fg: string; accent: string }

const DUOTONES: Duotone[] = [
  { bg: PALETTE.paper, fg: PALETTE.ink, accent: PALETTE.brass },
  { bg: PALETTE.ink, fg: PALETTE.paper, accent: PALETTE.brass },
  { bg: PALETTE.moss, fg: PALETTE.paper, accent: PALETTE.brass },
  { bg: PALETTE.oak, fg: PALETTE.paper, accent: PALETTE.ink },
  { bg: PALETTE.paper, fg: PALETTE.oak, accent: PALETTE.moss },
]

const tone = (variant: number) => DUOTONES[Math.abs(variant) % DUOTONES.length]

const svg = (w: number, h: number, bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  `<rect width="${w}" height="${h}" fill="${bg}"/>${body}</svg>`

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A tall steel-framed workshop window with daylight falling on an oak floor. */
export function windowArt(variant = 0, w = 1600, h = 1000): string {
  const t = tone(variant)
  const cols = 4 + (variant % 3)
  const rows = 6
  const ww = w * 0.34
  const wh = h * 0.7
  const x0 = w * (0.18 + (variant % 4) * 0.08)
  const y0 = h * 0.08
  let grid = ''
  for (let c = 1; c < cols; c++) grid += `<line x1="${x0 + (ww / cols) * c}" y1="${y0}" x2="${x0 + (ww / cols) * c}" y2="${y0 + wh}"/>`
  for (let r = 1; r < rows; r++) grid += `<line x1="${x0}" y1="${y0 + (wh / rows) * r}" x2="${x0 + ww}" y2="${y0 + (wh / rows) * r}"/>`
  const floorY = y0 + wh + h * 0.06
  let floor = ''
  for (let i = 0; i < 14; i++) floor += `<line x1="${-w * 0.2 + i * (w / 9)}" y1="${h}" x2="${w * 0.1 + i * (w / 12)}" y2="${floorY}"/>`
  return svg(
    w,
    h,
    t.bg,
    `<polygon points="${x0},${y0 + wh} ${x0 + ww},${y0 + wh} ${x0 + ww * 1.9},${h} ${x0 + ww * 0.4},${h}" fill="${t.accent}" opacity="0.28"/>` +
      `<g stroke="${t.fg}" stroke-width="2" opacity="0.35">${floor}</g>` +
      `<line x1="0" y1="${floorY}" x2="${w}" y2="${floorY}" stroke="${t.fg}" stroke-width="3"/>` +
      `<rect x="${x0}" y="${y0}" width="${ww}" height="${wh}" fill="none" stroke="${t.fg}" stroke-width="10"/>` +
      `<g stroke="${t.fg}" stroke-width="4">${grid}</g>` +
      `<rect x="${x0 + ww / cols}" y="${y0 + wh / rows}" width="${ww / cols}" height="${wh / rows}" fill="${t.accent}" opacity="0.5"/>` +
      `<rect x="${x0 + ww + w * 0.12}" y="${y0 + wh * 0.35}" width="${w * 0.14}" height="${wh * 0.65}" fill="none" stroke="${t.fg}" stroke-width="3"/>`,
  )
}

/** An arcade of arches, as in the courtyard passage. */
export function archesArt(variant = 0, w = 1600, h = 1000): string {
  const t = tone(variant + 1)
  const n = 3 + (variant % 3)
  const aw = w / (n + 1)
  let arches = ''
  for (let i = 0; i < n; i++) {
    const x = aw / 2 + i * aw + aw * 0.1
    const top = h * 0.3
    const width = aw * 0.8
    arches +=
      `<path d="M${x},${h * 0.88} L${x},${top + width / 2} A${width / 2},${width / 2} 0 0 1 ${x + width},${top + width / 2} L${x + width},${h * 0.88}" fill="${i === variant % n ? t.accent : 'none'}" fill-opacity="0.35" stroke="${t.fg}" stroke-width="6"/>` +
      `<line x1="${x + width / 2}" y1="${top}" x2="${x + width / 2}" y2="${h * 0.88}" stroke="${t.fg}" stroke-width="2" opacity="0.5"/>`
  }
  return svg(
    w,
    h,
    t.bg,
    `<rect x="0" y="${h * 0.88}" width="${w}" height="${h * 0.12}" fill="${t.fg}" opacity="0.12"/>${arches}` +
      `<line x1="0" y1="${h * 0.2}" x2="${w}" y2="${h * 0.2}" stroke="${t.fg}" stroke-width="4"/>`,
  )
}

/** The courtyard: facades with rows of windows around a paved yard and a tree. */
export function courtyardArt(variant = 0, w = 1600, h = 1000): string {
  const t = tone(variant + 2)
  let facade = ''
  const floors = 4
  const bays = 8
  const fx = w * 0.08
  const fw = w * 0.84
  const fy = h * 0.1
  const fh = h * 0.62
  for (let f = 0; f < floors; f++)
    for (let b = 0; b < bays; b++) {
      const x = fx + (fw / bays) * b + fw / bays / 4
      const y = fy + (fh / floors) * f + fh / floors / 5
      const lit = (f * bays + b + variant) % 7 === 0
      facade += `<rect x="${x}" y="${y}" width="${fw / bays / 2}" height="${fh / floors / 1.8}" fill="${lit ? t.accent : 'none'}" stroke="${t.fg}" stroke-width="3"/>`
    }
  let paving = ''
  for (let i = 0; i < 10; i++) paving += `<line x1="${w / 2}" y1="${fy + fh}" x2="${(w / 9) * i}" y2="${h}"/>`
  const tx = w * (0.3 + (variant % 3) * 0.2)
  return svg(
    w,
    h,
    t.bg,
    `<rect x="${fx}" y="${fy}" width="${fw}" height="${fh}" fill="none" stroke="${t.fg}" stroke-width="6"/>${facade}` +
      `<g stroke="${t.fg}" stroke-width="2" opacity="0.3">${paving}</g>` +
      `<line x1="${tx}" y1="${h * 0.95}" x2="${tx}" y2="${h * 0.6}" stroke="${t.fg}" stroke-width="8"/>` +
      `<circle cx="${tx}" cy="${h * 0.5}" r="${h * 0.16}" fill="${t.accent}" opacity="0.8"/>`,
  )
}

export type PlanLayout = 'boardroom' | 'theatre' | 'cabaret' | 'lounge' | 'desks'

/** A room plan from above: walls, door, windows and the furniture of a layout for `seats` people. */
export function roomPlanArt(seats: number, layout: PlanLayout, variant = 0, w = 1600, h = 1000): string {
  const t = tone(variant)
  const m = 80
  const rw = w - 2 * m
  const rh = h - 2 * m
  let furniture = ''
  const chair = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="16" fill="none" stroke="${t.fg}" stroke-width="3"/>`
  if (layout === 'boardroom') {
    const perSide = Math.max(2, Math.ceil((seats - 2) / 2))
    const tw = Math.min(rw * 0.7, perSide * 70)
    const tx = w / 2 - tw / 2
    furniture += `<rect x="${tx}" y="${h / 2 - 60}" width="${tw}" height="120" rx="8" fill="${t.accent}" fill-opacity="0.35" stroke="${t.fg}" stroke-width="4"/>`
    for (let i = 0; i < perSide; i++) {
      const x = tx + (tw / perSide) * (i + 0.5)
      furniture += chair(x, h / 2 - 90) + chair(x, h / 2 + 90)
    }
    furniture += chair(tx - 32, h / 2) + chair(tx + tw + 32, h / 2)
  } else if (layout === 'theatre') {
    const perRow = Math.min(10, Math.max(4, Math.ceil(Math.sqrt(seats * 2))))
    const rows = Math.ceil(seats / perRow)
    furniture += `<rect x="${w / 2 - 160}" y="${m + 30}" width="320" height="40" fill="${t.accent}" opacity="0.6"/>`
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < perRow && r * perRow + c < seats; c++)
        furniture += chair(w / 2 - ((perRow - 1) * 60) / 2 + c * 60, m + 150 + r * 60)
  } else if (layout === 'cabaret' || layout === 'lounge') {
    const tables = Math.max(2, Math.ceil(seats / (layout === 'cabaret' ? 6 : 4)))
    const cols = Math.ceil(Math.sqrt(tables * 1.6))
    for (let i = 0; i < tables; i++) {
      const x = m + (rw / cols) * ((i % cols) + 0.5)
      const y = m + (rh / Math.ceil(tables / cols)) * (Math.floor(i / cols) + 0.5)
      furniture += `<circle cx="${x}" cy="${y}" r="46" fill="${t.accent}" fill-opacity="0.35" stroke="${t.fg}" stroke-width="4"/>`
      const around = layout === 'cabaret' ? 6 : 4
      for (let k = 0; k < around; k++) {
        const a = (Math.PI * 2 * k) / around
        furniture += chair(x + Math.cos(a) * 78, y + Math.sin(a) * 78)
      }
    }
  } else {
    const desks = Math.max(4, seats)
    const cols = Math.ceil(desks / 2)
    for (let i = 0; i < desks; i++) {
      const x = m + 80 + (rw - 160) * ((i % cols) / Math.max(1, cols - 1)) - 50
      const y = h / 2 + (i < cols ? -90 : 20)
      furniture += `<rect x="${x}" y="${y}" width="100" height="70" fill="${t.accent}" fill-opacity="0.3" stroke="${t.fg}" stroke-width="3"/>`
    }
  }
  let windows = ''
  for (let i = 0; i < 5; i++) windows += `<rect x="${m + rw * (0.1 + i * 0.17)}" y="${m - 8}" width="${rw * 0.1}" height="16" fill="${t.bg}" stroke="${t.fg}" stroke-width="3"/>`
  return svg(
    w,
    h,
    t.bg,
    `<rect x="${m}" y="${m}" width="${rw}" height="${rh}" fill="none" stroke="${t.fg}" stroke-width="14"/>${windows}` +
      `<rect x="${w - m - 170}" y="${h - m - 7}" width="110" height="14" fill="${t.bg}"/>` +
      `<path d="M${w - m - 170},${h - m} A110,110 0 0 1 ${w - m - 60},${h - m - 110}" fill="none" stroke="${t.fg}" stroke-width="2" stroke-dasharray="6 6"/>` +
      furniture,
  )
}

/** A portrait placeholder: an arch-framed silhouette in duotone, with the person's initials. */
export function portraitArt(name: string, variant = 0, size = 800): string {
  const t = tone(variant)
  const initials = name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()
  const s = size
  return svg(
    s,
    s,
    t.bg,
    `<path d="M${s * 0.2},${s} L${s * 0.2},${s * 0.45} A${s * 0.3},${s * 0.3} 0 0 1 ${s * 0.8},${s * 0.45} L${s * 0.8},${s} Z" fill="${t.accent}" opacity="0.45"/>` +
      `<circle cx="${s / 2}" cy="${s * 0.42}" r="${s * 0.13}" fill="${t.fg}"/>` +
      `<path d="M${s * 0.24},${s} C${s * 0.26},${s * 0.7} ${s * 0.74},${s * 0.7} ${s * 0.76},${s}" fill="${t.fg}"/>` +
      `<text x="${s * 0.08}" y="${s * 0.14}" font-family="DejaVu Serif, serif" font-size="${s * 0.08}" fill="${t.fg}">${esc(initials)}</text>`,
  )
}

/** A typographic wordmark for a project, partner or outlet (until the real logo is uploaded). */
export function wordmarkArt(name: string, variant = 0, w = 800, h = 400): string {
  const t = tone(variant)
  const fontSize = Math.min(h * 0.26, (w * 0.8) / Math.max(4, name.length * 0.58))
  return svg(
    w,
    h,
    t.bg,
    `<rect x="${w * 0.06}" y="${h * 0.1}" width="${w * 0.88}" height="${h * 0.8}" fill="none" stroke="${t.fg}" stroke-width="3"/>` +
      `<text x="${w / 2}" y="${h / 2 + fontSize * 0.35}" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="${fontSize}" fill="${t.fg}">${esc(name)}</text>` +
      `<rect x="${w / 2 - w * 0.08}" y="${h * 0.72}" width="${w * 0.16}" height="6" fill="${t.accent}"/>`,
  )
}

/** Renders an SVG composition to WebP. */
export async function renderArtwork(svgSource: string): Promise<Buffer> {
  return sharp(Buffer.from(svgSource)).webp({ quality: 82 }).toBuffer()
}
