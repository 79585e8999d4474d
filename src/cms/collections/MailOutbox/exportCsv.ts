import { csvExport } from '@/cms/csv'

/** GET /api/mail-outbox/export.csv: every outgoing mail (whom, what, when, how it went), newest first. */
export const exportOutbox = csvExport({
  collection: 'mail-outbox',
  columns: ['createdAt', 'status', 'recipient', 'subject', 'template', 'attempts', 'sentAt', 'lastError', 'messageId'],
  sort: ['-createdAt', '-id'],
  name: 'mail-outbox',
})
