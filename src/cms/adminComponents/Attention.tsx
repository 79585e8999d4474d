import type { I18nClient } from '@payloadcms/translations'
import Link from 'next/link'
import type { CollectionSlug, Payload, TypedUser } from 'payload'

import { formatterFor } from '@/i18n/formats'
import { tallies } from '@/lib/events/tally'

import { readsPersonalData } from '../access/roles'
import { STAFF_GUIDE_LABEL } from '../labels'
import { stillExamples } from '../seed/stillExamples'
import { collectionLabel } from './collectionLabel'

type Props = { payload: Payload; user?: TypedUser | null; i18n: I18nClient }
type Text = { cs: string; en: string }

const DRAFTS: CollectionSlug[] = ['pages', 'events', 'posts', 'spaces']

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '12px 16px', background: 'var(--theme-elevation-50)' }
const cell = { padding: '4px 12px 4px 0', textAlign: 'left' as const }

/**
 * Above the dashboard's cards: what needs attention today, each with a link to the filtered list —
 * new enquiries and contact requests and mail that failed (for the roles that see personal data),
 * the next events with their seats, drafts not yet published, and the seed's example values still
 * to replace before going live (shown only while there are some).
 */
export async function Attention({ payload, user, i18n }: Props) {
  const lang = i18n.language === 'en' ? 'en' : 'cs'
  const t = (text: Text) => text[lang]
  const format = formatterFor(lang)
  const count = async (collection: CollectionSlug, where: object) =>
    (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs

  // Each inbox: its label, collection and the field and value that mark what needs handling.
  const inboxes: [Text, CollectionSlug, string, string][] = [
    [{ cs: 'Nové poptávky sálu', en: 'New event space enquiries' }, 'event-space-enquiries', 'state', 'new'],
    [{ cs: 'Nové poptávky z kontaktního formuláře', en: 'New contact requests' }, 'contact-requests', 'state', 'new'],
    [{ cs: 'Neodeslané e-maily (selhaly)', en: 'Failed e-mails' }, 'mail-outbox', 'status', 'failed'],
  ]
  const inbox = readsPersonalData(user)
    ? await Promise.all(
        inboxes.map(async ([label, collection, field, value]) => ({
          label,
          n: await count(collection, { [field]: { equals: value } }),
          href: `/admin/collections/${collection}?where[${field}][equals]=${value}`,
        })),
      )
    : []
  const drafts = await Promise.all(DRAFTS.map(async (slug) => ({ slug, label: collectionLabel(payload, slug, i18n), n: await count(slug, { _status: { equals: 'draft' } }) })))
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
  const counted = await tallies(payload, events.map((e) => e.id))
  const seats = events.map((e) => ({ e, c: counted.get(e.id)! }))
  const waiting = drafts.filter((d) => d.n > 0)
  const examples = await stillExamples(payload)

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
        {examples.length > 0 && (
          <div style={box} data-seed-examples>
            <h3 style={{ margin: '0 0 8px' }}>{t({ cs: 'Příkladové hodnoty ze seedu', en: 'Example values from the seed' })}</h3>
            <p style={{ margin: '0 0 8px' }}>{t({ cs: 'Před spuštěním je nahraďte skutečnými:', en: 'Replace them with real ones before going live:' })}</p>
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {examples.map((item) => (
                <li key={item.label.en}>
                  <a href={item.href}>{t(item.label)}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div style={box}>
          <h3 style={{ margin: '0 0 8px' }}>{t({ cs: 'Nepublikované koncepty', en: 'Unpublished drafts' })}</h3>
          {waiting.length === 0 ? (
            <p style={{ margin: 0 }}>{t({ cs: 'Vše je publikované.', en: 'Everything is published.' })}</p>
          ) : (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {waiting.map((d) => (
                <li key={d.slug}>
                  <a href={`/admin/collections/${d.slug}?where[_status][equals]=draft`}>{d.label}</a>: <strong>{d.n}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p style={{ margin: '12px 0 0' }}>
        {t({ cs: 'Co přehled ukazuje a jak s ním pracovat, popisuje ', en: 'What this list shows and how to work with it is in the ' })}
        <Link href="/admin/guide#attention" prefetch={false}>
          {t(STAFF_GUIDE_LABEL)}
        </Link>
        .
      </p>
    </section>
  )
}
