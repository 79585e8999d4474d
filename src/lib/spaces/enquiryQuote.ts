import { pragueDay } from '../format/pragueClock'

/**
 * The indicative quote of an event-space enquiry: one pure function, run on the server for the
 * form's live box while the visitor types (GET /api/enquiry-quote, src/lib/spaces/enquiryView.ts)
 * and again on submit (the stored enquiry keeps what it returned). The browser never runs it, so
 * the form's bundle carries no prices; the figures come from the CMS (the space: price per hour,
 * time slots, production fee, layouts; Site settings: VAT).
 *
 * The rules (README, staff guide):
 * - the event must start and end within one rental slot that applies to its weekday; a slot ends at
 *   24:00 at the latest, and an end time of 00:00 means midnight;
 * - the hall is billed per started half hour of the event (13:00–15:10 is 2.5 hours);
 * - production help costs its percentage of the invoice total, which in the quote is the hall's
 *   rental (catering is priced on request, so it is not in the figure);
 * - every amount is in whole CZK excluding VAT, rounded half up after each step; VAT is added to
 *   the net total and the total including VAT is net + VAT.
 */

/** ISO order, Monday first: the values of a slot's `weekdays` in the CMS. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** How far ahead an enquiry may ask, in years. */
export const MAX_YEARS_AHEAD = 2
/** The unit the hall is billed in. */
export const BILLING_STEP_MINUTES = 30

export type EnquirySlot = { weekdays: Weekday[]; from: string; to: string; label: string }

/** What the CMS says about the hall: everything the quote reads. */
export type EnquiryFigures = {
  /** CZK per hour, excluding VAT. */
  ratePerHour: number
  productionPercent: number
  vatPercent: number
  maxGuests: number
  layouts: { layout: string; people: number }[]
  slots: EnquirySlot[]
}

/** The booking part of the form, as posted (strings) or typed. */
export type EnquiryRequest = {
  date: string
  start: string
  end: string
  guests: string
  layout: string
  production: boolean
}

/** The booking part of a form's values: as posted or typed (strings), or as parsed (booleans). */
export function enquiryRequestOf(values: Record<string, unknown>): EnquiryRequest {
  const s = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')
  return {
    date: s('date'),
    start: s('start'),
    end: s('end'),
    guests: s('guests'),
    layout: s('layout'),
    production: values.production === true || values.production === 'yes',
  }
}

export type EnquiryQuote = {
  slot: { label: string; from: string; to: string }
  /** The minutes billed: the event's length rounded up to BILLING_STEP_MINUTES. */
  billedMinutes: number
  ratePerHour: number
  rental: number
  productionPercent: number
  /** Null when no production help was asked for. */
  production: number | null
  net: number
  vatPercent: number
  vat: number
  gross: number
}

/** The fields a problem is shown at; `when` is the date and times together (outside the slots). */
export type EnquiryField = 'date' | 'start' | 'end' | 'guests' | 'layout' | 'when'
export type EnquiryIssue =
  | 'required'
  | 'invalid'
  | 'pastDate'
  | 'tooFar'
  | 'endBeforeStart'
  | 'tooManyGuests'
  | 'layoutTooSmall'
  | 'outsideSlots'

/**
 * The quote of a complete request, or what keeps it from being complete, field by field; then
 * `quote` is still the price when only the layout is missing or wrong (the price does not depend on it).
 */
export type QuoteResult =
  | { ok: true; quote: EnquiryQuote }
  | { ok: false; issues: Partial<Record<EnquiryField, EnquiryIssue>>; quote: EnquiryQuote | null }

const MIDNIGHT = 24 * 60

/** `HH:MM` (or `HH:MM:SS` as some browsers post) → minutes after midnight; `24:00` is 1440. */
export function clockMinutes(value: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)(?::00)?$/.exec(value.trim())
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes > MIDNIGHT ? null : minutes
}

