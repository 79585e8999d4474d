import type { PayloadHandler } from 'payload'

const COLUMNS = ['email', 'name', 'surname', 'locale', 'confirmedAt', 'consentVersion', 'consentAt', 'from'] as const

/** One CSV cell; a leading = + - @ is neutralised so that spreadsheets never run it as a formula. */
export function csvCell(value: unknown): string {
  let s = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** GET /api/newsletter-subscribers/export.csv: confirmed subscribers, staff only. */
export const exportConfirmedSubscribers: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
  const lines = [COLUMNS.join(',')]
  for (let page = 1; ; page++) {
    const result = await req.payload.find({
      collection: 'newsletter-subscribers',
      where: { status: { equals: 'confirmed' } },
      sort: 'confirmedAt',
      limit: 500,
      page,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    for (const doc of result.docs as unknown as Record<string, unknown>[]) {
      lines.push(COLUMNS.map((c) => csvCell(doc[c])).join(','))
    }
    if (!result.hasNextPage) break
  }
  const date = new Date().toISOString().slice(0, 10)
  // The BOM lets spreadsheet programs read the file as UTF-8 (Czech names).
  return new Response('\uFEFF' + lines.join('\r\n') + '\r\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-subscribers-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
