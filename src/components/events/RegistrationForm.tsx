import { getMessages } from 'next-intl/server'

import { ClientIntl } from '@/components/site/ClientIntl'
import type { Locale } from '@/i18n/locales'
import { registrationPostUrl } from '@/lib/events/constants'
import { issueFormToken } from '@/lib/forms/spamGuard'
import type { RegistrationState } from '@/lib/events/status'

import { RegistrationFormClient } from './RegistrationForm.client'

type Props = { locale: Locale; eventId: number; state: RegistrationState; pagePath: string }

/**
 * The registration section of an event: the form when registration is open, the capacity message
 * with the waitlist offer when the event is full, a short note when it is closed or over. Without
 * JavaScript the form posts to the fast path (src/lib/events/formPost.ts), with it to its server
 * action.
 */
export async function RegistrationForm({ locale, eventId, state, pagePath }: Props) {
  const messages = await getMessages({ locale })
  return (
    <ClientIntl locale={locale} messages={{ forms: messages.forms, registration: messages.registration }}>
      <RegistrationFormClient formStartedAt={issueFormToken()} locale={locale} eventId={eventId} initialAvailability={state} postUrl={registrationPostUrl(pagePath)} />
    </ClientIntl>
  )
}
