'use server'

import { redirect } from '@/i18n/navigation'

import { failedState, postedForm, refusalState, requestMeta } from '../forms/action'
import type { FormState } from '../forms/formState'
import { payloadClient } from '../payload'
import { NEWSLETTER_FIELDS } from './schema'
import { subscribeToNewsletter } from './subscribe'

/**
 * The newsletter form's action. A new or pending subscriber lands on /newsletter-subscription
 * ("check your e-mail"); a confirmed one is told so on the spot, and nothing more.
 */
export async function subscribeNewsletter(_previous: FormState, argument: FormData): Promise<FormState> {
  const { formData, locale } = postedForm(argument)
  try {
    const payload = await payloadClient()
    const result = await subscribeToNewsletter(payload, formData, await requestMeta(locale))
    if (!result.ok) return refusalState(result, formData, NEWSLETTER_FIELDS)
    if (result.value.outcome === 'already') return { status: 'done', notice: 'newsletterForm.already' }
  } catch (error) {
    return failedState('[newsletter] action failed', error)
  }
  return redirect({ href: '/newsletter-subscription', locale })
}
