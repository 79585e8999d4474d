import { describe, expect, it } from 'vitest'

import { csvCell, csvDate, csvRow } from '@/cms/csv'

describe('staff CSV exports', () => {
  it('writes dates in Prague time, as the spreadsheet of the admin language reads them', () => {
    expect(csvDate('2026-07-01T16:30:00.000Z', 'cs')).toBe('01.07.2026 18:30') // summer time, UTC+2
    expect(csvDate('2026-12-31T23:30:00.000Z', 'cs')).toBe('01.01.2027 00:30') // winter time, the next day in Prague
    expect(csvDate('2026-12-31T23:30:00.000Z', 'en')).toBe('2027-01-01 00:30')
    expect(csvDate('2026-12-31T23:30:00.000Z', 'cs', false)).toBe('01.01.2027')
  })

  it('quotes a cell holding the separator and never lets a spreadsheet run a formula', () => {
    expect(csvRow(['Tiskárna; s.r.o.', 12.5], 'cs')).toBe('"Tiskárna; s.r.o.";12.5')
    expect(csvRow(['Praha, Staré Město', 'x'], 'en')).toBe('"Praha, Staré Město",x')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell(null)).toBe('')
  })
})
