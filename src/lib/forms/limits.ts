/**
 * The longest text each kind of form field takes, in UTF-16 code units (see `fits`). Here, apart from the zod schemas of
 * fields.ts, so that the browser's forms can set `maxLength` without shipping zod.
 */
export const LIMITS = {
  name: 100,
  fullName: 200,
  email: 254,
  phone: 40,
  company: 200,
  longText: 2000,
  url: 1000,
  short: 60,
} as const

/**
 * Whether a text fits a limit of LIMITS. Every limit is counted in UTF-16 code units, as the
 * browser's `maxlength` and the CMS's `maxLength` count them (an emoji is two): zod's own `.max()`
 * counts code points, so a text it accepts could be refused by the database.
 */
export const fits = (value: string, max: number): boolean => value.length <= max

/** The first `max` UTF-16 units of a text, without splitting a character in two. */
export function cut(value: string, max: number): string {
  if (value.length <= max) return value
  const end = /[\uD800-\uDBFF]/.test(value[max - 1] ?? '') ? max - 1 : max
  return value.slice(0, end)
}

