import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import cs from '../../messages/cs.json'
import en from '../../messages/en.json'
import { enquiryFiguresOf } from '@/lib/spaces/enquiryFigures'
import { quoteLines } from '@/lib/spaces/enquiryLines'
import { ENQUIRY_ERRORS, enquiryErrorKey } from '@/lib/spaces/enquiryMessages'
import { bookingSummary, quoteView } from '@/lib/spaces/enquiryView'
import {
  clockMinutes,
  type EnquiryFigures,
  type EnquiryRequest,
  percentOf,
  pragueToday,
  quoteEnquiry,
  weekdayOf,
} from '@/lib/spaces/enquiryQuote'

const NB = '\u00A0'
const WORKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const

/** The event space as seeded: spec section 9 (48,000 CZK/h, weekday slots, 200 guests, 7 %, VAT 21 %). */
const FIGURES: EnquiryFigures = {
  ratePerHour: 48_000,
  productionPercent: 7,
  vatPercent: 21,
  maxGuests: 200,
  layouts: [
    { layout: 'standing', people: 200 },
    { layout: 'theatre', people: 150 },
  ],
  slots: [
    { weekdays: [...WORKDAYS], from: '13:00', to: '24:00', label: 'Po–Pá' },
    { weekdays: [...WORKDAYS], from: '17:00', to: '24:00', label: 'Po–Pá' },
  ],
}

const TODAY = '2026-11-24' // a Tuesday
// 2026-12-03 is a Thursday, 2026-12-05 a Saturday.
const request = (over: Partial<EnquiryRequest> = {}): EnquiryRequest => ({
  date: '2026-12-03',
  start: '18:00',
  end: '23:00',
  guests: '120',
  layout: 'standing',
  production: false,
  ...over,
})

const quote = (over: Partial<EnquiryRequest> = {}, figures = FIGURES) => {
  const result = quoteEnquiry(request(over), figures, TODAY)
  if (!result.ok) throw new Error(`no quote: ${JSON.stringify(result.issues)}`)
  return result.quote
}
const issues = (over: Partial<EnquiryRequest> = {}, figures = FIGURES) => {
  const result = quoteEnquiry(request(over), figures, TODAY)
  if (result.ok) throw new Error('a quote where a refusal was expected')
  return result.issues
}

