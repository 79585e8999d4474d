import type { FieldErrors } from './fields'

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
