import type { PayloadHandler } from 'payload'

import { adminLanguage, csvDate, csvDownload, csvLines, forbidden, staffDocs } from '@/cms/csv'

import { readsPersonalData } from '../../access/roles'

const COLUMNS = ['status', 'seat', 'firstName', 'lastName', 'email', 'company', 'locale', 'createdAt', 'confirmedAt', 'cancelledAt', 'checkedInAt', 'walkIn']

/**
 * GET /api/event-registrations/export.csv?event=<id>: one event's registrations (confirmed by seat,
 * then the waitlist in order, then cancelled ones), for the roles that handle personal data.
 */
export const exportEventRegistrations: PayloadHandler = async (req) => {
  if (!readsPersonalData(req.user)) return forbidden()
  const eventId = Number(req.searchParams.get('event'))
  if (!Number.isInteger(eventId) || eventId <= 0) {
    return Response.json({ errors: [{ message: 'The query parameter "event" (an event id) is required.' }] }, { status: 400 })
  }
  const lang = adminLanguage(req)
  const event = await req.payload.findByID({ collection: 'events', id: eventId, depth: 0, locale: lang, disableErrors: true, req, user: req.user, overrideAccess: false, draft: true })
  if (!event) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  const rank = { confirmed: 0, waitlisted: 1, cancelled: 2 } as Record<string, number>
  const rows = await staffDocs(req, 'event-registrations', { event: { equals: eventId } }, ['createdAt', 'id'])
  rows.sort(
    (a, b) =>
      (rank[String(a.status)] ?? 3) - (rank[String(b.status)] ?? 3) ||
      (a.status === 'confirmed' ? Number(a.seat ?? 0) - Number(b.seat ?? 0) : 0),
  )
  const slug = String(event.slug ?? eventId).replace(/[^a-z0-9-]/gi, '')
  // Each row names its event, so that files of several events can be put together.
  const title = { header: { cs: 'Akce', en: 'Event' }, value: () => event.title }
  const starts = { header: { cs: 'Začátek akce', en: 'Event starts' }, value: () => (event.startsAt ? csvDate(event.startsAt, lang) : '') }
  return csvDownload(csvLines(req, 'event-registrations', [title, starts, ...COLUMNS], rows), `registrations-${slug}.csv`)
}
