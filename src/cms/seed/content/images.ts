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
  window: img('seed-window-1', () => windowArt(1, W, H), t('Ocelové okno tiskárny', 'Steel window of the printing house')),
  windowDark: img('seed-window-2', () => windowArt(2, W, H), t('Světlo na terase', 'Light on the terrace')),
  courtyard: img('seed-courtyard-1', () => courtyardArt(0, W, H), t('Dvůr domu', 'The courtyard of the house')),
  courtyardEvening: img('seed-courtyard-2', () => courtyardArt(1, W, H), t('Večer ve dvoře domu', 'An evening in the courtyard')),
  cafe: img('seed-courtyard-cafe', () => courtyardArt(3, W, H), t('Kavárna u dvora', 'The café by the courtyard')),
  hall: img('seed-arches-event', () => archesArt(0, W, H), t('Oblouky tiskařské haly', 'Arches of the press hall')),
  passage: img('seed-arches-passage', () => archesArt(1, W, H), t('Oblouky průjezdu do dvora', 'Arches of the courtyard passage')),
  pergola: img('seed-arches-manes', () => archesArt(2, W, H), t('Pergola venkovní místnosti Mánes', 'The pergola of the Mánes outdoor room')),
  workshop: img('seed-plan-workshop', () => roomPlanArt(24, 'cabaret', 2, W, H), t('Stoly připravené na workshop', 'Tables set for a workshop')),
  talk: img('seed-plan-talk', () => roomPlanArt(60, 'theatre', 3, W, H), t('Sál připravený na přednášku', 'The hall set for a talk')),
  desks: img('seed-plan-coworking', () => roomPlanArt(16, 'desks', 0, W, H), t('Půdorys coworku s řadami stolů', 'Plan of the coworking floor with rows of desks')),
}

/** A room plan of one space. */
export const plan = (name: string, seats: number, layout: Parameters<typeof roomPlanArt>[1], variant: number, cs: string, en: string) =>
  img(`seed-plan-${name}`, () => roomPlanArt(seats, layout, variant, W, H), t(cs, en))
