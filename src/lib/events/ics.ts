/**
 * iCalendar (RFC 5545) for one event: the `.ics` download of the detail page and the attachment of
 * the registration mail. Times are local Prague times with their VTIMEZONE, so that a calendar in
 * any zone shows the right moment and keeps it across daylight-saving changes.
 */
export const ICS_TIME_ZONE = 'Europe/Prague'
/** An event without an end is shown as two hours long. */
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000

export type IcsEvent = {
  /** Globally unique and stable, e.g. `event-12@hub1909.cz`. */
  uid: string
  title: string
  startsAt: string
  endsAt?: string | null
  description?: string | null
  location?: string | null
  url?: string | null
  /** When the file was made (DTSTAMP); now by default. */
  stamp?: Date
  /** Bumped when the event changes (SEQUENCE). */
  sequence?: number
}

/**
 * The LOCATION of an event (and the Google Calendar link's): a room of the house with the house's
 * full address (street, postal code and city, country), so that a calendar can find it on a map;
 * a place elsewhere as its text.
 */
export function eventLocation(place: { spaceName: string | null; text: string | null }, houseAddress: string): string | null {
  const parts = [place.spaceName, place.text, place.spaceName || !place.text ? houseAddress : null]
  return parts.filter(Boolean).join(', ') || null
}

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * Lines longer than 75 octets are folded: CRLF followed by one space (RFC 5545 3.1). A UTF-8
 * character is never split.
 */
export function foldIcsLine(line: string): string {
  const out: string[] = []
  let current = ''
  let bytes = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // The first line holds 75 octets; every continuation line starts with a space and holds 74 more.
    if (bytes + size > 75) {
      out.push(current)
      current = ' '
      bytes = 1
    }
    current += char
    bytes += size
  }
  out.push(current)
  return out.join('\r\n')
}

const localParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ICS_TIME_ZONE,
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

/** `YYYYMMDDTHHMMSS` in Prague local time. */
export function pragueLocal(date: Date): string {
  const p = pragueLocalParts(date)
  return `${p.year}${p.month}${p.day}T${p.hour}${p.minute}${p.second}`
}

/** `YYYYMMDDTHHMMSSZ` in UTC. */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

export function eventEnd(startsAt: string, endsAt?: string | null): Date {
  return endsAt ? new Date(endsAt) : new Date(new Date(startsAt).getTime() + DEFAULT_DURATION_MS)
}

/** The EU rules in force since 1996: CEST from the last Sunday of March to the last of October. */
const PRAGUE_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** One VCALENDAR with one VEVENT, CRLF line endings, folded. */
export function buildIcs(event: IcsEvent, prodId = '-//HUB 1909//Events//EN'): string {
  const start = new Date(event.startsAt)
  const end = eventEnd(event.startsAt, event.endsAt)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...PRAGUE_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${pragueLocal(start)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${pragueLocal(end)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}

/** "Add to Google Calendar": the same event as a link (UTC times, the zone named for display). */
export function googleCalendarUrl(event: IcsEvent): string {
  const start = new Date(event.startsAt)
  const end = eventEnd(event.startsAt, event.endsAt)
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    ctz: ICS_TIME_ZONE,
  })
  const details = [event.description, event.url].filter(Boolean).join('\n\n')
  if (details) params.set('details', details.slice(0, 1500))
  if (event.location) params.set('location', event.location)
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
