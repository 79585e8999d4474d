import type { PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'

import { addWalkIn, attendance, checkIn, doorList, registrationOfCode, type CheckInResult } from '@/lib/events/checkin'
import { LIMITS } from '@/lib/forms/limits'

import { readsPersonalData } from '../../access/roles'
import { forbidden } from '../../csv'

/*
 * The door's check-in page (/admin/check-in) talks to these, signed-in staff who handle personal data only:
 *   GET  /api/event-registrations/door?event=<id>&q=<name>  the event's people and counts
 *   POST /api/event-registrations/check-in  { event, code } (scanned) or { event, id } (from the list)
 *   POST /api/event-registrations/walk-in   { event, firstName, lastName, email, company }
 */

const eventId = z.coerce.number().int().positive()
const checkInBody = z.union([z.object({ event: eventId, code: z.string().max(500) }), z.object({ event: eventId, id: z.number().int().positive() })])
const text = (max: number) => z.string().trim().min(1).max(max)
const walkInBody = z.object({
  event: eventId,
  firstName: text(LIMITS.name),
  lastName: text(LIMITS.name),
  email: z.string().trim().toLowerCase().max(LIMITS.email).pipe(z.email()),
  company: text(LIMITS.company),
})

const badRequest = () => Response.json({ errors: [{ message: 'Bad request' }] }, { status: 400 })

async function bodyOf(req: PayloadRequest): Promise<unknown> {
  try {
    return await (req as unknown as Request).json()
  } catch {
    return null
  }
}

const answer = async (req: PayloadRequest, event: number, result: CheckInResult) =>
  Response.json({ ...result, attendance: await attendance(req.payload, event, req) }, { headers: { 'Cache-Control': 'no-store' } })

export const doorEndpoint: PayloadHandler = async (req) => {
  if (!readsPersonalData(req.user)) return forbidden()
  const event = eventId.safeParse(req.searchParams.get('event'))
  if (!event.success) return badRequest()
  const q = String(req.searchParams.get('q') ?? '').slice(0, LIMITS.fullName)
  const [people, counts] = await Promise.all([doorList(req.payload, event.data, q, req), attendance(req.payload, event.data, req)])
  return Response.json({ people, attendance: counts }, { headers: { 'Cache-Control': 'no-store' } })
}

export const checkInEndpoint: PayloadHandler = async (req) => {
  if (!readsPersonalData(req.user)) return forbidden()
  const body = checkInBody.safeParse(await bodyOf(req))
  if (!body.success) return badRequest()
  const id = 'code' in body.data ? registrationOfCode(body.data.code, req.payload.secret) : body.data.id
  const result = id === null ? ({ result: 'unknown' } as const) : await checkIn(req.payload, body.data.event, id, req)
  return answer(req, body.data.event, result)
}

export const walkInEndpoint: PayloadHandler = async (req) => {
  if (!readsPersonalData(req.user)) return forbidden()
  const body = walkInBody.safeParse(await bodyOf(req))
  if (!body.success) return badRequest()
  const { event, ...person } = body.data
  const exists = await req.payload.findByID({ collection: 'events', id: event, depth: 0, draft: true, overrideAccess: true, disableErrors: true, req })
  if (!exists) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  return answer(req, event, await addWalkIn(req.payload, event, person, req))
}
