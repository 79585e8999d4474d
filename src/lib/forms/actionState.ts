import { HONEYPOT_FIELD, STARTED_FIELD } from './constants'
import { echoValues, readForm } from './formData'
import type { FormState, SubmitResult } from './formState'

/** A refused or failed submission → the state the form renders (the values are kept). */
export function refusalState(result: Extract<SubmitResult, { ok: false }>, formData: FormData, fields: readonly string[]): FormState {
  const read = readForm(formData, fields, Number.MAX_SAFE_INTEGER)
  const values = read.ok ? echoValues(read.values, [HONEYPOT_FIELD, STARTED_FIELD]) : {}
  return {
    status: result.status === 429 ? 'refused' : result.status === 503 ? 'error' : 'invalid',
    fieldErrors: result.fieldErrors,
    formError: result.formError,
    retryAfterSec: result.retryAfterSec,
    values,
  }
}
