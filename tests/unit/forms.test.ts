import { beforeEach, describe, expect, it } from 'vitest'

import cs from '../../messages/cs.json'
import en from '../../messages/en.json'
import { contactSchema, contactSchemaSingleName } from '@/lib/contact/schema'
import { ERR, fieldErrors, cleanText, normalizePhone } from '@/lib/forms/fields'
import { FORM_ERRORS } from '@/lib/forms/formState'
import { readForm } from '@/lib/forms/submission'
import { checkSpam, issueFormToken, MIN_FILL_MS, resetRateLimits, verifyFormToken } from '@/lib/forms/spamGuard'
import { newsletterSchema } from '@/lib/newsletter/schema'
import { unsubscribeToken, verifyUnsubscribeToken } from '@/lib/newsletter/tokens'

const get = (messages: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages)

function leafKeys(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix]
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k))
}

const NAMESPACES = ['forms', 'contactForm', 'newsletterForm', 'contactConfirm', 'newsletterConfirm', 'meetingConfirm', 'booking', 'mail']

describe('form messages', () => {
  it('has every error key of the schemas and of the guard in both languages', () => {
    for (const key of [...Object.values(ERR), ...Object.values(FORM_ERRORS), 'newsletterForm.already']) {
      expect(typeof get(cs, key), `cs ${key}`).toBe('string')
      expect(typeof get(en, key), `en ${key}`).toBe('string')
    }
  })

  it('has the same keys in Czech and English, none empty', () => {
    for (const ns of NAMESPACES) {
      const csKeys = leafKeys(get(cs, ns), ns).sort()
      expect(csKeys.length, ns).toBeGreaterThan(0)
      expect(leafKeys(get(en, ns), ns).sort(), ns).toEqual(csKeys)
      for (const key of csKeys) {
        expect(String(get(cs, key)).trim(), key).not.toBe('')
        expect(String(get(en, key)).trim(), key).not.toBe('')
      }
    }
  })

  it('produces only known message keys for every invalid input', () => {
    const bad = { name: '', surname: 'x'.repeat(500), email: 'nope', phone: 'abc', topic: 'x', consent: '', expectations: 'y'.repeat(3000) }
    for (const schema of [contactSchema, contactSchemaSingleName, newsletterSchema]) {
      const result = schema.safeParse(bad)
      expect(result.success).toBe(false)
      if (result.success) continue
      for (const keys of Object.values(fieldErrors(result.error))) {
        for (const key of keys) {
          expect(typeof get(cs, key), key).toBe('string')
          expect(typeof get(en, key), key).toBe('string')
        }
      }
    }
  })
})

describe('contact schema', () => {
  const valid = { name: 'Jana', surname: 'Nováková', email: ' Jana@Example.COM ', topic: 'rentSpace', consent: 'on' }

  it('accepts a minimal request and normalises it', () => {
    const r = contactSchema.parse({ ...valid, phone: '+420 777 123 456', wantsContact: 'on' })
    expect(r).toMatchObject({ email: 'jana@example.com', phone: '+420777123456', wantsContact: true, company: '', expectations: '' })
  })

  it('names each problem with its own key', () => {
    const r = contactSchema.safeParse({ surname: '', email: 'a@b', topic: 'pizza' })
    expect(r.success).toBe(false)
    if (r.success) return
    expect(fieldErrors(r.error)).toMatchObject({
      name: [ERR.name],
      surname: [ERR.surname],
      email: [ERR.email],
      topic: [ERR.choice],
      consent: [ERR.consent],
    })
  })

  it('bounds every text field', () => {
    const r = contactSchema.safeParse({ ...valid, name: 'x'.repeat(101), company: 'x'.repeat(201), expectations: 'x'.repeat(2001) })
    expect(r.success).toBe(false)
    if (r.success) return
    expect(fieldErrors(r.error)).toEqual({ name: [ERR.tooLong], company: [ERR.tooLong], expectations: [ERR.tooLong] })
  })

  it('splits one "Name and surname" field', () => {
    expect(contactSchemaSingleName.parse({ ...valid, fullName: '  Jan   Amos Komenský ' })).toMatchObject({ name: 'Jan', surname: 'Amos Komenský' })
    const r = contactSchemaSingleName.safeParse({ ...valid, fullName: ' ' })
    expect(r.success || fieldErrors(r.error)).toMatchObject({ fullName: [ERR.fullName] })
  })

  it('keeps markup as text and strips control characters and lone surrogates', () => {
    const r = contactSchema.parse({ ...valid, expectations: '<b>hi</b>\u0000\u0007 \uD800ok' })
    expect(r.expectations).toBe('<b>hi</b> \uFFFDok')
    expect(cleanText('e\u0301')).toBe('é')
  })
})

