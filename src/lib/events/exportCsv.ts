import type { PayloadHandler, Where } from 'payload'

import { csvCell } from '@/cms/collections/NewsletterSubscribers/exportCsv'

const COLUMNS = ['status', 'seat', 'firstName', 'lastName', 'email', 'company', 'locale', 'createdAt', 'confirmedAt', 'cancelledAt'] as const

/**
 * GET /api/event-registrations/export.csv?event=<id>: one event's registrations (confirmed by seat,
 * then the waitlist in order, then cancelled ones), staff only.
 */
export const exportEventRegistrations: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ errors: [{ message: 'Forbidden' }] }, { status: 403 })
  const eventId = Number(req.searchParams.get('event'))
  if (!Number.isInteger(eventId) || eventId <= 0) {
    return Response.json({ errors: [{ message: 'The query parameter "event" (an event id) is required.' }] }, { status: 400 })
  }
  const event = await req.payload.findByID({ collection: 'events', id: eventId, depth: 0, disableErrors: true, req, user: req.user, overrideAccess: false, draft: true })
  if (!event) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  const rank = { confirmed: 0, waitlisted: 1, cancelled: 2 } as Record<string, number>
  const rows: Record<string, unknown>[] = []
  const where: Where = { event: { equals: eventId } }
  for (let page = 1; ; page++) {
    const result = await req.payload.find({
      collection: 'event-registrations',
      where,
      sort: ['createdAt', 'id'],
      limit: 500,
      page,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })
    rows.push(...(result.docs as unknown as Record<string, unknown>[]))
    if (!result.hasNextPage) break
  }
  rows.sort(
    (a, b) =>
      (rank[String(a.status)] ?? 3) - (rank[String(b.status)] ?? 3) ||
      (a.status === 'confirmed' ? Number(a.seat ?? 0) - Number(b.seat ?? 0) : 0),
  )
  const lines = [COLUMNS.join(','), ...rows.map((doc) => COLUMNS.map((c) => csvCell(doc[c])).join(','))]
  const slug = String(event.slug ?? eventId).replace(/[^a-z0-9-]/gi, '')
  // The BOM lets spreadsheet programs read the file as UTF-8 (Czech names).
  return new Response('\uFEFF' + lines.join('\r\n') + '\r\n', {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="registrations-${slug}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
