import Link from 'next/link'
import type { AdminViewServerProps, Payload, TypedUser } from 'payload'

import { formatterFor } from '@/i18n/formats'
import { idOf } from '@/lib/content/relation'
import { registrationOfCode } from '@/lib/events/checkin'

import { readsPersonalData } from '../access/roles'
import { CheckInDoor } from './CheckIn.client'
import { CHECK_IN_TEXTS } from './checkInTexts'
import { signInFirst } from './signInFirst'
import { StaffView } from './StaffView'

/** Events on the door's list: from those that began in the last day (still running or just over). */
const RECENT_MS = 24 * 60 * 60 * 1000

/** Published events from those that began in the last day, and the one a scanned code names. */
async function doorEvents(payload: Payload, lang: 'cs' | 'en', scannedEvent: number | null) {
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      or: [
        { and: [{ startsAt: { greater_than: new Date(Date.now() - RECENT_MS).toISOString() } }, { _status: { equals: 'published' } }, { cancelled: { not_equals: true } }] },
        ...(scannedEvent ? [{ id: { equals: scannedEvent } }] : []),
      ],
    },
    sort: 'startsAt',
    limit: 30,
    depth: 0,
    locale: lang,
    overrideAccess: true,
    select: { title: true, startsAt: true },
  })
  return docs
}

/**
 * /admin/check-in: the door at an event, made for a phone. Staff pick the event, scan the QR code
 * of a confirmation (the camera, or the phone's own camera app opening the code's link here), find
 * people by name, and add walk-ins. Only the roles that handle personal data (the list is people).
 */
export async function CheckInView(props: AdminViewServerProps) {
  const { initPageResult, searchParams } = props
  const code = typeof searchParams?.code === 'string' ? searchParams.code : ''
  signInFirst({ initPageResult }, code ? `/check-in?code=${encodeURIComponent(code)}` : '/check-in')
  const { req } = initPageResult
  const lang = req.i18n.language === 'en' ? 'en' : 'cs'
  const t = CHECK_IN_TEXTS[lang]
  const allowed = readsPersonalData(req.user)
  const format = formatterFor(lang)

  // A scanned link names a registration: its event is the one the door opens at.
  const scanned = allowed ? registrationOfCode(code, req.payload.secret) : null
  const registration = scanned === null ? null : await req.payload.findByID({ collection: 'event-registrations', id: scanned, depth: 0, overrideAccess: true, disableErrors: true, select: { event: true } })
  const scannedEvent = registration ? idOf(registration.event) : null
  const docs = allowed ? await doorEvents(req.payload, lang, scannedEvent) : []
  const events = docs.map((e) => ({ id: e.id, label: `${format.dateTime(new Date(e.startsAt), 'adminDateTime')} · ${e.title}` }))

  return (
    <StaffView {...props} title={t.title}>
      <h1 style={{ margin: '16px 0 8px' }}>{t.title}</h1>
      {!allowed ? (
        <p>{t.notAllowed}</p>
      ) : events.length === 0 ? (
        <p>{t.noEvents}</p>
      ) : (
        <CheckInDoor lang={lang} events={events} initialEvent={scannedEvent ?? events[0].id} initialCode={scanned === null ? null : code} />
      )}
    </StaffView>
  )
}

/** The view's entry in the admin's menu, for the roles that handle personal data. */
export function CheckInNavLink({ user, i18n }: { user?: TypedUser | null; i18n?: { language?: string } }) {
  if (!readsPersonalData(user)) return null
  return (
    <Link className="nav__link" id="nav-check-in" href="/admin/check-in" prefetch={false}>
      <span className="nav__link-label">{CHECK_IN_TEXTS[i18n?.language === 'en' ? 'en' : 'cs'].title}</span>
    </Link>
  )
}
