import { describe, expect, it } from 'vitest'

import cs from '../../messages/cs.json'
import en from '../../messages/en.json'
import { buildIcs, escapeIcsText, foldIcsLine, googleCalendarUrl, pragueLocal } from '@/lib/events/ics'
import { registrationSchema } from '@/lib/events/schema'
import { registrationState } from '@/lib/events/status'

const lookup = (messages: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages)

describe('registration schema', () => {
  it('answers each empty field with exactly the spec message, in both languages', () => {
    const result = registrationSchema.safeParse({ name: '', surname: '  ', email: 'x@', company: '', event: '12' })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))
    expect(lookup(en, byField.name as string)).toBe('Please fill in your name.')
    expect(lookup(en, byField.surname as string)).toBe('Please fill in your surname.')
    expect(lookup(en, byField.email as string)).toBe('Please fill in a valid email address.')
    expect(lookup(en, byField.company as string)).toBe('Please fill in the company.')
    expect(lookup(cs, byField.name as string)).toBe('Vyplňte prosím své jméno.')
    expect(lookup(cs, byField.surname as string)).toBe('Vyplňte prosím své příjmení.')
    expect(lookup(cs, byField.email as string)).toBe('Vyplňte prosím platnou e-mailovou adresu.')
    expect(lookup(cs, byField.company as string)).toBe('Vyplňte prosím firmu.')
  })

  it('cleans what it accepts', () => {
    const data = registrationSchema.parse({
      name: ' Jana\n',
      surname: 'Nováková',
      email: ' Jana@Example.COM ',
      company: 'Tiskárna',
      event: '7',
      waitlist: 'on',
    })
    expect(data).toEqual({ name: 'Jana', surname: 'Nováková', email: 'jana@example.com', company: 'Tiskárna', event: 7, waitlist: true })
  })

  it('has the same keys in the events and registration namespaces of both languages', () => {
    const keys = (node: unknown, prefix = ''): string[] =>
      node && typeof node === 'object'
        ? Object.entries(node).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.slice(0, -1)]
    for (const ns of ['events', 'registration'] as const) {
      expect(keys((cs as Record<string, unknown>)[ns]).sort()).toEqual(keys((en as Record<string, unknown>)[ns]).sort())
    }
  })
})

describe('registration state', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  const base = { startsAt: '2026-12-01T17:00:00Z', endsAt: '2026-12-01T19:00:00Z', registrationOpen: true, capacity: 10 }
  it('is open, full, closed or past', () => {
    expect(registrationState(base, 9, now)).toBe('open')
    expect(registrationState(base, 10, now)).toBe('full')
    expect(registrationState({ ...base, capacity: null }, 500, now)).toBe('open')
    expect(registrationState({ ...base, registrationOpen: false }, 0, now)).toBe('closed')
    expect(registrationState({ ...base, startsAt: '2026-11-01T17:00:00Z', endsAt: null }, 0, now)).toBe('past')
  })
})

describe('ics', () => {
  it('escapes text values (RFC 5545 3.3.11)', () => {
    expect(escapeIcsText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne')
  })

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'čřž'.repeat(40)}`
    const folded = foldIcsLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line)
  })

  it('writes Prague local times with the zone, in winter and in summer', () => {
    expect(pragueLocal(new Date('2026-12-03T17:00:00Z'))).toBe('20261203T180000')
    expect(pragueLocal(new Date('2026-07-03T17:00:00Z'))).toBe('20260703T190000')
    const ics = buildIcs({
      uid: 'event-1@hub1909.cz',
      title: 'Snídaně, networking; a\\b',
      startsAt: '2026-12-03T17:00:00Z',
      endsAt: null,
      location: 'Otakar, 1. patro',
      description: 'Řádek 1\nŘádek 2',
      url: 'https://www.hub1909.cz/akce/snidane',
      stamp: new Date('2026-11-22T00:00:00Z'),
    })
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true)
    expect(ics).toContain('TZID:Europe/Prague')
    expect(ics).toContain('DTSTART;TZID=Europe/Prague:20261203T180000')
    // No end: two hours.
    expect(ics).toContain('DTEND;TZID=Europe/Prague:20261203T200000')
    expect(ics).toContain('DTSTAMP:20261122T000000Z')
    expect(ics).toContain('SUMMARY:Snídaně\\, networking\\; a\\\\b')
    expect(ics).toContain('LOCATION:Otakar\\, 1. patro')
    expect(ics).toContain('DESCRIPTION:Řádek 1\\nŘádek 2')
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  })

  it('links to Google Calendar with UTC times', () => {
    const url = new URL(googleCalendarUrl({ uid: 'x', title: 'A & B', startsAt: '2026-12-03T17:00:00Z', endsAt: '2026-12-03T19:30:00Z' }))
    expect(url.searchParams.get('dates')).toBe('20261203T170000Z/20261203T193000Z')
    expect(url.searchParams.get('text')).toBe('A & B')
    expect(url.searchParams.get('ctz')).toBe('Europe/Prague')
  })
})
