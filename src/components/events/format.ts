import type { Locale } from '@/i18n/locales'
import { eventEnd, ICS_TIME_ZONE } from '@/lib/events/ics'

const tag = (locale: Locale) => (locale === 'cs' ? 'cs-CZ' : 'en-GB')
/** Czech typography: the day number and the month stay on one line ("3. prosince"). */
const keepTogether = (text: string) => text.replace(/(\d\.) /g, '$1\u00a0')

/** "čtvrtek 3. prosince 2026" / "Thursday 3 December 2026", in Prague time. */
export function formatEventDay(locale: Locale, iso: string): string {
  return keepTogether(
    new Intl.DateTimeFormat(tag(locale), { timeZone: ICS_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)),
  )
}

/** "3. 12. 2026" / "3 Dec 2026" for cards and compact lists. */
export function formatEventShortDate(locale: Locale, iso: string): string {
  const options: Intl.DateTimeFormatOptions =
    locale === 'cs' ? { day: 'numeric', month: 'numeric', year: 'numeric' } : { day: 'numeric', month: 'short', year: 'numeric' }
  return new Intl.DateTimeFormat(tag(locale), { timeZone: ICS_TIME_ZONE, ...options }).format(new Date(iso)).replace(/ /g, '\u00a0')
}

const time = (locale: Locale, d: Date) =>
  new Intl.DateTimeFormat(tag(locale), { timeZone: ICS_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(d)

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

/** "prosinec 2026" / "December 2026" for a YYYY-MM month. */
export function formatMonth(locale: Locale, month: string): string {
  const [y, m] = month.split('-').map(Number)
  const text = new Intl.DateTimeFormat(tag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 15)))
  return text.charAt(0).toUpperCase() + text.slice(1)
}
