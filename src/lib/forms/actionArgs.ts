import { notFound } from 'next/navigation'

/**
 * The arguments of a server action come from the request as React decoded them, not from the
 * form: a tampered post calls `sendContactRequest(formData)` (a `$ACTION_ID_` field for a bound
 * action), `(1, 2)` or `("x")`. An action checks them first; anything but what its form sends is
 * a 404 (`notFound()`: Next.js answers with the status and the page), and nothing runs.
 */
export function postedForm(value: unknown): FormData {
  if (value instanceof FormData) return value
  notFound()
}
