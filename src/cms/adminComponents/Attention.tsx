import type { CollectionSlug, Payload, TypedUser } from 'payload'

import { formatterFor } from '@/i18n/formats'
import { registrationCounts } from '@/lib/events/registration'

import { readsPersonalData } from '../access/roles'

type Props = { payload: Payload; user?: TypedUser | null; i18n?: { language?: string } }
type Text = { cs: string; en: string }

const DRAFTS: { slug: CollectionSlug; label: Text }[] = [
  { slug: 'pages', label: { cs: 'Stránky', en: 'Pages' } },
  { slug: 'events', label: { cs: 'Akce', en: 'Events' } },
  { slug: 'posts', label: { cs: 'Články', en: 'Articles' } },
  { slug: 'spaces', label: { cs: 'Prostory', en: 'Spaces' } },
]

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '12px 16px', background: 'var(--theme-elevation-50)' }
const cell = { padding: '4px 12px 4px 0', textAlign: 'left' as const }

/**
 * Above the dashboard's cards: what needs attention today, each with a link to the filtered list —
 * new enquiries and contact requests and mail that failed (for the roles that see personal data),
 * the next events with their seats, and drafts not yet published.
 */
export async function Attention({ payload, user, i18n }: Props) {
  const lang = i18n?.language === 'en' ? 'en' : 'cs'
  const t = (text: Text) => text[lang]
  const format = formatterFor(lang)
  const count = async (collection: CollectionSlug, where: object) =>
    (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs

  const inbox = readsPersonalData(user)
    ? [
        { label: { cs: 'Nové poptávky sálu', en: 'New event space enquiries' }, n: await count('event-space-enquiries', { state: { equals: 'new' } }), href: '/admin/collections/event-space-enquiries?where[state][equals]=new' },
        { label: { cs: 'Nové poptávky z kontaktního formuláře', en: 'New contact requests' }, n: await count('contact-requests', { state: { equals: 'new' } }), href: '/admin/collections/contact-requests?where[state][equals]=new' },
        { label: { cs: 'Neodeslané e-maily (selhaly)', en: 'Failed e-mails' }, n: await count('mail-outbox', { status: { equals: 'failed' } }), href: '/admin/collections/mail-outbox?where[status][equals]=failed' },
      ]
    : []
  const drafts = await Promise.all(
    DRAFTS.map(async (d) => ({ ...d, n: await count(d.slug, { _status: { equals: 'draft' } }) })),
  )
  const { docs: events } = await payload.find({
    collection: 'events',
    where: { and: [{ startsAt: { greater_than: new Date().toISOString() } }, { _status: { equals: 'published' } }, { cancelled: { not_equals: true } }] },
    sort: 'startsAt',
    limit: 5,
    depth: 0,
    overrideAccess: true,
    locale: lang,
    select: { title: true, startsAt: true, capacity: true },
  })
  const seats = await Promise.all(events.map(async (e) => ({ e, c: await registrationCounts(payload, e.id) })))
  const waiting = drafts.filter((d) => d.n > 0)

  return (
    <section aria-labelledby="attention-heading" style={{ marginBottom: 32 }}>
      <h2 id="attention-heading" style={{ marginBottom: 12 }}>
        {t({ cs: 'Co dnes potřebuje pozornost', en: 'What needs attention today' })}
      </h2>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
        {inbox.length > 0 && (
          <div style={box}>
            <h3 style={{ margin: '0 0 8px' }}>{t({ cs: 'Ke zpracování', en: 'To handle' })}</h3>
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {inbox.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{t(item.label)}</a>: <strong>{item.n}</strong>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div style={box}>
          <h3 style={{ margin: '0 0 8px' }}>{t({ cs: 'Nejbližší akce', en: 'Next events' })}</h3>
          {seats.length === 0 ? (
            <p style={{ margin: 0 }}>{t({ cs: 'Žádná naplánovaná akce.', en: 'No event scheduled.' })}</p>
          ) : (
            <table style={{ borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th style={cell}>{t({ cs: 'Akce', en: 'Event' })}</th>
                  <th style={cell}>{t({ cs: 'Začátek', en: 'Starts' })}</th>
                  <th style={cell}>{t({ cs: 'Volná místa', en: 'Seats left' })}</th>
                </tr>
              </thead>
              <tbody>
                {seats.map(({ e, c }) => (
                  <tr key={e.id}>
                    <td style={cell}>
                      <a href={`/admin/collections/events/${e.id}`}>{e.title}</a>
                    </td>
                    <td style={cell}>{e.startsAt ? format.dateTime(new Date(e.startsAt), 'adminDateTime') : ''}</td>
                    <td style={cell}>
                      {e.capacity ? Math.max(0, e.capacity - c.confirmed) : '∞'}
                      {c.waitlisted > 0 ? ` (${t({ cs: 'čeká', en: 'waitlisted' })} ${c.waitlisted})` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <div style={box}>
          <h3 style={{ margin: '0 0 8px' }}>{t({ cs: 'Nepublikované koncepty', en: 'Unpublished drafts' })}</h3>
          {waiting.length === 0 ? (
            <p style={{ margin: 0 }}>{t({ cs: 'Vše je publikované.', en: 'Everything is published.' })}</p>
          ) : (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {waiting.map((d) => (
                <li key={d.slug}>
                  <a href={`/admin/collections/${d.slug}?where[_status][equals]=draft`}>{t(d.label)}</a>: <strong>{d.n}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  )
}
