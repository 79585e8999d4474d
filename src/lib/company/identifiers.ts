/**
 * Checksums of the Czech identifiers staff type into Site settings, so that a typo is caught before
 * it reaches every footer and invoice detail: IČO (mod 11), the Czech account number (mod 11 of the
 * prefix and of the number) and the IBAN (ISO 13616, mod 97).
 */

const digits = (s: string) => [...s].map(Number)

/** IČO: 8 digits, the last a mod-11 check of the first seven (weights 8…2). */
export function isValidIco(value: string): boolean {
  const v = value.replace(/\s/g, '')
  if (!/^\d{8}$/.test(v)) return false
  const d = digits(v)
  const sum = d.slice(0, 7).reduce((acc, n, i) => acc + n * (8 - i), 0)
  return (11 - (sum % 11)) % 10 === d[7]
}

const ACCOUNT_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]
const mod11 = (part: string) => digits(part.padStart(10, '0')).reduce((acc, n, i) => acc + n * ACCOUNT_WEIGHTS[i]!, 0) % 11 === 0

/** A Czech account number `[prefix-]number/bank`: prefix up to 6 digits, number 2–10, bank 4; both parts mod 11. */
export function isValidCzechAccount(value: string): boolean {
  const m = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(value.replace(/\s/g, ''))
  if (!m) return false
  const [, prefix = '0', number] = m
  return mod11(prefix) && mod11(number!) && /[1-9]/.test(number!)
}

/** An IBAN of any country: two letters, two check digits, up to 30 characters, mod 97 = 1. */
export function isValidIban(value: string): boolean {
  const v = value.replace(/\s/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v)) return false
  if (v.startsWith('CZ') && v.length !== 24) return false
  const moved = v.slice(4) + v.slice(0, 4)
  let rest = 0
  for (const ch of moved) {
    const n = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch
    for (const c of n) rest = (rest * 10 + Number(c)) % 97
  }
  return rest === 1
}
