import type { CollectionSlug, PayloadHandler, PayloadRequest, Sort, Where } from 'payload'

/** One CSV cell; a leading = + - @ is neutralised so that spreadsheets never run it as a formula. */
export function csvCell(value: unknown): string {
  let s = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** A CSV download of `lines` (rows of joined cells), for staff's exports. */
export function csvDownload(lines: string[], filename: string): Response {
  // The BOM lets spreadsheet programs read the file as UTF-8 (Czech names).
  return new Response('\uFEFF' + lines.join('\r\n') + '\r\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** Every document `where` selects, in `sort` order, read as the signed-in staff member of `req`. */
export async function staffDocs(req: PayloadRequest, collection: CollectionSlug, where: Where | undefined, sort: Sort): Promise<Record<string, unknown>[]> {
  const docs: Record<string, unknown>[] = []
  for (let page = 1; ; page++) {
    const result = await req.payload.find({ collection, where, sort, limit: 500, page, depth: 0, overrideAccess: false, user: req.user, req })
    docs.push(...(result.docs as unknown as Record<string, unknown>[]))
    if (!result.hasNextPage) return docs
  }
}

/** CSV lines: the header, then a row of `columns` per document. */
export function csvLines(columns: readonly string[], docs: Record<string, unknown>[]): string[] {
  return [columns.join(','), ...docs.map((doc) => columns.map((c) => csvCell(doc[c])).join(','))]
}

/**
 * A staff-only endpoint (`/export.csv` of a collection) that downloads the documents `where` selects,
 * in `sort` order, as CSV with `columns`; the file is named `<name>-<date>.csv`.
 */
export function csvExport(options: { collection: CollectionSlug; columns: readonly string[]; where?: Where; sort: Sort; name: string }): PayloadHandler {
  return async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
    const docs = await staffDocs(req, options.collection, options.where, options.sort)
    return csvDownload(csvLines(options.columns, docs), `${options.name}-${new Date().toISOString().slice(0, 10)}.csv`)
  }
}
