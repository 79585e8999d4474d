import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startTestPayload, type TestPayload } from './harness'
import { clearMailbox, readMailbox } from './mailbox'

/**
 * Issue 19 part 2: an enquiry for the event space is stored with the quote the server computed,
 * together with its two mails (staff in Czech, the visitor in their language, both with the quote);
 * a refused one stores nothing and queues nothing; a failure while storing leaves nothing half
 * stored; the same form posted twice is one enquiry. On SQLite and PostgreSQL (TEST_DB).
 */
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-enquiry-mail-'))
process.env.MAIL_DIR = mailDir
process.env.JOBS_AUTORUN = '0'
delete process.env.SMTP_URL

const NB = '\u00A0'

let t: TestPayload
let spaceId: number
let ipCounter = 0
const nextIp = () => `203.0.113.${++ipCounter}`

type Lib = {
  submit: typeof import('@/lib/spaces/enquirySubmit').submitSpaceEnquiry
  issueFormToken: typeof import('@/lib/forms/spamGuard').issueFormToken
  deliver: typeof import('@/lib/mail/worker').deliverDueMail
  pragueToday: typeof import('@/lib/spaces/enquiryQuote').pragueToday
}
let lib: Lib

/** The next weekday (Monday to Friday) at least `days` ahead, as `YYYY-MM-DD`. */
function weekdayAhead(days: number, weekend = false): string {
  const d = new Date(`${lib.pragueToday()}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  while ([0, 6].includes(d.getUTCDay()) !== weekend) d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

beforeAll(async () => {
  t = await startTestPayload()
  lib = {
    submit: (await import('@/lib/spaces/enquirySubmit')).submitSpaceEnquiry,
    issueFormToken: (await import('@/lib/forms/spamGuard')).issueFormToken,
    deliver: (await import('@/lib/mail/worker')).deliverDueMail,
    pragueToday: (await import('@/lib/spaces/enquiryQuote')).pragueToday,
  }
  // Site settings are not saved yet: their VAT is the field's default, 21 %.
  const space = await t.payload.create({
    collection: 'spaces',
    locale: 'cs',
    data: {
      name: 'Eventový prostor',
      slug: 'eventovy-prostor',
      kind: 'event-space',
      capacities: [
        { layout: 'standing', people: 200 },
        { layout: 'theatre', people: 150 },
      ],
      priceFromPerHour: 48_000,
      productionFeePercent: 7,
      timeSlots: [
        { days: 'Po–Pá', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '13:00', to: '24:00' },
        { days: 'Po–Pá', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '17:00', to: '24:00' },
      ],
      _status: 'published',
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  spaceId = space.id
  // The English label of the slots, as the English mail names them.
  const slots = (await t.payload.findByID({ collection: 'spaces', id: spaceId, locale: 'cs', overrideAccess: true })).timeSlots ?? []
  await t.payload.update({
    collection: 'spaces',
    id: spaceId,
    locale: 'en',
    data: { name: 'Event space', timeSlots: slots.map((s) => ({ ...s, days: 'Mon–Fri' })), _status: 'published' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(mailDir, { recursive: true, force: true })
})

beforeEach(() => clearMailbox(mailDir))

const enquiry = (over: Record<string, string> = {}) => ({
  space: String(spaceId),
  date: weekdayAhead(10),
  start: '18:00',
  end: '23:00',
  guests: '120',
  layout: 'standing',
  catering: 'yes',
  production: 'yes',
  name: 'Jana Nováková',
  company: 'Tiskárna <s.r.o.>',
  email: `jana.${Math.random().toString(36).slice(2)}@example.com`,
  phone: '777 123 456',
  note: 'Uvedení knihy & raut',
  consent: 'on',
  locale: 'cs',
  formStartedAt: lib.issueFormToken(Date.now() - 10_000),
  ...over,
})

const count = async (collection: 'event-space-enquiries' | 'mail-outbox') => (await t.payload.count({ collection, overrideAccess: true })).totalDocs

describe('event space enquiry', () => {
  it('stores the enquiry with the quote it computed and mails staff (cs) and the visitor, both with the quote', async () => {
    const input = enquiry()
    const result = await lib.submit(t.payload, input, { ip: nextIp(), pageUrl: 'http://localhost:3000/prostor/eventovy-prostor?from=tabs' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    // 5 h × 48,000 = 240,000; production 7 % = 16,800; net 256,800; VAT 21 % = 53,928; total 310,728.
    expect(result.value.quote).toMatchObject({ billedMinutes: 300, rental: 240_000, production: 16_800, net: 256_800, vat: 53_928, gross: 310_728 })
    const stored = await t.payload.findByID({ collection: 'event-space-enquiries', id: result.value.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({
      space: spaceId,
      eventDate: input.date,
      startTime: '18:00',
      endTime: '23:00',
      guests: 120,
      layout: 'standing',
      catering: true,
      production: true,
      name: 'Jana Nováková',
      company: 'Tiskárna <s.r.o.>',
      email: input.email,
      phone: '+420777123456',
      locale: 'cs',
      from: 'tabs',
      quoteSlot: '17:00–24:00',
      quoteHours: 5,
      quoteRatePerHour: 48_000,
      quoteRental: 240_000,
      quoteProductionPercent: 7,
      quoteProduction: 16_800,
      quoteNet: 256_800,
      quoteVatPercent: 21,
      quoteVat: 53_928,
      quoteGross: 310_728,
      state: 'new',
    })
    expect(stored.consentVersion).toBeTruthy()

    await lib.deliver(t.payload)
    const mails = readMailbox(mailDir)
    expect(mails).toHaveLength(2)
    const staff = mails.find((m) => !m.headers.to.includes(input.email))!
    const visitor = mails.find((m) => m.headers.to.includes(input.email))!
    expect(staff.headers['reply-to']).toContain(input.email)
    expect(staff.headers.subject).toContain('Nová poptávka haly')
    expect(staff.headers.subject).toContain('120 hostů')
    expect(staff.text).toContain(`Celkem bez DPH: 256${NB}800${NB}Kč`)
    expect(staff.text).toContain(`Celkem s${NB}DPH: 310${NB}728${NB}Kč`)
    expect(staff.text).toContain(`Produkce akce (7${NB}%): 16${NB}800${NB}Kč`)
    expect(staff.text).toContain('Časový blok: Po–Pá 17:00–24:00')
    expect(staff.text).toContain('/admin/collections/event-space-enquiries/')
    expect(staff.html).toContain('Tiskárna &lt;s.r.o.&gt;')
    expect(visitor.headers.subject).toContain('Vaše poptávka pronájmu haly')
    expect(visitor.html).toContain('<html lang="cs">')
    expect(visitor.text).toContain(`Pronájem haly (5${NB}h × 48${NB}000${NB}Kč): 240${NB}000${NB}Kč`)
    expect(visitor.text).toContain(`DPH 21${NB}%: 53${NB}928${NB}Kč`)
    expect(visitor.text).toContain('Catering: na vyžádání')
  })

  it('writes to an English visitor in English, with the quote in English figures', async () => {
    const input = enquiry({ locale: 'en', production: 'no', catering: 'no', start: '13:00', end: '15:10' })
    const result = await lib.submit(t.payload, input, { ip: nextIp() })
    expect(result.ok).toBe(true)
    await lib.deliver(t.payload)
    const visitor = readMailbox(mailDir).find((m) => m.headers.to.includes(input.email))!
    expect(visitor.html).toContain('<html lang="en">')
    expect(visitor.headers.subject).toContain('Your enquiry for renting the hall')
    expect(visitor.text).toContain(`Hall rental (2.5${NB}h × 48,000${NB}CZK): 120,000${NB}CZK`)
    expect(visitor.text).toContain(`Total incl. VAT: 145,200${NB}CZK`)
    expect(visitor.text).toContain('Time slot: Mon–Fri 13:00–24:00')
    expect(visitor.text).not.toContain('Event production (')
    const staff = readMailbox(mailDir).find((m) => !m.headers.to.includes(input.email))!
    expect(staff.text).toContain(`Celkem s${NB}DPH: 145${NB}200${NB}Kč`)
  })

  it('refuses a day in the past, an end before the start, more than 200 guests and a time outside the slots, field by field, storing and queueing nothing', async () => {
    const [enquiries, mails] = [await count('event-space-enquiries'), await count('mail-outbox')]
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ date: '2020-01-06' }, { date: ['forms.errors.enquiry.pastDate'] }],
      [{ start: '20:00', end: '19:00' }, { end: ['forms.errors.enquiry.endBeforeStart'] }],
      [{ guests: '201' }, { guests: ['forms.errors.enquiry.tooManyGuests'] }],
      [{ guests: '180', layout: 'theatre' }, { layout: ['forms.errors.enquiry.layoutTooSmall'] }],
      [{ start: '10:00', end: '12:00' }, { when: ['forms.errors.enquiry.outsideSlots'] }],
      [{ date: weekdayAhead(10, true) }, { when: ['forms.errors.enquiry.outsideSlots'] }],
      [
        { date: '', start: '', end: '', guests: '', layout: '', name: '', email: 'nope', phone: '', consent: '' },
        {
          date: ['forms.errors.enquiry.date'],
          start: ['forms.errors.enquiry.start'],
          end: ['forms.errors.enquiry.end'],
          guests: ['forms.errors.enquiry.guests'],
          layout: ['forms.errors.choice'],
          name: ['forms.errors.fullName'],
          email: ['forms.errors.email'],
          phone: ['forms.errors.phone'],
          consent: ['forms.errors.consent'],
        },
      ],
    ]
    for (const [over, fieldErrors] of cases) {
      const result = await lib.submit(t.payload, enquiry(over), { ip: nextIp() })
      expect(result, JSON.stringify(over)).toMatchObject({ ok: false, status: 400, formError: 'forms.invalid', fieldErrors })
      if (!result.ok) expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(Object.keys(fieldErrors).sort())
    }
    // A space that takes no enquiries, or none at all.
    const room = await t.payload.create({
      collection: 'spaces',
      data: { name: 'Viola', slug: 'viola', kind: 'meeting-room', capacities: [{ layout: 'seated', people: 4 }], priceFromPerHour: 350, _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await lib.submit(t.payload, enquiry({ space: String(room.id) }), { ip: nextIp() })).toMatchObject({ ok: false, status: 400 })
    expect(await lib.submit(t.payload, enquiry({ space: '999999' }), { ip: nextIp() })).toMatchObject({ ok: false, status: 400 })
    expect(await lib.submit(t.payload, enquiry({ space: '1 OR 1=1' }), { ip: nextIp() })).toMatchObject({ ok: false, status: 400 })
    // The spam guard of the other forms.
    expect(await lib.submit(t.payload, enquiry({ website: 'http://spam.example' }), { ip: nextIp() })).toMatchObject({ ok: false, status: 429, formError: 'forms.refused' })
    expect(await lib.submit(t.payload, enquiry({ formStartedAt: lib.issueFormToken() }), { ip: nextIp() })).toMatchObject({ ok: false, status: 429 })

    expect(await count('event-space-enquiries')).toBe(enquiries)
    expect(await count('mail-outbox')).toBe(mails)
  })

  it('limits enquiries per address like the contact form: the sixth in ten minutes is refused with 429', async () => {
    const ip = nextIp()
    const results = []
    for (let i = 0; i < 6; i++) results.push(await lib.submit(t.payload, enquiry(), { ip }))
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true)
    expect(results[5]).toMatchObject({ ok: false, status: 429, formError: 'forms.rateLimited' })
    await lib.deliver(t.payload, 100)
  })

  it('stores nothing when its mail cannot be queued, and one enquiry when the same form is posted twice', async () => {
    const before = await count('event-space-enquiries')
    const db = t.payload.db
    const create = db.create.bind(db)
    let outboxWrites = 0
    db.create = (async (args: Parameters<typeof db.create>[0]) => {
      // The second mail (the visitor's) cannot be written.
      if (args.collection === 'mail-outbox' && ++outboxWrites === 2) throw new Error('injected: the mail row could not be written')
      return create(args)
    }) as typeof db.create
    try {
      const failed = await lib.submit(t.payload, enquiry(), { ip: nextIp() })
      expect(failed).toMatchObject({ ok: false, status: 503, formError: 'forms.failed' })
    } finally {
      db.create = create
    }
    expect(await count('event-space-enquiries')).toBe(before)
    expect((await t.payload.find({ collection: 'mail-outbox', where: { template: { like: 'space-enquiry' }, status: { equals: 'pending' } }, overrideAccess: true })).totalDocs).toBe(0)

    // A reload after a post without JavaScript sends the same form again: one enquiry, two mails.
    const input = enquiry()
    const first = await lib.submit(t.payload, input, { ip: nextIp() })
    const again = await lib.submit(t.payload, input, { ip: nextIp() })
    expect(first.ok && again.ok).toBe(true)
    if (first.ok && again.ok) expect(again.value.id).toBe(first.value.id)
    expect(await count('event-space-enquiries')).toBe(before + 1)
    await lib.deliver(t.payload)
    expect(readMailbox(mailDir)).toHaveLength(2)

    // The cached page gives every visitor the same form token: the same person asking again for
    // another day (or with another note) is a second enquiry with its own mails, not a lost one.
    const otherDay = await lib.submit(t.payload, { ...input, note: 'A second evening, please.' }, { ip: nextIp() })
    expect(otherDay.ok).toBe(true)
    if (first.ok && otherDay.ok) expect(otherDay.value.id).not.toBe(first.value.id)
    expect(await count('event-space-enquiries')).toBe(before + 2)
    await lib.deliver(t.payload)
    expect(readMailbox(mailDir)).toHaveLength(4)
  })

  it('refuses a slot that ends before it starts (over midnight): no enquiry could ever fit it', async () => {
    const space = await t.payload.findByID({ collection: 'spaces', id: spaceId, depth: 0, overrideAccess: true })
    const slots = (space.timeSlots ?? []).map(({ id: _id, ...slot }) => slot)
    await expect(
      t.payload.update({ collection: 'spaces', id: spaceId, data: { timeSlots: [...slots, { ...slots[0], from: '18:00', to: '02:00' }] }, overrideAccess: true }),
    ).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ message: expect.stringMatching(/slot ends after it starts/) })] } })
    const after = await t.payload.findByID({ collection: 'spaces', id: spaceId, depth: 0, overrideAccess: true })
    expect(after.timeSlots).toHaveLength(slots.length)
  })

  it('stores times posted with seconds as the form shows them (HH:MM)', async () => {
    const result = await lib.submit(t.payload, { ...enquiry(), start: '18:00:00', end: '23:00:00' }, { ip: nextIp() })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const doc = await t.payload.findByID({ collection: 'event-space-enquiries', id: result.value.id, overrideAccess: true })
    expect([doc.startTime, doc.endTime]).toEqual(['18:00', '23:00'])
    await lib.deliver(t.payload, 100)
  })

  it('is not readable anonymously through REST, GraphQL or the CSV export; staff export every enquiry with its quote', async () => {
    const { GRAPHQL_POST, REST_GET } = await import('@payloadcms/next/routes')
    const rest = (p: string, headers: Record<string, string> = {}) =>
      REST_GET(Promise.resolve(t.config))(new Request(`http://localhost:3000/api/${p}`, { headers }), { params: Promise.resolve({ slug: p.split('/') }) })
    for (const p of ['event-space-enquiries', 'event-space-enquiries/export.csv']) {
      const res = await rest(p)
      expect(res.status, p).toBeGreaterThanOrEqual(401)
      expect(await res.text()).not.toContain('@example.com')
    }
    const gql = await GRAPHQL_POST(Promise.resolve(t.config))(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ EventSpaceEnquiries { docs { email quoteGross } } }' }),
      }),
    )
    expect(JSON.stringify(await gql.json())).not.toContain('@example.com')

    const email = `staff-${t.dialect}@hub1909.test`
    await t.payload.create({ collection: 'users', data: { email, password: 'a long staff password', role: 'communityManager' } })
    const { token } = await t.payload.login({ collection: 'users', data: { email, password: 'a long staff password' } })
    const response = await rest('event-space-enquiries/export.csv', { Authorization: `JWT ${token}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="event-space-enquiries-\d{4}-\d{2}-\d{2}\.csv"$/)
    const csv = await response.text()
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    // Headers and values as staff read them in the admin, in its language (English here: the request names none).
    expect(header).toContain('Date (YYYY-MM-DD),Start,End,Guests')
    expect(header).toContain('Total excl. VAT (CZK),VAT (%),VAT (CZK),Total incl. VAT (CZK)')
    expect(rows.length).toBe(await count('event-space-enquiries'))
    expect(csv).toContain(',310728')
    expect(csv).toContain('Tiskárna <s.r.o.>')
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},(New|In progress|Done),/.test(r))).toBe(true)
    // For Czech staff: Czech Excel's `;`, Czech labels and values, dates in Prague time as Czech Excel reads them.
    const czech = await (await rest('event-space-enquiries/export.csv', { Authorization: `JWT ${token}`, 'Accept-Language': 'cs' })).text()
    const [czHeader, ...czRows] = czech.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(czHeader).toMatch(/^Vytvořeno v;Stav;/)
    expect(czHeader).toContain(';Hostů;')
    expect(czech).toContain(';310728')
    expect(czRows.every((r) => /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};(Nová|Řeší se|Vyřízená);/.test(r))).toBe(true)
  })
})

describe('the live quote (GET /api/enquiry-quote)', () => {
  const ask = async (query: Record<string, string>) => {
    const { GET } = await import('@/app/api/enquiry-quote/route')
    const response = await GET(new Request(`http://localhost:3000/api/enquiry-quote?${new URLSearchParams(query)}`))
    return { status: response.status, headers: response.headers, body: response.status === 200 ? await response.json() : null }
  }
  const booking = (over: Record<string, string> = {}) => ({ space: String(spaceId), locale: 'cs', date: weekdayAhead(10), start: '18:00', end: '23:00', guests: '120', layout: 'standing', ...over })

  it('answers the lines of the price in the visitor’s language, computed as the server computes the stored quote', async () => {
    const cs = await ask(booking({ production: 'yes', catering: 'yes' }))
    expect(cs.status).toBe(200)
    expect(cs.headers.get('set-cookie')).toBeNull()
    // The same question may be answered from a cache for a minute (README): nothing personal is in it.
    expect(cs.headers.get('cache-control')).toBe('public, max-age=60')
    const lines = Object.fromEntries((cs.body.lines as { key: string; label: string; value: string }[]).map((l) => [l.key, l.value]))
    expect(lines).toMatchObject({ slot: 'Po–Pá 17:00–24:00', rental: `240${NB}000${NB}Kč`, production: `16${NB}800${NB}Kč`, net: `256${NB}800${NB}Kč`, vat: `53${NB}928${NB}Kč`, gross: `310${NB}728${NB}Kč` })
    expect(Object.keys(lines)).toContain('catering')
    // The stored enquiry of the same booking keeps the same figures.
    const stored = await lib.submit(t.payload, enquiry({ date: booking().date, production: 'yes', catering: 'yes' }), { ip: nextIp() })
    expect(stored.ok && stored.value.quote.gross).toBe(310_728)

    const en = await ask(booking({ locale: 'en' }))
    expect((en.body.lines as { key: string; value: string }[]).find((l) => l.key === 'gross')?.value).toBe(`290,400${NB}CZK`)
  })

  it('says why there is no price yet, and offers a contact where the house can still help', async () => {
    expect((await ask({ space: String(spaceId), locale: 'en' })).body).toEqual({
      text: 'We will show an indicative price once you fill in the date, the start time, the end time and the number of guests.',
      issue: false,
      contact: false,
    })
    const saturday = await ask(booking({ date: weekdayAhead(10, true) }))
    expect(saturday.body).toMatchObject({ issue: true, contact: true })
    expect(saturday.body.text).toContain('mimo časové bloky')
    expect((await ask(booking({ guests: '201' }))).body).toMatchObject({ issue: true, contact: true })
    expect((await ask(booking({ end: '17:00' }))).body).toMatchObject({ issue: true, contact: false })
  })

  it('turns garbage into a sentence in the box, never an error; a space without enquiries is 404', async () => {
    const garbage = await ask(booking({ date: '<script>alert(1)</script>', start: '99:99', guests: '1e9', layout: 'x'.repeat(10_000), locale: 'xx' }))
    expect(garbage.status).toBe(200)
    expect(garbage.body).toMatchObject({ issue: true })
    expect(JSON.stringify(garbage.body)).not.toContain('<script>')
    expect((await ask(booking({ space: '999999' }))).status).toBe(404)
    expect((await ask(booking({ space: 'abc' }))).status).toBe(404)
    expect((await ask(booking({ space: '99999999999999' }))).status).toBe(404)
    const room = await t.payload.create({
      collection: 'spaces',
      locale: 'cs',
      data: { name: 'Zasedačka', slug: 'zasedacka-quote', kind: 'meeting-room', capacities: [{ layout: 'seated', people: 8 }], priceFromPerHour: 500, _status: 'published' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect((await ask(booking({ space: String(room.id) }))).status).toBe(404)
  })
})
