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

/** The ground of a drawn portrait in a paper duotone: neither paper nor white. */
const PORTRAIT_STONE = '#E6DCC8'

/** Skin tones for the drawn portraits (muted, to sit with the duotones). */
const SKIN = ['#E8C7A8', '#C99A74', '#A7734F', '#7A5037', '#F0D5BD']
const HAIR = [PALETTE.ink, PALETTE.oak, '#8A6A3E', '#4A3426', '#C9B9A0']

export type PortraitHair = 'short' | 'long' | 'bun' | 'curly' | 'bald'
export type PortraitTraits = { hair: PortraitHair; glasses: boolean; beard: boolean; collar: 'crew' | 'vneck' | 'shirt' | 'turtleneck' }

const HAIRS: PortraitHair[] = ['short', 'long', 'bun', 'curly', 'bald']
const COLLARS: PortraitTraits['collar'][] = ['crew', 'vneck', 'shirt', 'turtleneck']

/** A small stable hash of a name, so each person's drawing differs and stays the same run after run. */
const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)

/** What a person's drawn portrait shows (also what its alt text says). */
export function portraitTraits(name: string, variant = 0, traits: Partial<PortraitTraits> = {}): PortraitTraits {
  const h = (hash(name) + variant) >>> 0
  return {
    hair: traits.hair ?? HAIRS[h % HAIRS.length],
    glasses: traits.glasses ?? (h >>> 3) % 3 === 0,
    beard: traits.beard ?? false,
    collar: traits.collar ?? COLLARS[(h >>> 5) % COLLARS.length],
  }
}

/**
 * A drawn portrait (not a photograph): a bust in front of an arch, in one of the house's duotones,
 * with hair, glasses, beard, collar and colours that differ from person to person.
 */
