import type { Payload } from 'payload'

import { formatterFor } from '@/i18n/formats'
import { NO_SHOW_EVENTS, noShowRate, recentNoShows } from '@/lib/events/checkin'
import { tallies } from '@/lib/events/tally'

type Props = { payload: Payload; i18n?: { language?: string } }

/**
 * Above the admin's list of registrations: per event (the latest 15 by start), the confirmed,
 * waitlisted and cancelled counts against the capacity, who arrived (the door's check-in) and the
 * no-show rate of a past event, and a CSV export of its registrations; below, the no-show rate over
 * the last past events at which check-in was used.
 */
export async function RegistrationCounts({ payload, i18n }: Props) {
  const cs = i18n?.language !== 'en'
  const { docs: events } = await payload.find({
    collection: 'events',
    sort: '-startsAt',
    limit: 15,
    depth: 0,
    draft: true,
    overrideAccess: true,
    select: { title: true, startsAt: true, capacity: true },
  })
  const now = new Date()
  const [counted, recent] = await Promise.all([tallies(payload, events.map((e) => e.id)), recentNoShows(payload, now)])
  const rows = events.map((e) => ({ e, c: counted.get(e.id)! }))
  const format = formatterFor(cs ? 'cs' : 'en')
  const percent = (rate: number | null) => (rate === null ? '–' : format.number(rate, { style: 'percent' }))
  const cell = { padding: '4px 12px 4px 0', textAlign: 'left' as const }
  return (
    <details style={{ margin: '0 0 16px' }} open>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{cs ? 'Počty registrací podle akcí' : 'Registrations per event'}</summary>
      <table style={{ borderCollapse: 'collapse', marginTop: 8 }}>
        <thead>
          <tr>
            <th style={cell}>{cs ? 'Akce' : 'Event'}</th>
            <th style={cell}>{cs ? 'Začátek' : 'Starts'}</th>
            <th style={cell}>{cs ? 'Potvrzeno / kapacita' : 'Confirmed / capacity'}</th>
            <th style={cell}>{cs ? 'Čeká' : 'Waitlisted'}</th>
            <th style={cell}>{cs ? 'Zrušeno' : 'Cancelled'}</th>
            <th style={cell}>{cs ? 'Přišlo / potvrzeno' : 'Arrived / confirmed'}</th>
            <th style={cell}>{cs ? 'Bez registrace' : 'Walk-ins'}</th>
            <th style={cell}>{cs ? 'Nepřišlo' : 'No-shows'}</th>
            <th style={cell}>CSV</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ e, c }) => (
            <tr key={e.id} data-event={e.id}>
              <td style={cell}>
                <a href={`/admin/collections/event-registrations?where[event][equals]=${e.id}`}>{e.title}</a>
              </td>
              <td style={cell}>{e.startsAt ? format.dateTime(new Date(e.startsAt), 'adminDateTime') : ''}</td>
              <td style={cell}>
                {c.confirmed} / {e.capacity ?? '∞'}
              </td>
              <td style={cell}>{c.waitlisted}</td>
              <td style={cell}>{c.cancelled}</td>
              <td style={cell} data-cell="arrived">
                {c.arrived} / {c.confirmed}
              </td>
              <td style={cell}>{c.walkIns}</td>
              <td style={cell} data-cell="no-show">{new Date(e.startsAt) < now ? percent(noShowRate(c)) : ''}</td>
              <td style={cell}>
                <a href={`/api/event-registrations/export.csv?event=${e.id}`} download>
                  {cs ? 'Stáhnout' : 'Download'}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: '8px 0 0' }} data-testid="no-show-rate">
        {recent.events === 0
          ? cs
            ? 'Nepřišlo: zatím žádná skončená akce s\u00a0odbavením u\u00a0vstupu.'
            : 'No-shows: no past event with check-in at the door yet.'
          : cs
          ? `Nepřišlo: ${percent(recent.rate)} (${recent.confirmed - recent.arrived} z\u00a0${recent.confirmed} potvrzených), počítáno z\u00a0posledních akcí s\u00a0odbavením u\u00a0vstupu (${recent.events}, nejvýše ${NO_SHOW_EVENTS})`
          : `No-shows: ${percent(recent.rate)} (${recent.confirmed - recent.arrived} of ${recent.confirmed} confirmed), over the last events with check-in at the door (${recent.events}, at most ${NO_SHOW_EVENTS})`}
      </p>
    </details>
  )
}
