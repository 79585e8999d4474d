/**
 * Phone numbers are stored in E.164 (`+420777123456`). Visitors type them in every shape: with
 * spaces, dashes, dots, brackets, a `00` international prefix, or a bare Czech nine-digit number.
 */
const DEFAULT_COUNTRY_CODE = '420'

/** The normalised number, or `null` when the input cannot be a phone number. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim()
  if (!trimmed) return null
  // Only digits, separators and one leading plus (possibly in brackets: "(+421)") are allowed.
  const compact = trimmed.replace(/[\s().\-/]/g, '')
  if (!/^[\d\s().\-/+]+$/.test(trimmed) || !/^\+?\d+$/.test(compact)) return null
  const plus = compact.startsWith('+')
  let digits = compact.replace(/\D/g, '')
  if (!plus && digits.startsWith('00')) digits = digits.slice(2)
  else if (!plus) {
    // A national Czech number (nine digits, not starting with 0).
    if (/^[1-9]\d{8}$/.test(digits)) digits = DEFAULT_COUNTRY_CODE + digits
    else return null
  }
  // E.164: a country code that does not start with 0, at most 15 digits in all.
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null
  return `+${digits}`
}
