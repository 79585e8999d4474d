import { getMessages } from 'next-intl/server'

import { ClientIntl } from '@/components/site/ClientIntl'
import type { Locale } from '@/i18n/locales'
import { issueFormToken } from '@/lib/forms/spamGuard'
import type { RegistrationState } from '@/lib/events/status'

import { RegistrationFormClient } from './RegistrationForm.client'

type Props = { locale: Locale; eventId: number; state: RegistrationState }

/**
 * The registration section of an event: the form when registration is open, the capacity message
 * with the waitlist offer when the event is full, a short note when it is closed or over. The form
 * posts to its server action, with or without JavaScript.
 */
export async function RegistrationForm({ locale, eventId, state }: Props) {
  const messages = await getMessages({ locale })
  return (
    <ClientIntl locale={locale} messages={{ forms: messages.forms, registration: messages.registration }}>
      <RegistrationFormClient formStartedAt={issueFormToken()} locale={locale} eventId={eventId} initialAvailability={state} />
    </ClientIntl>
  )
}
