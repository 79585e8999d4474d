/**
 * What a form in the browser and its code on the server share: the hidden fields every form posts,
 * the state a form's server action answers with, and the line in which the proxy's gate refuses a
 * post (src/lib/forms/gate.ts). The client components import this module: it holds no server
 * code and no zod (the field limits are in limits.ts, for the same reason).
 */

/** The honeypot: a text input hidden from people (CSS and aria-hidden) that bots fill in. */
export const HONEYPOT_FIELD = 'website'
/**
 * Which form a post belongs to (`contact`, `newsletter`, a key of RATE_LIMITS): read by the proxy,
 * which sees the body before the server action runs (src/lib/forms/gate.ts).
 */
export const FORM_NAME_FIELD = 'formName'
/** The signed time at which the form was rendered. */
export const STARTED_FIELD = 'formStartedAt'

export type FieldErrors = Record<string, string[]>

/**
 * What a form's server action returns to `useActionState` (and, without JavaScript, to the page
 * it re-renders). Every text is a message key.
 */
export type FormState = {
  status: 'idle' | 'invalid' | 'refused' | 'error' | 'done'
  fieldErrors?: FieldErrors
  /** A message about the whole form (refused, failed, already subscribed), a message key. */
  formError?: string
  /** A message about a success that stays on the page, a message key. */
  notice?: string
  /** The submitted values, so that the form keeps them after a re-render without JavaScript. */
  values?: Record<string, string>
  retryAfterSec?: number
}

export const initialFormState: FormState = { status: 'idle' }

/** The outcome of a submission, independent of Next.js (the core functions return it). */
export type SubmitResult<T = unknown> =
  | { ok: true; value: T }
  | {
      ok: false
      /** The HTTP status a plain endpoint would answer with: 400, 413, 429 or 503. */
      status: 400 | 413 | 429 | 503
      fieldErrors?: FieldErrors
      formError?: string
      retryAfterSec?: number
    }

export const FORM_ERRORS = {
  refused: 'forms.refused',
  rateLimited: 'forms.rateLimited',
  tooLarge: 'forms.tooLarge',
  failed: 'forms.failed',
  invalid: 'forms.invalid',
} as const

/**
 * The query parameter of a form's useActionState permalink (`?form=<id>`, formPermalink in
 * src/components/forms/FormMachinery.client.tsx): where a form posts without JavaScript.
 */
export const FORM_PERMALINK_PARAM = 'form'

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
