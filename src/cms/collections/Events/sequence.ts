import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The event's revision for calendars (iCalendar SEQUENCE, src/lib/events/ics.ts): it goes up by one
 * whenever a save changes what a calendar entry shows of the event's time, place, title or whether
 * it takes place. A calendar that has the event (from the `.ics` file, the registration mail or the
 * subscribed feed) takes the entry with the higher number as the newer one.
 *
 * Counted from the stored document (the latest version, a draft included), never from what the
 * request sends (the field's access drops that): a draft that moved the start raises it once, and
 * publishing that draft afterwards keeps it. Other edits (the description, the gallery) leave it;
 * LAST-MODIFIED tells calendars about those.
 */
export const CALENDAR_FIELDS = ['title', 'startsAt', 'endsAt', 'space', 'placeText', 'cancelled'] as const

type Loose = Record<string, unknown>

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value)

/** A field's value as compared: instants by their time, relations by their id, "nothing" as null. */
function comparable(field: (typeof CALENDAR_FIELDS)[number], value: unknown): unknown {
  if (value === undefined || value === null || value === '') return field === 'cancelled' ? false : null
  if (field === 'startsAt' || field === 'endsAt') {
    const time = new Date(value as string).getTime()
    return Number.isNaN(time) ? String(value) : time
  }
  if (field === 'space') return String(idOf(value))
  if (field === 'cancelled') return Boolean(value)
  return value
}

/** Whether `data` (what is about to be saved) changes a calendar-relevant field (or one of `fields`) of `original`. */
export function changesCalendar(data: Loose, original: Loose, fields: readonly (typeof CALENDAR_FIELDS)[number][] = CALENDAR_FIELDS): boolean {
  return fields.some((field) => field in data && comparable(field, data[field]) !== comparable(field, original[field]))
}

export const calendarSequence: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'create' || !originalDoc) {
    data.sequence = 0
    return data
  }
  const current = Number((originalDoc as Loose).sequence ?? 0) || 0
  data.sequence = changesCalendar(data, originalDoc as Loose) ? current + 1 : current
  return data
}
