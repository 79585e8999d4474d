import { describe, expect, it } from 'vitest'

import { RateLimitStore } from '@/lib/forms/spamGuard'
import { parseRefusal, refusalBody, refusalFromError, retryMinutes } from '@/lib/forms/formState'

describe('the proxy’s refusals as the enhanced form reads them', () => {
  it('round-trips status and Retry-After, and keeps the visitor’s message readable', () => {
    const body = refusalBody({ status: 429, retryAfterSec: 600 }, 'Příliš mnoho pokusů. Zkuste to prosím znovu za 10 minut.')
    expect(body.split('\n')[1]).toBe('Příliš mnoho pokusů. Zkuste to prosím znovu za 10 minut.')
    expect(parseRefusal(body)).toEqual({ status: 429, retryAfterSec: 600 })
    expect(parseRefusal(refusalBody({ status: 413 }, 'Too long'))).toEqual({ status: 413 })
  })

  it('turns a refused action call into the form’s message; anything else into "could not be sent"', () => {
    expect(refusalFromError(new Error(refusalBody({ status: 429, retryAfterSec: 61 }, 'x')))).toEqual({
      status: 'refused',
      formError: 'forms.rateLimited',
      retryAfterSec: 61,
    })
    expect(refusalFromError(new Error(refusalBody({ status: 413 }, 'x')))).toMatchObject({ status: 'refused', formError: 'forms.tooLarge' })
    expect(refusalFromError(new Error('An unexpected response was received from the server.'))).toEqual({ status: 'error', formError: 'forms.failed' })
    expect(refusalFromError(new TypeError('Failed to fetch'))).toEqual({ status: 'error', formError: 'forms.failed' })
    expect(refusalFromError('form-refused 429 retry-after=5')).toEqual({ status: 'error', formError: 'forms.failed' })
  })

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(retryMinutes(1)).toBe(1)
    expect(retryMinutes(61)).toBe(2)
    expect(retryMinutes(600)).toBe(10)
    expect(retryMinutes(undefined)).toBe(1)
  })
})

describe('reading a rate limit without counting (the proxy)', () => {
  it('says "spent" exactly when the next submission would be refused, and never counts', async () => {
    const store = new RateLimitStore()
    const rule = { points: 3, durationSec: 60 }
    for (let i = 0; i < 10; i++) expect(await store.peek('f', rule, 'k')).toEqual({ ok: true })
    for (let i = 0; i < 3; i++) expect(await store.consume('f', rule, 'k')).toEqual({ ok: true })
    const spent = await store.peek('f', rule, 'k')
    expect(spent.ok).toBe(false)
    expect(!spent.ok && spent.retryAfterSec).toBeGreaterThan(0)
    expect((await store.consume('f', rule, 'k')).ok).toBe(false)
    expect(await store.peek('f', rule, 'other')).toEqual({ ok: true })
  })
})
