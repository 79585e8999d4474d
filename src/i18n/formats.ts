import { createFormatter, type Formats } from 'next-intl'

import { type Locale, TIME_ZONE } from './locales'

/**
 * The language each locale's dates and numbers are written in. The routing locale `en` would give
 * American English ("December 3, 2026", "9:05 AM"); the site writes British English ("3 December
 * 2026", 24-hour times), and Czech as in Czechia.
 */
export const FORMATTING_LOCALES = { cs: 'cs-CZ', en: 'en-GB' } as const satisfies Record<Locale, string>

/**
 * The site's named formats, one place for every date, time, number and list a visitor reads
 * (`formatterFor(locale).dateTime(date, 'eventDay')`). Given to next-intl's request config too
 * (src/i18n/request.ts). The comments show each in Czech / English.
 */
export function formatsFor(locale: Locale) {
  return {
    dateTime: {
      /** čtvrtek 3. prosince 2026 / Thursday, 3 December 2026: an event's day, a booking's date */
      eventDay: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      /** 3. 12. 2026 / 3 Dec 2026: cards and compact lists */
      eventDate:
        locale === 'cs' ? { day: 'numeric', month: 'numeric', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' },
      /** 9:05, 18:00: times on the site's pages */
      eventTime: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' },
      /** 09:05, 18:00: times in mails, two digits so that the hours line up */
      mailTime: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      /** prosinec 2026 / December 2026: the month filter and the archive */
      month: { month: 'long', year: 'numeric' },
      /** 3. prosince 2026 / 3 December 2026: an article's or a press mention's date */
      articleDate: { day: 'numeric', month: 'long', year: 'numeric' },
      /** 3. 12. 2026 9:05 / 3 Dec 2026, 09:05: staff's lists in the CMS */
      adminDateTime: { dateStyle: 'medium', timeStyle: 'short' },
    },
    number: {
      /** 1 200 / 1,200: an amount in whole crowns, rounded half up as the quote rounds (src/lib/format/price.ts adds the currency) */
      crowns: { maximumFractionDigits: 0, roundingMode: 'halfCeil' },
      /** 21, 12,5 / 12.5: the figure of a percentage (price.ts adds the sign) */
      percent: { maximumFractionDigits: 2 },
    },
    list: {
      /** Meet, Seat a Club / Meet, Seat and Club */
      and: { style: 'long', type: 'conjunction' },
    },
  } as const satisfies Formats
}

export type SiteFormats = ReturnType<typeof formatsFor>

export type SiteFormatter = ReturnType<typeof createFormatter>

const formatters = new Map<Locale, SiteFormatter>()

/**
 * next-intl's formatter for a locale: the site's formats, its one time zone (Prague) and the
 * formatting locale of FORMATTING_LOCALES. Use it for every visitor-facing date, time, number and
 * list, in components and outside React (mails, route handlers, the CMS) alike. next-intl's
 * `getFormatter()`/`useFormatter()` format in the routing locale, and `format.dateTime` takes no
 * locale per call, so they would write English dates the American way.
 */
export function formatterFor(locale: Locale): SiteFormatter {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = createFormatter({
      // next-intl types `locale` as a routing locale; any BCP 47 tag works for formatting.
      locale: FORMATTING_LOCALES[locale] as string as Locale,
      timeZone: TIME_ZONE,
      formats: formatsFor(locale),
    })
    formatters.set(locale, formatter)
  }
  return formatter
}

/**
 * A calendar date (`2026-12-03`, no time of day) as an instant that lies within that day in Prague
 * (noon UTC), so that the site's formats, which read instants in Prague time, show that day.
 */
export function calendarDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d, 12))
}
