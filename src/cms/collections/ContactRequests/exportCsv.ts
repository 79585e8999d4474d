import { csvExport } from '@/cms/csv'

/** GET /api/contact-requests/export.csv: every contact request, newest first. */
export const exportContactRequests = csvExport({
  collection: 'contact-requests',
  columns: ['createdAt', 'state', 'topic', 'name', 'surname', 'email', 'phone', 'company', 'wantsContact', 'expectations', 'locale', 'from', 'consentVersion', 'consentAt'],
  sort: ['-createdAt', '-id'],
  name: 'contact-requests',
})
