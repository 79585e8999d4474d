import type { Payload, PayloadRequest, SendEmailOptions } from 'payload'

import { formatterFor } from '@/i18n/formats'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { pathnames } from '@/i18n/pathnames'
import type { Event as EventDoc, EventRegistration } from '@/payload-types'

import { localeOf, translatorFor } from '@/i18n/translator'
import { type MailContent, renderMail } from '../mail/layout'
import { localizedHref } from '@/i18n/href'
import { idOf } from '@/lib/content/relation'
import { typography } from '@/lib/format/typography'
import { type House, houseFor } from '../mail/settings'
import type { MailTemplate } from '../mail/templates'
import { buildIcs, eventEnd, eventLocation, type IcsEvent } from './ics'
import { cancelTokenFor, hashCancelToken } from './cancelToken'
import { MAIL_OUTBOX } from '../mail/outbox'
import { waitlistPosition } from './registration'
import { checkInUrl, qrPng } from './checkin'

/** The localised path of an event's detail page. */
export function eventPath(locale: Locale, slug: string): string {
  const path = pathnames['/events/[id]'][locale].replace('[id]', encodeURIComponent(slug))
  return locale === defaultLocale ? path : `/${locale}${path}`
}

export function placeOf(event: Pick<EventDoc, 'space' | 'placeText'>): string {
  const space = event.space && typeof event.space === 'object' ? event.space.name : null
  return [space, event.placeText].filter(Boolean).join(', ')
}

/** "čtvrtek 3. prosince 2026, 18:00–20:00" in Prague time. */
export function eventWhen(locale: Locale, startsAt: string, endsAt?: string | null): string {
  const format = formatterFor(locale)
  const day = (d: Date) => format.dateTime(d, 'eventDay')
  const time = (d: Date) => format.dateTime(d, 'mailTime')
  const start = new Date(startsAt)
  const end = eventEnd(startsAt, endsAt)
  const sameDay = day(start) === day(end)
  return sameDay ? `${day(start)}, ${time(start)}–${time(end)}` : `${day(start)}, ${time(start)} – ${day(end)}, ${time(end)}`
}

type Loaded = { registration: EventRegistration; event: EventDoc; locale: Locale }

