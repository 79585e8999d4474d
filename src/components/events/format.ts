import { calendarDate, formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import { eventEnd } from '@/lib/events/ics'

/** Czech typography: the day number and the month stay on one line ("3. prosince"). */
const keepTogether = (text: string) => text.replace(/(\d\.) /g, '$1\u00a0')

/** "čtvrtek 3. prosince 2026" / "Thursday, 3 December 2026", in Prague time. */
export function formatEventDay(locale: Locale, iso: string): string {
  return keepTogether(formatterFor(locale).dateTime(new Date(iso), 'eventDay'))
}

/** "3. 12. 2026" / "3 Dec 2026" for cards and compact lists. */
export function formatEventShortDate(locale: Locale, iso: string): string {
  return formatterFor(locale).dateTime(new Date(iso), 'eventDate').replace(/ /g, '\u00a0')
}

const time = (locale: Locale, d: Date) => formatterFor(locale).dateTime(d, 'eventTime')

/** "18:00–20:00" (en dash), or the start and end days when the event spans several. */
export function formatEventTime(locale: Locale, startsAt: string, endsAt: string | null): string {
  const start = new Date(startsAt)
  if (!endsAt) return time(locale, start)
  const end = eventEnd(startsAt, endsAt)
  const sameDay = formatEventDay(locale, startsAt) === formatEventDay(locale, end.toISOString())
  return sameDay
    ? `${time(locale, start)}–${time(locale, end)}`
    : `${time(locale, start)} – ${formatEventShortDate(locale, end.toISOString())} ${time(locale, end)}`
}

/** "Prosinec 2026" / "December 2026" for a YYYY-MM month. */
export function formatMonth(locale: Locale, month: string): string {
  const text = formatterFor(locale).dateTime(calendarDate(`${month}-15`), 'month')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
