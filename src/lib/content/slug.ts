/** Letters that Unicode NFD does not split into a base letter and a combining mark. */
const SPECIAL: Record<string, string> = { ß: 'ss', ł: 'l', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe', þ: 'th', ħ: 'h' }

export const SLUG_MAX_LENGTH = 96

/**
 * A readable URL slug that keeps Czech words legible: letters are transliterated (NFD, combining
 * marks stripped: `Členství` → `clenstvi`) rather than dropped as Payload's default would.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßłđøæœþħ]/g, (c) => SPECIAL[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '')
}