/** A calendar date `YYYY-MM-DD` → its weekday, or null when there is no such day. */
export function weekdayOf(date: string): Weekday | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim())
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const day = new Date(Date.UTC(y, m - 1, d))
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null
  return WEEKDAYS[(day.getUTCDay() + 6) % 7]
}

/** Today's date in Prague, `YYYY-MM-DD`: the house's calendar decides what is in the past. */
export function pragueToday(now: Date = new Date()): string {
  return pragueDay(now)
}

/** `amount × percent / 100` in whole CZK, half up, without binary fractions creeping in. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * Math.round(percent * 100)) / 10_000)
}

/** The quote of one request, or what keeps it from having one, field by field. */
export function quoteEnquiry(request: EnquiryRequest, figures: EnquiryFigures, today: string): QuoteResult {
  const issues: Partial<Record<EnquiryField, EnquiryIssue>> = {}

  const weekday = request.date.trim() ? weekdayOf(request.date) : null
  if (!request.date.trim()) issues.date = 'required'
  else if (!weekday) issues.date = 'invalid'
  else if (request.date < today) issues.date = 'pastDate'
  else if (request.date > `${Number(today.slice(0, 4)) + MAX_YEARS_AHEAD}${today.slice(4)}`) issues.date = 'tooFar'

  const start = clockMinutes(request.start)
  let end = clockMinutes(request.end)
  if (end === 0) end = MIDNIGHT
  if (!request.start.trim()) issues.start = 'required'
  else if (start === null || start === MIDNIGHT) issues.start = 'invalid'
  if (!request.end.trim()) issues.end = 'required'
  else if (end === null) issues.end = 'invalid'
  else if (start !== null && !issues.start && end <= start) issues.end = 'endBeforeStart'

  const guestsText = request.guests.trim()
  const guests = /^\d{1,6}$/.test(guestsText) ? Number(guestsText) : NaN
  if (!guestsText) issues.guests = 'required'
  else if (!(guests >= 1)) issues.guests = 'invalid'
  else if (guests > figures.maxGuests) issues.guests = 'tooManyGuests'

  const layout = figures.layouts.find((l) => l.layout === request.layout)
  if (!request.layout) issues.layout = 'required'
  else if (!layout) issues.layout = 'invalid'
  else if (!issues.guests && guests > layout.people) issues.layout = 'layoutTooSmall'

  let slot: EnquirySlot | undefined
  if (weekday && !issues.date && start !== null && end !== null && !issues.start && !issues.end) {
    // Of the slots that hold the event, the narrowest (the evening slot for an evening event).
    slot = figures.slots
      .filter((s) => {
        const from = clockMinutes(s.from)
        const to = clockMinutes(s.to) || MIDNIGHT
        return s.weekdays.includes(weekday) && from !== null && from <= start && end <= to
      })
      .sort((a, b) => (clockMinutes(b.from) ?? 0) - (clockMinutes(a.from) ?? 0))[0]
    if (!slot) issues.when = 'outsideSlots'
  }

  // The layout only decides whether the request may be sent; the price is the date's, times' and guests'.
  if (!slot || Object.keys(issues).some((field) => field !== 'layout')) return { ok: false, issues, quote: null }

  const billedMinutes = Math.ceil((end! - start!) / BILLING_STEP_MINUTES) * BILLING_STEP_MINUTES
  const rental = Math.round((billedMinutes * figures.ratePerHour) / 60)
  const production = request.production ? percentOf(rental, figures.productionPercent) : null
  const net = rental + (production ?? 0)
  const vat = percentOf(net, figures.vatPercent)
  const quote: EnquiryQuote = {
    slot: { label: slot.label, from: slot.from, to: slot.to },
    billedMinutes,
    ratePerHour: figures.ratePerHour,
    rental,
    productionPercent: figures.productionPercent,
    production,
    net,
    vatPercent: figures.vatPercent,
    vat,
    gross: net + vat,
  }
  return Object.keys(issues).length > 0 ? { ok: false, issues, quote } : { ok: true, quote }
}
