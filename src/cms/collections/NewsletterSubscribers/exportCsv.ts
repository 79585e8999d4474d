import { csvExport } from '@/cms/csv'

/** GET /api/newsletter-subscribers/export.csv: confirmed subscribers, staff only. */
export const exportConfirmedSubscribers = csvExport({
  collection: 'newsletter-subscribers',
  columns: ['email', 'name', 'surname', 'locale', 'confirmedAt', 'consentVersion', 'consentAt', 'from'],
  where: { status: { equals: 'confirmed' } },
  sort: 'confirmedAt',
  name: 'newsletter-subscribers',
})
