import type { CollectionSlug } from 'payload'

/**
 * The admin's link above a collection's list that downloads it as CSV (ExportCsvLink.tsx), to the
 * collection's `/export.csv` endpoint (a `csvExport` handler, src/cms/csv.ts): a
 * `beforeListTable` entry of the collection's admin.
 */
export function exportCsvLink(collection: CollectionSlug, label: { cs: string; en: string }) {
  return {
    path: '/cms/adminComponents/ExportCsvLink#ExportCsvLink',
    clientProps: { href: `/api/${collection}/export.csv`, label },
  }
}
