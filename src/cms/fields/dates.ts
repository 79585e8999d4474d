/**
 * How the admin shows dates, in one place: the Czech way (`12. 1. 2027 18:00`), in lists, headers
 * (`admin.dateFormat` in src/payload.config.ts) and pickers alike, for staff in both languages.
 */
export const DATE_TIME_FORMAT = 'd. M. yyyy H:mm'

export const DAY_AND_TIME = { pickerAppearance: 'dayAndTime', timeFormat: 'H:mm', displayFormat: DATE_TIME_FORMAT } as const
export const DAY_ONLY = { pickerAppearance: 'dayOnly', displayFormat: 'd. M. yyyy' } as const
