import { describe, expect, it } from 'vitest'

import { isUniqueViolation } from '@/lib/forms/submission'

/**
 * A lost race for a seat is a unique violation, recognised by its shape, not its class: in the
 * production build Payload's ValidationError is made in one chunk and checked in another, so
 * `instanceof` says no (the seat race then failed 42–45 % of registrations under load).
 */
class ForeignValidationError extends Error {
  status = 400
  constructor(readonly data: unknown) {
    super('The following field is invalid: event')
  }
}

describe('isUniqueViolation', () => {
  it('recognises Payload’s unique-violation error from any copy of its class', () => {
    const error = new ForeignValidationError({ errors: [{ message: 'Value must be unique', path: 'seat', tableName: 'event_registrations' }] })
    expect(isUniqueViolation(error)).toBe(true)
  })

  it('recognises the databases’ own errors, also as a cause', () => {
    expect(isUniqueViolation(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(true)
    expect(isUniqueViolation(new Error('wrapped', { cause: Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }) }))).toBe(true)
  })

  it('does not take a field validation error or another failure for a lost race', () => {
    expect(isUniqueViolation(new ForeignValidationError({ errors: [{ message: 'This field is required.', path: 'company' }] }))).toBe(false)
    expect(isUniqueViolation(Object.assign(new Error('value out of range for type integer'), { code: '22003' }))).toBe(false)
    expect(isUniqueViolation(new Error('connection terminated'))).toBe(false)
    expect(isUniqueViolation(null)).toBe(false)
  })
})
