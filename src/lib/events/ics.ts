import { TIME_ZONE } from '@/i18n/locales'

import { pragueLocalParts } from '../format/pragueClock'

/**
 * iCalendar (RFC 5545): one event (the `.ics` download of the detail page and the attachment of the
 * registration mail) and the subscribed feeds of events (`/events.ics`, src/lib/events/feed.ts). Both
 * write each event with the same lines (`veventLines`), so a calendar that has it from either place
 * recognises it by its UID and takes the higher SEQUENCE as the newer one. Times are local Prague
 * times with their VTIMEZONE, so that a calendar in any zone shows the right moment and keeps it
 * across daylight-saving changes.
 */
export const ICS_TIME_ZONE = TIME_ZONE
/** An event without an end is shown as two hours long. */
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000
const DEFAULT_PRODID = '-//HUB 1909//Events//EN'

export type IcsEvent = {
  /** Globally unique and stable, e.g. `event-12@hub1909.cz`. */
  uid: string
  title: string
  startsAt: string
  endsAt?: string | null
  description?: string | null
  location?: string | null
  url?: string | null
  /** DTSTAMP: the last change of the event when known (the same bytes for the same event), else now. */
  stamp?: Date
  /** Raised when the event's time, place, title or cancellation change (SEQUENCE). */
  sequence?: number
  /** The event's last change (LAST-MODIFIED). */
  lastModified?: Date | null
  /** STATUS:CANCELLED instead of CONFIRMED. */
  cancelled?: boolean
  /** ORGANIZER: who sends the entry by mail (iTIP, RFC 5546, requires one for METHOD:CANCEL). */
  organizer?: { name: string; email: string }
}

/** A subscribed calendar: its name and description as calendar apps show them, and its events. */
export type IcsCalendar = {
  name: string
  description?: string | null
  /** The web page the calendar comes from (URL). */
  url?: string | null
  /** The feed's own address (SOURCE): where an app fetches it again. */
  source?: string | null
  /** How often an app should fetch it again, in hours (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshHours?: number
  events: IcsEvent[]
  prodId?: string
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

const validDate = (date: Date | null | undefined): date is Date => date instanceof Date && !Number.isNaN(date.getTime())

/** The VEVENT of one event, unfolded. */
export function veventLines(event: IcsEvent): string[] {
  const start = new Date(event.startsAt)
  const end = eventEnd(event.startsAt, event.endsAt)
  const modified = validDate(event.lastModified) ? event.lastModified : null
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp ?? modified ?? new Date())}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${pragueLocal(start)}`,
    `DTEND;TZID=${ICS_TIME_ZONE}:${pragueLocal(end)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence ?? 0))}`,
    ...(event.organizer ? [`ORGANIZER;CN=${escapeIcsText(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    ...(modified ? [`LAST-MODIFIED:${utcStamp(modified)}`] : []),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    // A cancelled event does not block the time in the subscriber's calendar.
    `TRANSP:${event.cancelled ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ]
}

/** Folded lines with CRLF endings, the last one included. */
const serialize = (lines: string[]) => lines.map(foldIcsLine).join('\r\n') + '\r\n'

/**
 * One VCALENDAR with one VEVENT, CRLF line endings, folded. `CANCEL` (with an organizer) tells a
 * calendar that took the entry from a mail to remove it.
 */
export function buildIcs(event: IcsEvent, prodId = DEFAULT_PRODID, method: 'PUBLISH' | 'CANCEL' = 'PUBLISH'): string {
  return serialize([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...PRAGUE_VTIMEZONE,
    ...veventLines(event),
    'END:VCALENDAR',
  ])
}

/**
 * A calendar to subscribe to: its name and description both as RFC 7986 says (NAME, DESCRIPTION)
 * and as Apple, Google and Outlook read them (X-WR-CALNAME, X-WR-CALDESC), then its events. With no
 * events it is still a valid calendar (the VTIMEZONE is its component).
 */
export function buildIcsCalendar(calendar: IcsCalendar): string {
  const refresh = calendar.refreshHours ? `PT${Math.max(1, Math.round(calendar.refreshHours))}H` : null
  return serialize([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId ?? DEFAULT_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeIcsText(calendar.name)}`,
    `X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
    ...(calendar.description
      ? [`DESCRIPTION:${escapeIcsText(calendar.description)}`, `X-WR-CALDESC:${escapeIcsText(calendar.description)}`]
      : []),
    `X-WR-TIMEZONE:${ICS_TIME_ZONE}`,
    ...(calendar.url ? [`URL:${calendar.url}`] : []),
    ...(calendar.source ? [`SOURCE;VALUE=URI:${calendar.source}`] : []),
    ...(refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`] : []),
    ...PRAGUE_VTIMEZONE,
    ...calendar.events.flatMap(veventLines),
    'END:VCALENDAR',
  ])
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
