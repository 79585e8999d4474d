import crypto from 'node:crypto'

/**
 * The one-time setup code of an installation: creating the first staff account through the API or
 * the admin's create-first-user screen needs it (the Users field `setupToken`). Derived from the
 * Payload secret, so nothing is stored and every instance agrees; it is useless once an account
 * exists, because Payload makes only the first account that way. Printed by the server at start
 * while there is no account (src/appProcess.ts).
 */

const PURPOSE = 'hub1909: setup code of the first staff account'
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** 16 base32 characters (80 bits) in groups of four, e.g. `K7QD-2MXA-PL4Z-93TB`: typeable from a log. */
export function setupCode(secret: string): string {
  const bytes = crypto.createHmac('sha256', secret).update(PURPOSE).digest().subarray(0, 10)
  let bits = ''
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0')
  const chars = bits.match(/.{5}/g)!.map((five) => BASE32[parseInt(five, 2)])
  return chars.join('').match(/.{4}/g)!.join('-')
}

/** Whether `input` is the setup code, however it was typed: any case, with or without dashes or spaces. */
export function isSetupCode(input: unknown, secret: string): boolean {
  if (typeof input !== 'string') return false
  const typed = Buffer.from(input.toUpperCase().replace(/[\s-]/g, ''))
  const expected = Buffer.from(setupCode(secret).replace(/-/g, ''))
  return typed.length === expected.length && crypto.timingSafeEqual(typed, expected)
}