export function portraitArt(name: string, variant = 0, size = 800, traits: Partial<PortraitTraits> = {}): string {
  const t = tone(variant)
  const f = portraitTraits(name, variant, traits)
  const h = hash(name)
  const skin = SKIN[(h >>> 2) % SKIN.length]
  const hair = HAIR[(h >>> 4) % HAIR.length]
  const cloth = [PALETTE.moss, PALETTE.oak, PALETTE.brass, PALETTE.ink, '#5B6E7A'][(h + variant) % 5]
  const s = size
  const cx = s / 2
  const cy = s * 0.44
  const rx = s * (0.115 + ((h >>> 6) % 3) * 0.01)
  const ry = s * 0.145
  const line = PALETTE.ink
  const sw = s * 0.008
  const parts: string[] = []
  // The arch behind the person (the house's motif).
  parts.push(
    `<path d="M${s * 0.18},${s} L${s * 0.18},${s * 0.42} A${s * 0.32},${s * 0.32} 0 0 1 ${s * 0.82},${s * 0.42} L${s * 0.82},${s} Z" fill="${t.accent}" opacity="0.35"/>`,
  )
  // Long hair falls behind the shoulders.
  if (f.hair === 'long')
    parts.push(`<path d="M${cx - rx * 1.25},${cy} Q${cx - rx * 1.5},${cy + ry * 2.1} ${cx - rx * 1.1},${cy + ry * 2.3} L${cx + rx * 1.1},${cy + ry * 2.3} Q${cx + rx * 1.5},${cy + ry * 2.1} ${cx + rx * 1.25},${cy} Z" fill="${hair}"/>`)
  // Shoulders and clothes.
  parts.push(`<path d="M${s * 0.2},${s} C${s * 0.22},${s * 0.74} ${s * 0.34},${s * 0.7} ${cx},${s * 0.7} C${s * 0.66},${s * 0.7} ${s * 0.78},${s * 0.74} ${s * 0.8},${s} Z" fill="${cloth}" stroke="${line}" stroke-width="${sw}"/>`)
  // Neck.
  parts.push(`<rect x="${cx - s * 0.045}" y="${cy + ry * 0.7}" width="${s * 0.09}" height="${s * 0.12}" fill="${skin}" stroke="${line}" stroke-width="${sw}"/>`)
  if (f.collar === 'vneck') parts.push(`<path d="M${cx - s * 0.07},${s * 0.705} L${cx},${s * 0.8} L${cx + s * 0.07},${s * 0.705} Z" fill="${skin}" stroke="${line}" stroke-width="${sw}"/>`)
  if (f.collar === 'shirt')
    parts.push(
      `<path d="M${cx - s * 0.07},${s * 0.69} L${cx},${s * 0.76} L${cx - s * 0.03},${s * 0.8} Z M${cx + s * 0.07},${s * 0.69} L${cx},${s * 0.76} L${cx + s * 0.03},${s * 0.8} Z" fill="${PALETTE.white}" stroke="${line}" stroke-width="${sw}"/>`,
    )
  if (f.collar === 'turtleneck') parts.push(`<rect x="${cx - s * 0.06}" y="${s * 0.64}" width="${s * 0.12}" height="${s * 0.08}" rx="${s * 0.02}" fill="${cloth}" stroke="${line}" stroke-width="${sw}"/>`)
  if (f.collar === 'crew') parts.push(`<path d="M${cx - s * 0.06},${s * 0.7} Q${cx},${s * 0.74} ${cx + s * 0.06},${s * 0.7}" fill="none" stroke="${line}" stroke-width="${sw}"/>`)
  // Bun behind the head.
  if (f.hair === 'bun') parts.push(`<circle cx="${cx}" cy="${cy - ry * 1.05}" r="${s * 0.055}" fill="${hair}" stroke="${line}" stroke-width="${sw}"/>`)
  if (f.hair === 'curly')
    for (let i = 0; i < 9; i++) {
      const a = Math.PI * (1.05 + (i / 8) * 0.9)
      parts.push(`<circle cx="${cx + Math.cos(a) * rx * 1.05}" cy="${cy + Math.sin(a) * ry * 0.95}" r="${s * 0.045}" fill="${hair}" stroke="${line}" stroke-width="${sw * 0.6}"/>`)
    }
  // Face.
  parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}" stroke="${line}" stroke-width="${sw}"/>`)
  // Hair on top.
  if (f.hair === 'short' || f.hair === 'long' || f.hair === 'bun')
    parts.push(`<path d="M${cx - rx * 1.04},${cy - ry * 0.05} C${cx - rx * 1.1},${cy - ry * 1.35} ${cx + rx * 1.1},${cy - ry * 1.35} ${cx + rx * 1.04},${cy - ry * 0.05} C${cx + rx * 0.6},${cy - ry * 0.7} ${cx - rx * 0.3},${cy - ry * 0.75} ${cx - rx * 1.04},${cy - ry * 0.05} Z" fill="${hair}"/>`)
  if (f.hair === 'bald')
    parts.push(`<path d="M${cx - rx * 1.02},${cy + ry * 0.1} Q${cx - rx * 1.1},${cy - ry * 0.4} ${cx - rx * 0.8},${cy - ry * 0.45} M${cx + rx * 1.02},${cy + ry * 0.1} Q${cx + rx * 1.1},${cy - ry * 0.4} ${cx + rx * 0.8},${cy - ry * 0.45}" fill="none" stroke="${hair}" stroke-width="${s * 0.03}" stroke-linecap="round"/>`)
  if (f.beard) parts.push(`<path d="M${cx - rx * 0.95},${cy + ry * 0.15} Q${cx},${cy + ry * 1.45} ${cx + rx * 0.95},${cy + ry * 0.15} Q${cx},${cy + ry * 0.75} ${cx - rx * 0.95},${cy + ry * 0.15} Z" fill="${hair}"/>`)
  // Eyes, nose, mouth: a few lines.
  const ey = cy + ry * 0.02
  parts.push(
    `<circle cx="${cx - rx * 0.4}" cy="${ey}" r="${s * 0.009}" fill="${line}"/><circle cx="${cx + rx * 0.4}" cy="${ey}" r="${s * 0.009}" fill="${line}"/>` +
      `<path d="M${cx},${ey + ry * 0.1} L${cx - rx * 0.1},${ey + ry * 0.38} L${cx + rx * 0.05},${ey + ry * 0.4}" fill="none" stroke="${line}" stroke-width="${sw * 0.8}" stroke-linejoin="round"/>` +
      `<path d="M${cx - rx * 0.3},${ey + ry * 0.58} Q${cx},${ey + ry * 0.72} ${cx + rx * 0.3},${ey + ry * 0.58}" fill="none" stroke="${f.beard ? PALETTE.paper : line}" stroke-width="${sw}" stroke-linecap="round"/>`,
  )
  if (f.glasses)
    parts.push(
      `<g fill="none" stroke="${line}" stroke-width="${sw}"><circle cx="${cx - rx * 0.4}" cy="${ey}" r="${rx * 0.28}"/><circle cx="${cx + rx * 0.4}" cy="${ey}" r="${rx * 0.28}"/><path d="M${cx - rx * 0.12},${ey} L${cx + rx * 0.12},${ey}"/></g>`,
    )
  // A portrait on the page's own paper would have no edge (About's team sits on paper, Contact's
  // people on white): its ground is a stone tone, distinct from both.
  return svg(s, s, t.bg === PALETTE.paper ? PORTRAIT_STONE : t.bg, parts.join(''))
}

