import { TIME_ZONE } from '@/i18n/locales'

/**
 * The house's wall clock for machine formats: calendar keys (`2026-12-03`, `2026-12`), iCalendar
 * and JSON-LD times, UTC offsets. Never shown as such to a visitor: what a visitor reads is
 * formatted by `formatterFor` (src/i18n/formats.ts).
 */
// eslint-disable-next-line no-restricted-properties -- zero-padded numeric fields, the same in every language
const localParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** An instant's Prague wall-clock fields (year, month, day, hour, minute, second; zero-padded). */
export function pragueLocalParts(date: Date): Record<string, string> {
  return Object.fromEntries(localParts.formatToParts(date).map((x) => [x.type, x.value]))
}

/** The day of an instant in Prague, `YYYY-MM-DD`. */
export function pragueDay(date: Date): string {
  const p = pragueLocalParts(date)
  return `${p.year}-${p.month}-${p.day}`
}

/** Prague's offset from UTC at an instant, in minutes: 60 in winter, 120 in summer. */
export function pragueOffsetMinutes(date: Date): number {
  const p = pragueLocalParts(date)
  const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second)
  return Math.round((local - Math.floor(date.getTime() / 1000) * 1000) / 60000)
}