describe('newsletter schema', () => {
  it('requires name, surname and a valid e-mail, with the spec messages', () => {
    const r = newsletterSchema.safeParse({ name: ' ', surname: '', email: 'x@' })
    expect(r.success).toBe(false)
    if (r.success) return
    expect(fieldErrors(r.error)).toEqual({ name: [ERR.name], surname: [ERR.surname], email: [ERR.email] })
    expect(get(en, ERR.name)).toBe('Please fill in your name.')
    expect(get(en, ERR.surname)).toBe('Please fill in your surname.')
    expect(get(en, ERR.email)).toBe('Please fill in a valid email address.')
    expect(get(en, ERR.company)).toBe('Please fill in the company.')
  })
})

describe('phone normalisation', () => {
  it.each([
    ['777 123 456', '+420777123456'],
    ['+420 777-123-456', '+420777123456'],
    ['00420 777 123 456', '+420777123456'],
    ['(+421) 905.123.456', '+421905123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (212) 555-0100', '+12125550100'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected)
  })

  it.each(['', 'call me', '123', '0777123456', '+0 123 456 789', '+1234567890123456', '777 123 456 ext. 5', '++420777123456'])(
    'refuses %j',
    (input) => {
      expect(normalizePhone(input)).toBeNull()
    },
  )
})

describe('spam guard', () => {
  const secret = 'unit-test-secret-0123456789abcdef'
  beforeEach(() => resetRateLimits())

  it('signs the start time: too fast, forged, from the future and fine', () => {
    const now = 1_800_000_000_000
    const token = issueFormToken(now, secret)
    expect(verifyFormToken(token, now + 500, secret)).toBe('too-fast')
    expect(verifyFormToken(token, now + MIN_FILL_MS, secret)).toBe('ok')
    expect(verifyFormToken(token, now + 30 * 24 * 3600 * 1000, secret)).toBe('ok')
    expect(verifyFormToken(token, now, 'another-secret-0123456789abcdefgh')).toBe('invalid')
    expect(verifyFormToken(token.replace(/^\d/, '2'), now + 10_000, secret)).toBe('invalid')
    expect(verifyFormToken(issueFormToken(now + 3_600_000, secret), now, secret)).toBe('invalid')
    expect(verifyFormToken(undefined, now, secret)).toBe('invalid')
    expect(verifyFormToken('x'.repeat(1000), now, secret)).toBe('invalid')
  })

  it('refuses the honeypot before counting, then limits per IP and per e-mail', async () => {
    const fields = { formStartedAt: issueFormToken(Date.now() - 10_000) }
    expect(await checkSpam({ form: 'newsletter', ip: '1.1.1.1', fields: { ...fields, website: 'x' } })).toMatchObject({ ok: false, reason: 'honeypot' })
    expect(await checkSpam({ form: 'newsletter', ip: '1.1.1.1', fields: {} })).toMatchObject({ ok: false, reason: 'invalid-token' })

    const results = []
    for (let i = 0; i < 11; i++) results.push(await checkSpam({ form: 'newsletter', ip: '1.1.1.1', fields }))
    expect(results.slice(0, 10).every((r) => r.ok)).toBe(true)
    expect(results[10]).toMatchObject({ ok: false, reason: 'rate-limited' })
    expect(!results[10].ok && results[10].retryAfterSec).toBeGreaterThan(0)

    const perEmail = []
    for (let i = 0; i < 4; i++) perEmail.push(await checkSpam({ form: 'contact', ip: `2.2.2.${i}`, email: 'A@example.com', fields }))
    expect(perEmail.map((r) => r.ok)).toEqual([true, true, true, false])
  })
})

describe('bounded form reading', () => {
  it('keeps the named fields, refuses files and oversized bodies', () => {
    const fd = new FormData()
    fd.set('name', 'Jana')
    fd.set('unknown', 'dropped')
    expect(readForm(fd, ['name'])).toEqual({ ok: true, values: { name: 'Jana' } })
    fd.set('name', new Blob(['x']), 'x.txt')
    expect(readForm(fd, ['name'])).toEqual({ ok: false, reason: 'malformed' })
    expect(readForm({ name: 'x'.repeat(30_000) }, ['name'])).toEqual({ ok: false, reason: 'too-large' })
    expect(readForm({ name: { nested: true } }, ['name'])).toEqual({ ok: false, reason: 'malformed' })
  })
})

describe('unsubscribe tokens', () => {
  it('verify only for the id they were made for', () => {
    const secret = 'unit-test-secret-0123456789abcdef'
    const token = unsubscribeToken(42, secret)
    expect(verifyUnsubscribeToken(token, secret)).toBe('42')
    expect(verifyUnsubscribeToken(token.replace(/^42/, '43'), secret)).toBeNull()
    expect(verifyUnsubscribeToken(token, 'other-secret-0123456789abcdefgh')).toBeNull()
    expect(verifyUnsubscribeToken('42', secret)).toBeNull()
  })
})
