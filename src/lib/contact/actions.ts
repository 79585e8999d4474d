'use server'

import { redirect } from '@/i18n/navigation'

import { failedState, postedForm, refusalState, requestMeta } from '../forms/action'
import type { FormState } from '../forms/formState'
import { payloadClient } from '../payload'
import { CONTACT_FIELDS } from './schema'
import { submitContactRequest } from './submit'

/**
 * The contact form's action (`useActionState`; a plain POST without JavaScript). Success redirects
 * to the confirmation page; anything else re-renders the form with its errors.
 */
export async function sendContactRequest(_previous: FormState, argument: FormData): Promise<FormState> {
  const { formData, locale } = postedForm(argument)
  try {
    const payload = await payloadClient()
    const result = await submitContactRequest(payload, formData, await requestMeta(locale))
    if (!result.ok) return refusalState(result, formData, CONTACT_FIELDS)
  } catch (error) {
    return failedState('[contact] action failed', error)
  }
  return redirect({ href: '/contact-form-confirm', locale })
}
