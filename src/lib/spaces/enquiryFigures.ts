import type { EnquiryFigures } from './enquiryQuote'

/** The parts of a space (a SpaceDetail, or the document as stored) the quote reads. */
type FigureSource = {
  kind: string
  priceFromPerHour?: number | null
  productionFeePercent?: number | null
  maxCapacity?: number | null
  capacities?: { layout: string; people: number }[] | null
  timeSlots?: { days: string; from: string; to: string; weekdays?: EnquiryFigures['slots'][number]['weekdays'] | null }[] | null
}

/**
 * The figures of the event space's quote, from the space and the VAT rate of Site settings; null
 * for a space that takes no enquiries (not the event space, or no price, slots or layouts yet).
 */
export function enquiryFiguresOf(space: FigureSource, vatPercent: number): EnquiryFigures | null {
  const layouts = (space.capacities ?? []).map((c) => ({ layout: c.layout, people: c.people }))
  const slots = (space.timeSlots ?? []).map((s) => ({ weekdays: s.weekdays ?? [], from: s.from, to: s.to, label: s.days }))
  if (space.kind !== 'event-space' || space.priceFromPerHour == null || slots.length === 0 || layouts.length === 0) return null
  return {
    ratePerHour: space.priceFromPerHour,
    productionPercent: space.productionFeePercent ?? 0,
    vatPercent,
    maxGuests: space.maxCapacity ?? Math.max(...layouts.map((l) => l.people)),
    layouts,
    slots,
  }
}