/** The registration and its event in the person's language (`pick` may choose another for the event). */
async function load(payload: Payload, id: unknown, req?: PayloadRequest, pick: (locale: Locale) => Locale = (l) => l): Promise<Loaded | null> {
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: { id: { equals: id as number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const registration = docs[0]
  if (!registration) return null
  const locale = pick(localeOf(registration.locale))
  const eventId = idOf(registration.event)
  if (eventId === null) return null
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    locale,
    fallbackLocale: defaultLocale,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return event ? { registration, event, locale } : null
}

type Attachment = NonNullable<SendEmailOptions['attachments']>[number]

/** The event's calendar entry as an attachment (`content` from `icsFor` or `buildIcs`). */
const icsAttachment = (event: Pick<EventDoc, 'slug'>, content: string, method = 'PUBLISH'): Attachment => ({
  filename: `${event.slug || 'event'}.ics`,
  content,
  contentType: `text/calendar; charset=utf-8; method=${method}`,
})

/** The page on which a cancel link's token frees the seat. */
const cancelLink = (house: House, locale: Locale, token: string | null): string | null =>
  token ? house.website + localizedHref({ pathname: '/registration-confirm', query: { cancel: token } }, locale) : null

/**
 * A mail to a registrant, as all of them look: the greeting, `paragraphs`, the event's name, time
 * and place followed by `rows`, the link to the event, the cancel note when there is a link, and the
 * house's signoff; addressed to the person, answered by the house.
 */
function toRegistrant(
  { registration, event, locale }: Loaded,
  house: House,
  content: Pick<MailContent, 'subject' | 'paragraphs' | 'image'> & { rows?: MailContent['rows']; cancelUrl?: string | null; attachments?: Attachment[] },
): SendEmailOptions {
  const t = translatorFor(locale, 'registration.mail')
  const m = translatorFor(locale, 'mail')
  const place = placeOf(event)
  const { cancelUrl, attachments, rows = [], ...rest } = content
  const mail = renderMail(
    {
      ...rest,
      paragraphs: [m('greeting', { name: registration.firstName }), ...content.paragraphs],
      rowsTitle: t('detailsTitle'),
      rows: [
        { label: t('event'), value: event.title },
        { label: t('when'), value: eventWhen(locale, event.startsAt, event.endsAt) },
        ...(place ? [{ label: t('where'), value: place }] : []),
        ...rows,
      ],
      action: { label: t('detail'), url: house.website + eventPath(locale, event.slug ?? String(event.id)) },
      ...(cancelUrl ? { note: t('cancelNote', { url: cancelUrl }), noteUrl: cancelUrl } : {}),
      signoff: m('signoff', { brand: house.name }),
    },
    house,
    locale,
  )
  return { to: { name: `${registration.firstName} ${registration.lastName}`, address: registration.email }, replyTo: house.email, ...mail, ...(attachments ? { attachments } : {}) }
}

/** The event's place for calendars: the room with the house's full address (`House.address`). */
export function calendarLocationOf(event: Pick<EventDoc, 'space' | 'placeText'>, houseAddress: string): string | null {
  const space = event.space && typeof event.space === 'object' ? event.space.name : null
  return eventLocation({ spaceName: space, text: event.placeText ?? null }, houseAddress)
}

/** What a calendar entry of an event is made of (src/lib/events/ics.ts). */
export type CalendarEventFields = Pick<
  EventDoc,
  'id' | 'slug' | 'title' | 'startsAt' | 'endsAt' | 'excerpt' | 'space' | 'placeText' | 'cancelled' | 'sequence' | 'updatedAt'
>

/**
 * An event as a calendar entry, the same wherever it is written (the `.ics` of the detail page, the
 * registration mail, the subscribed feeds): its UID from the database id (stable across edits of
 * the title or slug), SEQUENCE from the event's calendar revision, LAST-MODIFIED (and DTSTAMP) from
 * its last change, STATUS:CANCELLED and "Cancelled:" before the title when it is called off.
 */
export function icsEventFor(event: CalendarEventFields, locale: Locale, website: string, houseAddress: string, host = new URL(website).hostname): IcsEvent {
  const modified = event.updatedAt ? new Date(event.updatedAt) : null
  const lastModified = modified && !Number.isNaN(modified.getTime()) ? modified : null
  const cancelled = Boolean(event.cancelled)
  return {
    uid: `event-${event.id}@${host}`,
    title: cancelled ? translatorFor(locale, 'events.calendar')('cancelledTitle', { title: event.title }) : event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    description: event.excerpt ?? null,
    location: calendarLocationOf(event, houseAddress),
    url: website + eventPath(locale, event.slug ?? String(event.id)),
    sequence: Number(event.sequence ?? 0) || 0,
    lastModified,
    stamp: lastModified ?? undefined,
    cancelled,
  }
}

/** The event's `.ics`, as attached to the mail and served by the detail page. */
export function icsFor(event: CalendarEventFields, locale: Locale, website: string, houseAddress: string, host = new URL(website).hostname): string {
  return buildIcs(icsEventFor(event, locale, website, houseAddress, host))
}

/**
 * To the visitor, in the language of the form: confirmed (with the `.ics`) or waitlisted, or, for
 * `promoted`, a seat freed up. Each mail carries a single-use cancel link whose hash the
 * registration code stored when it queued the mail (`cancelTokenFor`).
 */
function visitorMail(kind: 'confirmation' | 'promoted' | 'cancelled'): MailTemplate {
  return async ({ payload, req, params, key }) => {
    const loaded = await load(payload, params.id, req)
    // A mail no longer true when it is sent (staff undid the change meanwhile) is skipped.
    if (!loaded || (loaded.registration.status === 'cancelled') !== (kind === 'cancelled')) return null
    const { registration, event, locale } = loaded
    const confirmed = registration.status === 'confirmed'
    if (kind === 'promoted' && !confirmed) return null
    const house = await houseFor(payload, locale, req)
    const t = translatorFor(locale, 'registration.mail')
    const variant = kind === 'confirmation' ? (confirmed ? 'confirmed' : 'waitlisted') : kind
    const position = await waitlistPosition(payload, registration, req)
    // A confirmed person's ticket: the QR code of their check-in link, nothing personal in it (src/lib/events/checkin.ts).
    const ticket = confirmed && kind !== 'cancelled' ? { cid: `check-in-${registration.id}@hub1909`, png: await qrPng(checkInUrl(house.website, registration.id, payload.secret)) } : null
    return toRegistrant(loaded, house, {
      subject: t(`${variant}.subject`, { event: event.title }),
      ...(ticket ? { image: { cid: ticket.cid, alt: t('checkInAlt'), note: t('checkInNote'), size: 240 } } : {}),
      paragraphs: [t(`${variant}.body`, { event: event.title })],
      rows: [
        { label: t('name'), value: `${registration.firstName} ${registration.lastName}` },
        { label: t('company'), value: registration.company },
        ...(position ? [{ label: t('position'), value: t('positionValue', { position }) }] : []),
      ],
      // A cancelled registration has no link to cancel it again.
      cancelUrl: kind === 'cancelled' ? null : cancelLink(house, locale, cancelTokenFor(key, payload.secret)),
      ...(confirmed
        ? {
            attachments: [
              icsAttachment(event, icsFor(event, locale, house.website, house.address)),
              ...(ticket ? [{ filename: 'check-in.png', content: ticket.png, contentType: 'image/png', cid: ticket.cid }] : []),
            ],
          }
        : {}),
    })
  }
}

export const registrationConfirmation = visitorMail('confirmation')
export const registrationPromoted = visitorMail('promoted')
export const registrationCancelled = visitorMail('cancelled')

/**
 * To each person registered when staff publish the event's cancellation or a new time or place
 * (src/cms/collections/Events/tellRegistrants.ts), in their language, with the entry for calendars:
 * the new one, or METHOD:CANCEL to remove it. A confirmed person's calendar has the entry, so only
 * they get it. Skipped when no longer true at sending: the person cancelled, staff called the
 * cancellation off, or a later change's mail is on its way with the newer details.
 */
function eventChangeMail(kind: 'changed' | 'cancelled'): MailTemplate {
  return async ({ payload, req, params, key }) => {
    const loaded = await load(payload, params.id, req)
    if (!loaded || loaded.registration.status === 'cancelled') return null
    const { registration, event, locale } = loaded
    if (Boolean(event.cancelled) !== (kind === 'cancelled')) return null
    // A later change's mail (queued while this one waited, e.g. through an SMTP outage) carries the newer details.
    const { docs: latest } = await payload.db.find<{ key: string }>({
      collection: MAIL_OUTBOX,
      where: { and: [{ template: { in: ['event-changed', 'event-cancelled'] } }, { 'params.id': { equals: registration.id } }] },
      sort: '-createdAt',
      limit: 1,
      req,
    })
    if (latest[0] && latest[0].key !== key) return null
    const house = await houseFor(payload, locale, req)
    const t = translatorFor(locale, 'registration.mail')
    const method = kind === 'cancelled' ? 'CANCEL' : 'PUBLISH'
    const entry = { ...icsEventFor(event, locale, house.website, house.address), organizer: { name: house.name, email: house.email } }
    return toRegistrant(loaded, house, {
      subject: t(`${kind}Event.subject`, { event: event.title }),
      paragraphs: [t(`${kind}Event.body`, { event: event.title })],
      rows: [{ label: t('name'), value: `${registration.firstName} ${registration.lastName}` }],
      ...(registration.status === 'confirmed' ? { attachments: [icsAttachment(event, buildIcs(entry, undefined, method), method)] } : {}),
    })
  }
}

/**
 * The cancel link of the person's latest confirmation mail, when it is still the one that works
 * (each mail with a cancel link stores its hash, src/lib/events/registration.ts), else null.
 */
async function currentCancelToken(payload: Payload, registration: EventRegistration, req?: PayloadRequest): Promise<string | null> {
  const { docs } = await payload.db.find<{ key: string }>({
    collection: MAIL_OUTBOX,
    where: { and: [{ template: { in: ['registration-confirmation', 'registration-promoted'] } }, { 'params.id': { equals: registration.id } }] },
    sort: '-createdAt',
    limit: 1,
    req,
  })
  const token = docs[0] ? cancelTokenFor(docs[0].key, payload.secret) : null
  return token && registration.cancelTokenHash === hashCancelToken(token) ? token : null
}

/**
 * A day before the event (src/lib/events/reminders.ts), to each confirmed person in their language:
 * when and where, the house's address, the calendar entry, and the cancel link that frees the seat.
 */
export const eventReminder: MailTemplate = async ({ payload, req, params }) => {
  const loaded = await load(payload, params.id, req)
  if (!loaded || loaded.registration.status !== 'confirmed' || loaded.event.cancelled || new Date(loaded.event.startsAt) <= new Date()) return null
  const { registration, event, locale } = loaded
  const house = await houseFor(payload, locale, req)
  const t = translatorFor(locale, 'registration.mail')
  return toRegistrant(loaded, house, {
    subject: t('reminder.subject', { event: event.title }),
    paragraphs: [t('reminder.body', { event: event.title })],
    rows: [
      { label: t('address'), value: house.address },
      { label: t('visit'), value: house.website + localizedHref({ pathname: '/visit' }, locale) },
      { label: t('name'), value: `${registration.firstName} ${registration.lastName}` },
    ],
    cancelUrl: cancelLink(house, locale, await currentCancelToken(payload, registration, req)),
    attachments: [icsAttachment(event, icsFor(event, locale, house.website, house.address))],
  })
}

/**
 * A message staff wrote to those registered (src/cms/collections/EventMessages), in the person's
 * language when staff wrote it in English too, else in Czech: their text with the event's details
 * and the person's cancel link. Skipped for a registration cancelled or erased before it is sent.
 */
export const eventMessage: MailTemplate = async ({ payload, req, params }) => {
  const message = await payload.findByID({ collection: 'event-messages', id: params.message as number, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!message) return null
  const english = Boolean(message.subjectEn?.trim() && message.textEn?.trim())
  const loaded = await load(payload, params.id, req, (l) => (l === 'en' && english ? 'en' : 'cs'))
  if (!loaded || loaded.registration.status === 'cancelled') return null
  const { registration, locale } = loaded
  const [subject, text] = locale === 'en' ? [message.subjectEn!, message.textEn!] : [message.subjectCs, message.textCs]
  const house = await houseFor(payload, locale, req)
  return toRegistrant(loaded, house, {
    subject: subject.trim(),
    paragraphs: text
      .split(/\n\s*\n/)
      .map((p) => typography(p.trim(), locale))
      .filter(Boolean),
    cancelUrl: cancelLink(house, locale, await currentCancelToken(payload, registration, req)),
  })
}

/** To the staff address, in Czech (the house's language). */
export const registrationStaff: MailTemplate = async ({ payload, req, params }) => {
  const loaded = await load(payload, params.id, req)
  if (!loaded) return null
  const { registration, event } = loaded
  const locale: Locale = 'cs'
  const house = await houseFor(payload, locale, req)
  const t = translatorFor(locale, 'registration.mail.staff')
  const f = translatorFor(locale, 'registration.mail')
  const fullName = `${registration.firstName} ${registration.lastName}`
  const mail = renderMail(
    {
      subject: t(registration.status === 'waitlisted' ? 'subjectWaitlisted' : 'subject', { event: event.title, name: fullName }),
      paragraphs: [t('intro')],
      rows: [
        { label: f('event'), value: event.title },
        { label: f('when'), value: eventWhen(locale, event.startsAt, event.endsAt) },
        { label: f('name'), value: fullName },
        { label: f('email'), value: registration.email },
        { label: f('company'), value: registration.company },
        { label: t('status'), value: t(`statuses.${registration.status}`) },
        { label: t('language'), value: registration.locale ?? '' },
      ].filter((r) => r.value),
      action: { label: t('open'), url: `${house.website}/admin/collections/event-registrations/${registration.id}` },
    },
    house,
    locale,
  )
  return { to: house.staffEmail, replyTo: { name: fullName, address: registration.email }, ...mail }
}

export const eventMailTemplates: Record<string, MailTemplate> = {
  'registration-confirmation': registrationConfirmation,
  'registration-promoted': registrationPromoted,
  'registration-cancelled': registrationCancelled,
  'event-changed': eventChangeMail('changed'),
  'event-cancelled': eventChangeMail('cancelled'),
  'event-reminder': eventReminder,
  'event-message': eventMessage,
  'registration-staff': registrationStaff,
}
