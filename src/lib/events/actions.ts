'use server'

import { redirect } from '@/i18n/navigation'

import { echoedValues, failedState, postedForm, refusalState, requestMeta } from '../forms/action'
import { payloadClient } from '../payload'
import { cancelByToken, confirmationRef, registerForEvent } from './registration'
import { REGISTRATION_FIELDS } from './schema'
import type { RegistrationFormState } from './formState'

/**
 * The registration form's action (with and without JavaScript). Success lands on
 * /registration-confirm; "already registered" is said on the spot; "full" turns the form into the
 * capacity message with the waitlist offer.
 */
export async function registerForEventAction(
  _previous: RegistrationFormState,
  argument: FormData,
): Promise<RegistrationFormState> {
  const { formData, locale } = postedForm(argument)
  let confirm: { status: 'confirmed' | 'waitlisted'; ref: string }
  try {
    const payload = await payloadClient()
    const result = await registerForEvent(payload, formData, await requestMeta(locale))
    if (!result.ok) return refusalState(result, formData, REGISTRATION_FIELDS)
    const outcome = result.value
    const values = echoedValues(formData, REGISTRATION_FIELDS)
    if (outcome.outcome === 'already') {
      return {
        status: 'done',
        notice: outcome.status === 'waitlisted' ? 'registration.alreadyWaitlisted' : 'registration.already',
      }
    }
    if (outcome.outcome === 'full') return { status: 'idle', availability: 'full', values }
    if (outcome.outcome === 'closed') return { status: 'idle', availability: 'closed' }
    // The page shows what the reference names (the stored registration), not what `status` says.
    confirm = { status: outcome.outcome, ref: confirmationRef(outcome.id, payload.secret) }
  } catch (error) {
    return failedState('[events] registration action failed', error)
  }
  return redirect({ href: { pathname: '/registration-confirm', query: confirm }, locale })
}

/**
 * The cancel link's confirmation button: spends the token, frees the seat. Called through
 * useActionState (previous state first, always null: the action redirects).
 */
export async function cancelRegistrationAction(_previous: null, argument: FormData): Promise<null> {
  const { formData, locale } = postedForm(argument)
  let ok = false
  try {
    const payload = await payloadClient()
    ok = (await cancelByToken(payload, formData.get('token'))).ok
  } catch (error) {
    console.error('[events] cancellation failed:', error instanceof Error ? error.message : error)
  }
  return redirect({ href: { pathname: '/registration-confirm', query: { cancelled: ok ? '1' : '0' } }, locale })
}
