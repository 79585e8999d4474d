import { describe, expect, it, vi } from 'vitest'

import { formatEventDay, formatEventShortDate, formatEventTime, formatMonth } from '@/components/events/format'
import { formatPostDate } from '@/components/blog/format'
import { calendarDate, FORMATTING_LOCALES, formatsFor, formatterFor } from '@/i18n/formats'
import getRequestConfig from '@/i18n/request'
import { locales } from '@/i18n/locales'
import { eventWhen } from '@/lib/events/mail'
import { formatEventDate } from '@/lib/spaces/enquiryLines'

// next-intl's `getRequestConfig` only runs under React Server Components; here it hands back the function it is given.
vi.mock('next-intl/server', async (importOriginal) => ({ ...(await importOriginal<object>()), getRequestConfig: <T>(create: T) => create }))

/**
 * The site's named formats (src/i18n/formats.ts) in both languages, as visitors read them: Prague
 * time whatever the server's zone, English written the British way although its routing locale is
 * `en`, and the exact characters (no-break spaces in Czech where the helpers set them).
 */
const NB = '\u00A0'
const n = (s: string) => s.replace(/~/g, NB)

// 17:00 UTC on 3 December is 18:00 in Prague (CET); 23:30 UTC on 30 June is already 1 July there (CEST).
const WINTER = new Date('2026-12-03T17:00:00Z')
const SUMMER_NIGHT = new Date('2026-06-30T23:30:00Z')

describe('the named formats', () => {
  it('write every date and time format in Czech, in Prague time', () => {
    const format = formatterFor('cs')
    expect(format.dateTime(WINTER, 'eventDay')).toBe('čtvrtek 3. prosince 2026')
    expect(format.dateTime(WINTER, 'eventDate')).toBe('3. 12. 2026')
    expect(format.dateTime(WINTER, 'eventTime')).toBe('18:00')
    expect(format.dateTime(new Date('2026-12-03T08:05:00Z'), 'eventTime')).toBe('9:05')
    expect(format.dateTime(new Date('2026-12-03T08:05:00Z'), 'mailTime')).toBe('09:05')
    expect(format.dateTime(WINTER, 'month')).toBe('prosinec 2026')
    expect(format.dateTime(WINTER, 'articleDate')).toBe('3. prosince 2026')
    expect(format.dateTime(WINTER, 'adminDateTime')).toBe('3. 12. 2026 18:00')
    expect(format.dateTime(SUMMER_NIGHT, 'eventDay')).toBe('středa 1. července 2026')
    expect(format.dateTime(SUMMER_NIGHT, 'eventTime')).toBe('1:30')
  })

  it('write English dates the British way (day before month, 24-hour clock), in Prague time', () => {
    const format = formatterFor('en')
    expect(format.dateTime(WINTER, 'eventDay')).toBe('Thursday, 3 December 2026')
    expect(format.dateTime(WINTER, 'eventDate')).toBe('3 Dec 2026')
    expect(format.dateTime(WINTER, 'eventTime')).toBe('18:00')
    expect(format.dateTime(new Date('2026-12-03T08:05:00Z'), 'eventTime')).toBe('9:05')
    expect(format.dateTime(new Date('2026-12-03T08:05:00Z'), 'mailTime')).toBe('09:05')
    expect(format.dateTime(WINTER, 'month')).toBe('December 2026')
    expect(format.dateTime(WINTER, 'articleDate')).toBe('3 December 2026')
    expect(format.dateTime(WINTER, 'adminDateTime')).toBe('3 Dec 2026, 18:00')
    expect(format.dateTime(SUMMER_NIGHT, 'articleDate')).toBe('1 July 2026')
  })

  it('write numbers and lists in each language', () => {
    const cs = formatterFor('cs')
    const en = formatterFor('en')
    expect(cs.number(1234567, 'crowns')).toBe(n('1~234~567'))
    expect(en.number(1234567, 'crowns')).toBe('1,234,567')
    expect(cs.number(1199.5, 'crowns')).toBe(n('1~200'))
    expect(en.number(-2.5, 'crowns')).toBe('-2')
    expect(cs.number(12.5, 'percent')).toBe('12,5')
    expect(en.number(21, 'percent')).toBe('21')
    expect(cs.list(['Meet', 'Seat', 'Club'], 'and')).toBe(n('Meet, Seat a~Club'))
    expect(en.list(['Meet', 'Seat', 'Club'], 'and')).toBe('Meet, Seat and Club')
    expect(en.list(['Meet', 'Seat'], 'and')).toBe('Meet and Seat')
  })

  it('are the same set of names in both languages, and next-intl’s request config gets them with the time zone', async () => {
    expect(FORMATTING_LOCALES).toEqual({ cs: 'cs-CZ', en: 'en-GB' })
    const names = (locale: 'cs' | 'en') => Object.fromEntries(Object.entries(formatsFor(locale)).map(([kind, formats]) => [kind, Object.keys(formats).sort()]))
    expect(names('en')).toEqual(names('cs'))
    for (const locale of locales) {
      const config = await getRequestConfig({ requestLocale: Promise.resolve(locale) })
      expect(config.locale).toBe(locale)
      expect(config.timeZone).toBe('Europe/Prague')
      expect(config.formats).toEqual(formatsFor(locale))
    }
  })

  it('read a calendar date as that day in Prague', () => {
    expect(formatterFor('cs').dateTime(calendarDate('2026-03-29'), 'eventDay')).toBe('neděle 29. března 2026')
    expect(formatterFor('en').dateTime(calendarDate('2027-01-01'), 'eventDay')).toBe('Friday, 1 January 2027')
  })
})

