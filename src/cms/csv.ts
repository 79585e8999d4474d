import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, FlattenedField, PayloadHandler, PayloadRequest, Sort, Where } from 'payload'

import { readsPersonalData } from './access/roles'

/**
 * Staff's CSV exports, made for the spreadsheet they open them in: UTF-8 with a BOM, in the admin's
 * language: for Czech staff `;` between cells (Czech Excel's list separator), decimal commas and
 * `28.11.2026 18:00` dates; for English staff `,` and `2026-11-28 18:00`; both in Prague time. Headers and
 * select values are the labels staff see in the admin (from the collection's fields).
 */

type Lang = 'cs' | 'en'
type Doc = Record<string, unknown>

/** A column: a field of the collection by name, or a computed one with its own header. */
export type CsvColumn = string | { header: { cs: string; en: string }; value: (doc: Doc) => unknown }

/** One CSV cell; a leading = + - @ is neutralised so that spreadsheets never run it as a formula. */
export function csvCell(value: unknown): string {
  let s = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** A row of cells, separated as the spreadsheet of the admin language expects. */
export const csvRow = (cells: unknown[], lang: Lang): string => cells.map(csvCell).join(lang === 'cs' ? ';' : ',')

const PRAGUE = { timeZone: 'Europe/Prague', hourCycle: 'h23' } as const

/** A date in Prague time, as a spreadsheet of the language reads it; without the time for date-only fields. */
export function csvDate(value: string | Date, lang: Lang, withTime = true): string {
  const parts = Object.fromEntries(
    // eslint-disable-next-line no-restricted-properties -- a machine format: the cell a spreadsheet parses as a date
    new Intl.DateTimeFormat('en-GB', { ...PRAGUE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(value))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>
  const day = lang === 'cs' ? `${parts.day}.${parts.month}.${parts.year}` : `${parts.year}-${parts.month}-${parts.day}`
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day
}

/** The admin's language of the request (Payload's choice: the staff member's setting, else the browser's). */
export const adminLanguage = (req: PayloadRequest): Lang => (req.i18n?.language === 'en' ? 'en' : 'cs')

function fieldValue(field: FlattenedField | undefined, value: unknown, req: PayloadRequest, lang: Lang): unknown {
  if (value == null || value === '') return ''
  if (!field) return value
  if (field.type === 'date') return csvDate(value as string, lang, field.admin?.date?.pickerAppearance !== 'dayOnly')
  if (field.type === 'checkbox') return value ? (lang === 'cs' ? 'ano' : 'yes') : lang === 'cs' ? 'ne' : 'no'
  if (field.type === 'number' && lang === 'cs') return String(value).replace('.', ',')
  if (field.type === 'select' || field.type === 'radio') {
    const option = field.options.find((o) => (typeof o === 'string' ? o : o.value) === value)
    return option && typeof option !== 'string' ? getTranslation(option.label, req.i18n) : value
  }
  return value
}

/** The file: the header row, then a row per document, in the admin's language of `req`. */
export function csvLines(req: PayloadRequest, collection: CollectionSlug, columns: readonly CsvColumn[], docs: Doc[]): string[] {
  const lang = adminLanguage(req)
  const fields = new Map(req.payload.collections[collection].config.flattenedFields.map((f) => [f.name, f]))
  const header = columns.map((c) => {
    if (typeof c !== 'string') return c.header[lang]
    const label = fields.get(c) && 'label' in fields.get(c)! ? fields.get(c)!.label : undefined
    return label ? getTranslation(label as never, req.i18n) : c
  })
  const row = (doc: Doc) =>
    csvRow(columns.map((c) => (typeof c === 'string' ? fieldValue(fields.get(c), doc[c], req, lang) : c.value(doc))), lang)
  return [csvRow(header, lang), ...docs.map(row)]
}

/** A CSV download of `lines`, for staff's exports. */
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
export async function staffDocs(req: PayloadRequest, collection: CollectionSlug, where: Where | undefined, sort: Sort): Promise<Doc[]> {
  const docs: Doc[] = []
  for (let page = 1; ; page++) {
    const result = await req.payload.find({ collection, where, sort, limit: 500, page, depth: 0, overrideAccess: false, user: req.user, req })
    docs.push(...(result.docs as unknown as Doc[]))
    if (!result.hasNextPage) return docs
  }
}

export const forbidden = () => Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })

/**
 * An endpoint for the roles that handle personal data (`/export.csv` of a collection) that downloads
 * the documents `where` selects, in `sort` order, with `columns`; the file is named `<name>-<date>.csv`.
 */
export function csvExport(options: { collection: CollectionSlug; columns: readonly CsvColumn[]; where?: Where; sort: Sort; name: string }): PayloadHandler {
  return async (req) => {
    if (!readsPersonalData(req.user)) return forbidden()
    const docs = await staffDocs(req, options.collection, options.where, options.sort)
    return csvDownload(csvLines(req, options.collection, options.columns, docs), `${options.name}-${new Date().toISOString().slice(0, 10)}.csv`)
  }
}
