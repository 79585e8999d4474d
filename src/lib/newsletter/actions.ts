'use server'

import { redirect } from '@/i18n/navigation'
import { defaultLocale, isLocale } from '@/i18n/locales'

import { postedForm, refusalState, requestMeta } from '../forms/action'
import { FORM_ERRORS, type FormState } from '../forms/formState'
import { payloadClient } from '../payload'
import { NEWSLETTER_FIELDS } from './schema'
import { subscribeToNewsletter } from './subscribe'

/**
 * The newsletter form's action. A new or pending subscriber lands on /newsletter-subscription
 * ("check your e-mail"); a confirmed one is told so on the spot, and nothing more.
 */
export async function subscribeNewsletter(_previous: FormState, argument: FormData): Promise<FormState> {
  const formData = postedForm(argument)
  const posted = formData.get('locale')
  const locale = isLocale(posted) ? posted : defaultLocale
  try {
    const payload = await payloadClient()
    const result = await subscribeToNewsletter(payload, formData, await requestMeta(locale))
    if (!result.ok) return refusalState(result, formData, NEWSLETTER_FIELDS)
    if (result.value.outcome === 'already') return { status: 'done', notice: 'newsletterForm.already' }
  } catch (error) {
    console.error('[newsletter] action failed:', error instanceof Error ? error.message : error)
    return { status: 'error', formError: FORM_ERRORS.failed }
  }
  return redirect({ href: '/newsletter-subscription', locale })
}