describe('the helpers the pages and mails use', () => {
  it('keep Czech day numbers with their month and short dates on one line', () => {
    expect(formatEventDay('cs', WINTER.toISOString())).toBe(n('čtvrtek 3.~prosince 2026'))
    expect(formatEventDay('en', WINTER.toISOString())).toBe('Thursday, 3 December 2026')
    expect(formatEventShortDate('cs', WINTER.toISOString())).toBe(n('3.~12.~2026'))
    expect(formatEventShortDate('en', WINTER.toISOString())).toBe(n('3~Dec~2026'))
  })

  it('write an event’s times with an en dash, and both days when it spans two', () => {
    const start = WINTER.toISOString()
    expect(formatEventTime('cs', start, null)).toBe('18:00')
    expect(formatEventTime('en', start, '2026-12-03T19:30:00Z')).toBe('18:00–20:30')
    expect(formatEventTime('cs', start, '2026-12-04T09:00:00Z')).toBe(n('18:00 – 4.~12.~2026 10:00'))
    expect(formatEventTime('en', start, '2026-12-03T23:00:00Z')).toBe(n('18:00 – 4~Dec~2026 0:00'))
  })

  it('capitalise the month filter’s months', () => {
    expect(formatMonth('cs', '2026-12')).toBe('Prosinec 2026')
    expect(formatMonth('en', '2027-06')).toBe('June 2027')
  })

  it('write an event’s day and times in mails, two-digit hours, without the page’s no-break spaces', () => {
    expect(eventWhen('cs', '2026-12-03T08:00:00Z', '2026-12-03T10:00:00Z')).toBe('čtvrtek 3. prosince 2026, 09:00–11:00')
    expect(eventWhen('en', WINTER.toISOString())).toBe('Thursday, 3 December 2026, 18:00–20:00')
    expect(eventWhen('en', WINTER.toISOString(), '2026-12-04T09:00:00Z')).toBe('Thursday, 3 December 2026, 18:00 – Friday, 4 December 2026, 10:00')
  })

  it('write a booking’s date and an article’s date', () => {
    expect(formatEventDate('2026-12-03', 'cs')).toBe('čtvrtek 3. prosince 2026')
    expect(formatEventDate('2026-12-03', 'en')).toBe('Thursday, 3 December 2026')
    expect(formatPostDate('2026-11-22T10:00:00Z', 'cs')).toBe('22. listopadu 2026')
    expect(formatPostDate('2026-11-22T10:00:00Z', 'en')).toBe('22 November 2026')
    expect(formatPostDate('2026-12-31T23:30:00Z', 'en')).toBe('1 January 2027')
    expect(formatPostDate('not a date', 'en')).toBeNull()
    expect(formatPostDate(null, 'cs')).toBeNull()
  })
})
