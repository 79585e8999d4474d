import type { Payload } from 'payload'

import { formatterFor } from '@/i18n/formats'
import { registrationCounts } from '@/lib/events/registration'

type Props = { payload: Payload; i18n?: { language?: string } }

/**
 * Above the admin's list of registrations: per event (the latest 15 by start), the confirmed,
 * waitlisted and cancelled counts against the capacity, and a CSV export of its registrations.
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
  const rows = await Promise.all(events.map(async (e) => ({ e, c: await registrationCounts(payload, e.id) })))
  const format = formatterFor(cs ? 'cs' : 'en')
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
            <th style={cell}>CSV</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ e, c }) => (
            <tr key={e.id}>
              <td style={cell}>
                <a href={`/admin/collections/event-registrations?where[event][equals]=${e.id}`}>{e.title}</a>
              </td>
              <td style={cell}>{e.startsAt ? format.dateTime(new Date(e.startsAt), 'adminDateTime') : ''}</td>
              <td style={cell}>
                {c.confirmed} / {e.capacity ?? '∞'}
              </td>
              <td style={cell}>{c.waitlisted}</td>
              <td style={cell}>{c.cancelled}</td>
              <td style={cell}>
                <a href={`/api/event-registrations/export.csv?event=${e.id}`} download>
                  {cs ? 'Stáhnout' : 'Download'}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
