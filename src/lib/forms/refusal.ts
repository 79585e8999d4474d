import { FORM_ERRORS, type FormState } from './formState'

/**
 * How a form post refused by the proxy (src/lib/forms/gate.ts) reads to the enhanced form.
 *
 * A server action called with JavaScript expects a React Server Components answer; when it gets
 * an error status with `Content-Type: text/plain` instead, Next.js rejects the call with an Error
 * whose message is the body. The proxy's body is therefore one machine-readable line followed by
 * the visitor's message:
 *
 *     form-refused 429 retry-after=600
 *     Příliš mnoho pokusů. Zkuste to prosím znovu za 10 minut.
 *
 * and the form turns that Error back into the same message (`refusalFromError`).
 */
export type Refusal = { status: 400 | 403 | 413 | 429 | 503; retryAfterSec?: number }

const FIRST_LINE = /^form-refused (400|413|429)(?: retry-after=(\d{1,7}))?(?:\n|$)/

export function refusalBody(refusal: Refusal, message: string): string {
  const retry = refusal.retryAfterSec ? ` retry-after=${refusal.retryAfterSec}` : ''
  return `form-refused ${refusal.status}${retry}\n${message}`
}

export function parseRefusal(text: unknown): Refusal | null {
  if (typeof text !== 'string') return null
  const match = FIRST_LINE.exec(text)
  if (!match) return null
  return { status: Number(match[1]) as Refusal['status'], ...(match[2] ? { retryAfterSec: Number(match[2]) } : {}) }
}

/** The whole minutes shown in the "too many attempts" message (at least one). */
export function retryMinutes(retryAfterSec: number | undefined): number {
  return Math.max(1, Math.ceil((retryAfterSec ?? 60) / 60))
}

/** The message key of a refusal (namespace-qualified, as FormState carries it). */
export function refusalMessageKey(refusal: Refusal): string {
  return refusal.status === 429 ? FORM_ERRORS.rateLimited : refusal.status === 413 ? FORM_ERRORS.tooLarge : FORM_ERRORS.failed
}

/**
 * The form's state after its server action failed on the client: the proxy's refusal as the same
 * message the page without JavaScript shows, anything else (network down, a server error) as
 * "could not be sent".
 */
export function refusalFromError(error: unknown): FormState {
  const refusal = parseRefusal(error instanceof Error ? error.message : null)
  if (!refusal || refusal.status === 400) return { status: 'error', formError: FORM_ERRORS.failed }
  return { status: 'refused', formError: refusalMessageKey(refusal), retryAfterSec: refusal.retryAfterSec }
}
