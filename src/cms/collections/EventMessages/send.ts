import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { requestApiTranslator } from '@/lib/api/language'
import { queueMail } from '@/lib/mail/outbox'
import type { EventMessage } from '@/payload-types'

export const MESSAGE_AUDIENCES = ['confirmed', 'waitlisted', 'both'] as const
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number]

/** The outbox key of one person's copy of one message: the outbox's unique key makes it one mail. */
export const messageKey = (messageId: number, registrationId: number) => `message-${messageId}-${registrationId}`

/** Who the message is for, found before it is stored, mailed after (the same people, counted). */
const RECIPIENTS = 'hub1909.messageRecipients'

/**
 * Stamps a new message with when, by whom and to how many it is sent. Nobody to write to is
 * refused before anything is stored (SQLite runs without a transaction to roll back).
 */
export const stampMessage: CollectionBeforeChangeHook<EventMessage> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const audience = (data.audience ?? 'confirmed') as MessageAudience
  const { docs: people } = await req.payload.find({
    collection: 'event-registrations',
    where: { and: [{ event: { equals: data.event } }, { status: { in: audience === 'both' ? ['confirmed', 'waitlisted'] : [audience] } }] },
    select: { status: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (people.length === 0) throw new APIError(requestApiTranslator(req)('messageNobody'), 400, undefined, true)
  ;(req.context as Record<string, unknown>)[RECIPIENTS] = people.map((p) => p.id)
  return { ...data, sentAt: new Date().toISOString(), sentBy: req.user?.id ?? null, recipients: people.length }
}

/** One outbox mail per person, in the save's transaction (src/lib/events/mail.ts `eventMessage`). */
export const sendMessage: CollectionAfterChangeHook<EventMessage> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const context = req.context as Record<string, unknown>
  const people = (context[RECIPIENTS] ?? []) as number[]
  delete context[RECIPIENTS]
  for (const id of people) {
    await queueMail(req.payload, { template: 'event-message', params: { id, message: doc.id }, key: messageKey(doc.id, id) }, req)
  }
  return doc
}
