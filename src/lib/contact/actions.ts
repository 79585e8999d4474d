'use server'

import { redirect } from '@/i18n/navigation'
import { defaultLocale, isLocale } from '@/i18n/locales'

import { postedForm, refusalState, requestMeta } from '../forms/action'
import { FORM_ERRORS, type FormState } from '../forms/formState'
import { payloadClient } from '../payload'
import { CONTACT_FIELDS } from './schema'
import { submitContactRequest } from './submit'

/**
 * The contact form's action (`useActionState`; a plain POST without JavaScript). Success redirects
 * to the confirmation page; anything else re-renders the form with its errors.
 */
export async function sendContactRequest(_previous: FormState, argument: FormData): Promise<FormState> {
  const formData = postedForm(argument)
  const posted = formData.get('locale')
  const locale = isLocale(posted) ? posted : defaultLocale
  try {
    const payload = await payloadClient()
    const result = await submitContactRequest(payload, formData, await requestMeta(locale))
    if (!result.ok) return refusalState(result, formData, CONTACT_FIELDS)
  } catch (error) {
    console.error('[contact] action failed:', error instanceof Error ? error.message : error)
    return { status: 'error', formError: FORM_ERRORS.failed }
  }
  return redirect({ href: '/contact-form-confirm', locale })
}