describe('quoteEnquiry: the hall per hour in the weekday slots', () => {
  it('prices an evening event: 5 h × 48,000 CZK, VAT 21 % beside it', () => {
    expect(quote()).toEqual({
      slot: { label: 'Po–Pá', from: '17:00', to: '24:00' },
      billedMinutes: 300,
      ratePerHour: 48_000,
      rental: 240_000,
      productionPercent: 7,
      production: null,
      net: 240_000,
      vatPercent: 21,
      vat: 50_400,
      gross: 290_400,
    })
  })

  it('adds production as 7 % of the invoice total (the rental; catering is priced on request)', () => {
    const q = quote({ production: true })
    expect(q.production).toBe(16_800)
    expect(q.net).toBe(256_800)
    expect(q.vat).toBe(53_928)
    expect(q.gross).toBe(310_728)
  })

  it('names the narrowest slot that holds the event: from 13:00 the afternoon slot, from 17:00 the evening one', () => {
    expect(quote({ start: '13:00', end: '24:00' }).slot.from).toBe('13:00')
    expect(quote({ start: '16:59', end: '20:00' }).slot.from).toBe('13:00')
    expect(quote({ start: '17:00', end: '20:00' }).slot.from).toBe('17:00')
  })

  it('takes the slot edges as inside: 13:00 to midnight, with 00:00 or 24:00 as the end', () => {
    expect(quote({ start: '13:00', end: '00:00' }).billedMinutes).toBe(11 * 60)
    expect(quote({ start: '13:00', end: '24:00' }).rental).toBe(11 * 48_000)
    expect(quote({ start: '17:00', end: '00:00' }).rental).toBe(7 * 48_000)
  })

  it('refuses a time outside the slots: before 13:00, on a weekend, or with no slot for the day', () => {
    expect(issues({ start: '12:59', end: '18:00' })).toEqual({ when: 'outsideSlots' })
    expect(issues({ start: '10:00', end: '12:00' })).toEqual({ when: 'outsideSlots' })
    expect(issues({ date: '2026-12-05' })).toEqual({ when: 'outsideSlots' })
    expect(issues({ date: '2026-12-06' })).toEqual({ when: 'outsideSlots' })
    // Staff gave the evening slot to Friday only: a Thursday evening still fits the 13:00 slot.
    const fridayEvenings = { ...FIGURES, slots: [{ weekdays: ['fri' as const], from: '17:00', to: '24:00', label: 'Pá' }] }
    expect(issues({}, fridayEvenings)).toEqual({ when: 'outsideSlots' })
    expect(quote({ date: '2026-12-04' }, fridayEvenings).slot.label).toBe('Pá')
  })

  it('bills every started half hour', () => {
    expect(quote({ start: '18:00', end: '18:01' }).billedMinutes).toBe(30)
    expect(quote({ start: '18:00', end: '18:30' }).billedMinutes).toBe(30)
    expect(quote({ start: '18:00', end: '18:31' }).billedMinutes).toBe(60)
    expect(quote({ start: '13:00', end: '15:10' })).toMatchObject({ billedMinutes: 150, rental: 120_000 })
    expect(quote({ start: '18:15', end: '23:45' })).toMatchObject({ billedMinutes: 330, rental: 264_000 })
  })

  it('rounds money to whole CZK, half up, after each step', () => {
    const odd = { ...FIGURES, ratePerHour: 1001, productionPercent: 7.5, vatPercent: 21 }
    // 0.5 h × 1001 = 500.5 → 501; production 7.5 % of 501 = 37.575 → 38; VAT 21 % of 539 = 113.19 → 113.
    expect(quote({ start: '18:00', end: '18:30', production: true }, odd)).toMatchObject({ rental: 501, production: 38, net: 539, vat: 113, gross: 652 })
    expect(percentOf(50, 1)).toBe(1) // 0.5 → 1
    expect(percentOf(1_000_050, 10)).toBe(100_005)
    expect(percentOf(240_000, 21)).toBe(50_400)
  })

  it('takes VAT from the figures (Site settings), not from the code', () => {
    expect(quote({}, { ...FIGURES, vatPercent: 12 })).toMatchObject({ vat: 28_800, gross: 268_800 })
  })

  it('takes up to 200 guests; 201 is too many, and a layout holds only its own number', () => {
    expect(quote({ guests: '200' }).billedMinutes).toBe(300)
    expect(issues({ guests: '201' })).toEqual({ guests: 'tooManyGuests' })
    expect(issues({ guests: '5000', layout: 'theatre' })).toEqual({ guests: 'tooManyGuests' })
    expect(quote({ guests: '150', layout: 'theatre' }).rental).toBe(240_000)
    expect(issues({ guests: '151', layout: 'theatre' })).toEqual({ layout: 'layoutTooSmall' })
    expect(issues({ guests: '0' })).toEqual({ guests: 'invalid' })
    expect(issues({ guests: '12.5' })).toEqual({ guests: 'invalid' })
    expect(issues({ guests: '' })).toEqual({ guests: 'required' })
    expect(issues({ layout: 'ballroom' })).toEqual({ layout: 'invalid' })
  })

  it('refuses a day in the past and more than two years ahead, today included', () => {
    expect(issues({ date: '2026-11-23' })).toEqual({ date: 'pastDate' })
    expect(quote({ date: TODAY }).billedMinutes).toBe(300)
    expect(quote({ date: '2028-11-24' }).billedMinutes).toBe(300)
    expect(issues({ date: '2028-11-27' })).toEqual({ date: 'tooFar' })
    expect(issues({ date: '2026-02-30' })).toEqual({ date: 'invalid' })
    expect(issues({ date: 'next friday' })).toEqual({ date: 'invalid' })
  })

  it('refuses an end before the start, and times that are not times', () => {
    expect(issues({ start: '20:00', end: '19:00' })).toEqual({ end: 'endBeforeStart' })
    expect(issues({ start: '20:00', end: '20:00' })).toEqual({ end: 'endBeforeStart' })
    expect(issues({ start: '20:00', end: '01:00' })).toEqual({ end: 'endBeforeStart' })
    expect(issues({ start: '24:00', end: '24:00' })).toEqual({ start: 'invalid' })
    expect(issues({ start: '7pm' })).toEqual({ start: 'invalid' })
    expect(issues({ start: '', end: '', date: '' })).toEqual({ date: 'required', start: 'required', end: 'required' })
  })
})