/** The words that say what a drawn portrait shows, in Czech and English (for its alt text). */
export function portraitDescription(f: PortraitTraits): { cs: string; en: string } {
  const hairCs = { short: 'krátkými vlasy', long: 'dlouhými vlasy', bun: 'vlasy staženými do drdolu', curly: 'kudrnatými vlasy', bald: 'pleší' }[f.hair]
  const hairEn = { short: 'short hair', long: 'long hair', bun: 'hair in a bun', curly: 'curly hair', bald: 'a bald head' }[f.hair]
  const extrasCs = [f.glasses ? 'brýlemi' : null, f.beard ? 'vousy' : null].filter(Boolean)
  const extrasEn = [f.glasses ? 'glasses' : null, f.beard ? 'a beard' : null].filter(Boolean)
  const cs = [hairCs, ...extrasCs]
  const en = [hairEn, ...extrasEn]
  const join = (xs: (string | null)[], and: string) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} ${and}${xs[xs.length - 1]}` : (xs[0] ?? ''))
  return { cs: join(cs, 'a\u00a0'), en: join(en, 'and ') }
}

/** Which simple mark a drawn logo carries beside its name. */
const MARKS = ['ring', 'window', 'arch', 'diamond', 'bars'] as const

/**
 * A drawn logo for a project or partner (until the real one is uploaded): a simple geometric mark
 * and the name as a wordmark on a transparent ground, in the house's palette. Names longer than a
 * few words break onto two lines so every logo keeps a similar visual weight.
 */
export function logoArt(name: string, variant = 0, w = 480, h = 160): string {
  const colours = [PALETTE.moss, PALETTE.oak, PALETTE.ink, PALETTE.brass, PALETTE.moss]
  const mark = MARKS[Math.abs(variant) % MARKS.length]
  const c = colours[Math.abs(variant) % colours.length]
  const text = Math.abs(variant) % 2 === 0 ? PALETTE.ink : c === PALETTE.brass ? PALETTE.ink : c
  const serif = Math.abs(variant) % 2 === 1
  const m = h * 0.3 // mark radius
  const mx = m + h * 0.12
  const my = h / 2
  let markSvg = ''
  if (mark === 'ring') markSvg = `<circle cx="${mx}" cy="${my}" r="${m}" fill="none" stroke="${c}" stroke-width="${h * 0.07}"/><circle cx="${mx}" cy="${my}" r="${m * 0.35}" fill="${c}"/>`
  if (mark === 'window')
    markSvg = `<g fill="none" stroke="${c}" stroke-width="${h * 0.05}"><rect x="${mx - m}" y="${my - m}" width="${m * 2}" height="${m * 2}"/><path d="M${mx},${my - m} V${my + m} M${mx - m},${my} H${mx + m}"/></g>`
  if (mark === 'arch')
    markSvg = `<path fill-rule="evenodd" d="M${mx - m},${my + m} V${my} A${m},${m} 0 0 1 ${mx + m},${my} V${my + m} Z M${mx - m * 0.4},${my + m} V${my + m * 0.1} A${m * 0.4},${m * 0.4} 0 0 1 ${mx + m * 0.4},${my + m * 0.1} V${my + m} Z" fill="${c}"/>`
  if (mark === 'diamond')
    markSvg = `<path fill-rule="evenodd" d="M${mx},${my - m} L${mx + m},${my} L${mx},${my + m} L${mx - m},${my} Z M${mx},${my - m * 0.45} L${mx + m * 0.45},${my} L${mx},${my + m * 0.45} L${mx - m * 0.45},${my} Z" fill="${c}"/>`
  if (mark === 'bars') markSvg = [0, 1, 2].map((i) => `<rect x="${mx - m + i * m * 0.75}" y="${my - m + (2 - i) * m * 0.35}" width="${m * 0.5}" height="${m * 2 - (2 - i) * m * 0.35}" fill="${c}"/>`).join('')
  const words = name.split(/\s+/)
  const lines: string[] = []
  if (name.length > 14 && words.length > 1) {
    let best = 1
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(' ').length
      const b = words.slice(i).join(' ').length
      const bestA = words.slice(0, best).join(' ').length
      if (Math.abs(a - b) < Math.abs(bestA - words.slice(best).join(' ').length)) best = i
    }
    lines.push(words.slice(0, best).join(' '), words.slice(best).join(' '))
  } else lines.push(name)
  const tx = mx + m + h * 0.14
  const room = w - tx - h * 0.08
  const longest = Math.max(...lines.map((l) => l.length))
  const size = Math.min(lines.length === 1 ? h * 0.36 : h * 0.27, room / (longest * (serif ? 0.66 : 0.76)))
  const family = serif ? 'DejaVu Serif, serif' : 'DejaVu Sans, sans-serif'
  const total = lines.length * size * 1.1
  const textSvg = lines
    .map((l, i) => `<text x="${tx}" y="${my - total / 2 + size * (0.85 + i * 1.1)}" font-family="${family}" font-weight="bold" font-size="${size}" fill="${text}">${esc(l)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${markSvg}${textSvg}</svg>`
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
