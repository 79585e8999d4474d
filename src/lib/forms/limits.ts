/**
 * The longest text each kind of form field takes (characters). Here, apart from the zod schemas of
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