describe('the quote’s helpers', () => {
  it('reads clock times and weekdays', () => {
    expect(clockMinutes('00:00')).toBe(0)
    expect(clockMinutes('13:30')).toBe(810)
    expect(clockMinutes('18:00:00')).toBe(1080)
    expect(clockMinutes('24:00')).toBe(1440)
    expect(clockMinutes('24:01')).toBeNull()
    expect(clockMinutes('9:00')).toBeNull()
    expect(weekdayOf('2026-12-03')).toBe('thu')
    expect(weekdayOf('2026-12-07')).toBe('mon')
    expect(weekdayOf('2026-12-06')).toBe('sun')
  })

  it('knows today by the Prague calendar', () => {
    // 23:30 UTC on 24 November is already 25 November in Prague (UTC+1).
    expect(pragueToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25')
    expect(pragueToday(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02')
  })

  it('takes the figures from the event space only, with its layouts and slots', () => {
    const space = {
      kind: 'event-space',
      priceFromPerHour: 48_000,
      productionFeePercent: 7,
      maxCapacity: 200,
      capacities: FIGURES.layouts,
      timeSlots: [{ days: 'Po–Pá', from: '13:00', to: '24:00', weekdays: [...WORKDAYS] }],
    }
    expect(enquiryFiguresOf(space, 21)).toMatchObject({ ratePerHour: 48_000, productionPercent: 7, vatPercent: 21, maxGuests: 200 })
    expect(enquiryFiguresOf({ ...space, kind: 'meeting-room' }, 21)).toBeNull()
    expect(enquiryFiguresOf({ ...space, timeSlots: [] }, 21)).toBeNull()
  })
})

describe('the quote as visitors read it', () => {
  const t = (locale: 'cs' | 'en') => {
    const translate = createTranslator({ locale, messages: (locale === 'cs' ? cs : en) as Record<string, unknown>, namespace: 'spaceEnquiry' as never })
    return (key: string, values?: Record<string, string | number>) => translate(key as never, values as never)
  }

  it('writes Czech amounts with no-break spaces and English ones with commas', () => {
    const q = quote({ start: '13:00', end: '15:10', production: true })
    const csLines = Object.fromEntries(quoteLines(t('cs'), 'cs', q, true).map((l) => [l.key, [l.label, l.value]]))
    expect(csLines.slot).toEqual(['Časový blok', 'Po–Pá 13:00–24:00'])
    expect(csLines.rental).toEqual([`Pronájem haly (2,5${NB}h × 48${NB}000${NB}Kč)`, `120${NB}000${NB}Kč`])
    expect(csLines.production).toEqual([`Produkce akce (7${NB}%)`, `8${NB}400${NB}Kč`])
    expect(csLines.catering).toEqual(['Catering', 'na vyžádání'])
    expect(csLines.net).toEqual(['Celkem bez DPH', `128${NB}400${NB}Kč`])
    expect(csLines.vat).toEqual([`DPH 21${NB}%`, `26${NB}964${NB}Kč`])
    expect(csLines.gross).toEqual([`Celkem s${NB}DPH`, `155${NB}364${NB}Kč`])

    const enLines = Object.fromEntries(quoteLines(t('en'), 'en', q, false).map((l) => [l.key, [l.label, l.value]]))
    expect(enLines.rental).toEqual([`Hall rental (2.5${NB}h × 48,000${NB}CZK)`, `120,000${NB}CZK`])
    expect(enLines.gross).toEqual(['Total incl. VAT', `155,364${NB}CZK`])
    expect(enLines.catering).toBeUndefined()
  })

  it('gives the form’s box the lines of a price, else the first real problem, else a hint to fill the form in', () => {
    const root = (locale: 'cs' | 'en') => {
      const translate = createTranslator({ locale, messages: (locale === 'cs' ? cs : en) as Record<string, unknown> })
      return (key: string, values?: Record<string, string | number>) => translate(key as never, values as never)
    }
    const today = '2026-12-01'
    const booking = { date: '2026-12-03', start: '18:00', end: '23:00', guests: '120', layout: 'standing' }
    const priced = quoteView(root('cs'), 'cs', FIGURES, { ...booking, catering: 'yes' }, today)
    expect('lines' in priced && priced.lines.map((l) => l.key)).toEqual(['slot', 'rental', 'catering', 'net', 'vat', 'gross'])
    expect(quoteView(root('en'), 'en', FIGURES, {}, today)).toEqual({
      text: 'We will show an indicative price once you fill in the date, the start time, the end time and the number of guests.',
      issue: false,
      contact: false,
    })
    // Only the date typed so far, on a Saturday: the fields still empty are no problem yet.
    expect(quoteView(root('en'), 'en', FIGURES, { ...booking, date: '2026-12-05' }, today)).toEqual({ text: en.forms.errors.enquiry.outsideSlots, issue: true, contact: true })
    expect(quoteView(root('cs'), 'cs', FIGURES, { ...booking, guests: '250' }, today)).toEqual({ text: cs.forms.errors.enquiry.tooManyGuests, issue: true, contact: true })
    expect(quoteView(root('cs'), 'cs', FIGURES, { ...booking, date: '2026-11-30' }, today)).toEqual({ text: cs.forms.errors.enquiry.pastDate, issue: true, contact: false })
    expect(bookingSummary(root('cs'), 'cs', booking)).toBe('čtvrtek 3. prosince 2026, 18:00–23:00, 120 hostů')
    expect(bookingSummary(root('en'), 'en', { ...booking, guests: '1' })).toBe('Thursday, 3 December 2026, 18:00–23:00, 1 guest')
  })

  it('shows the price once date, times and guests are in, the layout still to choose (issue 37)', () => {
    const root = (locale: 'cs' | 'en') => {
      const translate = createTranslator({ locale, messages: (locale === 'cs' ? cs : en) as Record<string, unknown> })
      return (key: string, values?: Record<string, string | number>) => translate(key as never, values as never)
    }
    const today = '2026-12-01'
    const booking = { date: '2026-12-03', start: '18:00', end: '23:00', guests: '120' }
    for (const locale of ['cs', 'en'] as const) {
      const view = quoteView(root(locale), locale, FIGURES, booking, today)
      expect('lines' in view && view.lines.map((l) => l.key)).toEqual(['slot', 'rental', 'net', 'vat', 'gross'])
    }
    // The price is the same whichever layout is chosen; the request is not complete without one.
    const result = quoteEnquiry(request({ layout: '' }), FIGURES, TODAY)
    expect(result).toEqual({ ok: false, issues: { layout: 'required' }, quote: quote() })
    // A layout too small for the guests is a problem the box names, not a price.
    expect(quoteView(root('en'), 'en', FIGURES, { ...booking, layout: 'theatre', guests: '180' }, today)).toMatchObject({ text: en.forms.errors.enquiry.layoutTooSmall, issue: true })
  })

  it('names exactly which of date, times and guests are still missing, in both languages', () => {
    const root = (locale: 'cs' | 'en') => {
      const translate = createTranslator({ locale, messages: (locale === 'cs' ? cs : en) as Record<string, unknown> })
      return (key: string, values?: Record<string, string | number>) => translate(key as never, values as never)
    }
    const today = '2026-12-01'
    const text = (locale: 'cs' | 'en', values: Record<string, string>) => {
      const view = quoteView(root(locale), locale, FIGURES, { layout: 'standing', ...values }, today)
      return 'text' in view && !view.issue ? view.text : JSON.stringify(view)
    }
    expect(text('cs', {})).toBe(`Orientační cenu ukážeme, jakmile doplníte datum, čas začátku, čas konce a${NB}počet hostů.`)
    expect(text('cs', { date: '2026-12-03', start: '18:00', end: '23:00' })).toBe('Orientační cenu ukážeme, jakmile doplníte počet hostů.')
    expect(text('cs', { date: '2026-12-03', guests: '80' })).toBe(`Orientační cenu ukážeme, jakmile doplníte čas začátku a${NB}čas konce.`)
    expect(text('en', { start: '18:00', end: '23:00', guests: '80' })).toBe('We will show an indicative price once you fill in the date.')
    expect(text('en', { date: '2026-12-03', start: '18:00' })).toBe('We will show an indicative price once you fill in the end time and the number of guests.')
  })

  it('has a message in both languages for every problem the quote can find', () => {
    const keys = new Set([...Object.values(ENQUIRY_ERRORS), enquiryErrorKey('layout', 'invalid')])
    for (const key of keys) {
      for (const messages of [cs, en]) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages)
        expect(typeof value, key).toBe('string')
      }
    }
  })
})
