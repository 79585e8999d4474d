import { archesArt, courtyardArt, roomPlanArt, windowArt } from '../artwork'
import { img, t } from '../engine'

/**
 * Artwork shared by several documents: each is rendered and uploaded once (by file name), which
 * keeps the seed fast. Covers are 1200 × 750, large enough for the card size and the site's own
 * responsive resizing.
 */
const W = 1200
const H = 750

export const shared = {
  window: img('seed-window-1', () => windowArt(1, W, H), t('Kresba: ocelové okno tiskárny, denní světlo na dubové podlaze', 'Drawing: a steel window of the printing house, daylight on the oak floor')),
  windowDark: img('seed-window-2', () => windowArt(2, W, H), t('Kresba: ocelové okno tiskárny na tmavém pozadí', 'Drawing: a steel window of the printing house on a dark ground')),
  courtyard: img('seed-courtyard-1', () => courtyardArt(0, W, H), t('Kresba dvora: fasády s\u00a0řadami oken, dlážděný dvůr a\u00a0strom', 'Drawing of the courtyard: facades with rows of windows, a paved yard and a tree')),
  courtyardEvening: img('seed-courtyard-2', () => courtyardArt(1, W, H), t('Kresba dvora večer: tmavé fasády s\u00a0několika rozsvícenými okny a\u00a0strom', 'Drawing of the courtyard in the evening: dark facades with a few lit windows and a tree')),
  cafe: img('seed-courtyard-cafe', () => courtyardArt(3, W, H), t('Kresba dvora, do kterého hledí kavárna: fasády s\u00a0okny a\u00a0strom', 'Drawing of the courtyard the café looks onto: facades with windows and a tree')),
  hall: img('seed-arches-event', () => archesArt(0, W, H), t('Kresba: řada oblouků tiskařské haly', 'Drawing: a row of arches in the press hall')),
  passage: img('seed-arches-passage', () => archesArt(1, W, H), t('Kresba: oblouky průjezdu do dvora', 'Drawing: the arches of the passage into the courtyard')),
  pergola: img('seed-arches-manes', () => archesArt(2, W, H), t('Kresba: oblouky pergoly venkovní místnosti Mánes', 'Drawing: the arches of the pergola of the Mánes outdoor room')),
  workshop: img('seed-plan-workshop', () => roomPlanArt(24, 'cabaret', 2, W, H), t('Půdorys místnosti se stoly ve skupinách na workshop', 'Plan of a room with tables in groups for a workshop')),
  talk: img('seed-plan-talk', () => roomPlanArt(60, 'theatre', 3, W, H), t('Půdorys sálu s\u00a0řadami židlí na přednášku', 'Plan of the hall with rows of chairs for a talk')),
  desks: img('seed-plan-coworking', () => roomPlanArt(16, 'desks', 0, W, H), t('Půdorys coworku s řadami stolů', 'Plan of the coworking floor with rows of desks')),
}

/** A room plan of one space. */
export const plan = (name: string, seats: number, layout: Parameters<typeof roomPlanArt>[1], variant: number, cs: string, en: string) =>
  img(`seed-plan-${name}`, () => roomPlanArt(seats, layout, variant, W, H), t(cs, en))
