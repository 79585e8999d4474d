'use client'

import { Field, inputClasses } from '@/components/forms/Field'
import { FormMachinery, FormMessage, SubmitButton, useForm } from '@/components/forms/FormMachinery.client'
import { registerForEventAction } from '@/lib/events/actions'
import type { RegistrationFormState } from '@/lib/events/formState'
import { REGISTRATION_VISIBLE_FIELDS } from '@/lib/events/constants'
import type { RegistrationState } from '@/lib/events/status'
import { LIMITS } from '@/lib/forms/limits'

type Props = {
  formStartedAt: string
  locale: string
  eventId: number
  initialAvailability: RegistrationState
}

const initial: RegistrationFormState = { status: 'idle' }

const INPUTS = {
  name: { type: 'text', autoComplete: 'given-name', maxLength: LIMITS.name },
  surname: { type: 'text', autoComplete: 'family-name', maxLength: LIMITS.name },
  email: { type: 'email', autoComplete: 'email', maxLength: LIMITS.email },
  company: { type: 'text', autoComplete: 'organization', maxLength: LIMITS.company },
} as const

/**
 * Name, surname, e-mail, company: all required (spec section 5). One door, the server action: without
 * JavaScript the page comes back with the errors (or goes on to the confirmation), with it the
 * focus moves to the first error.
 * When the server finds the event full, the form turns into the capacity message with the
 * waitlist offer; past, closed and cancelled events have no form at all.
 */
export function RegistrationFormClient({ formStartedAt, locale, eventId, initialAvailability }: Props) {
  // With JavaScript, a flood refused by the proxy (429) shows in the form like any other refusal.
  const { state, formAction, onSubmit, form, t, values: v, error, firstInvalid: first } = useForm(registerForEventAction, initial, 'registration')

  const availability = state.availability ?? initialAvailability
  if (availability === 'past' || availability === 'closed' || availability === 'cancelled') {
    return (
      <p className="rounded-md border border-line bg-white px-4 py-3 text-ink" data-testid="registration-closed">
        {t(availability === 'past' ? 'registration.past' : availability === 'cancelled' ? 'registration.cancelledEvent' : 'registration.closed')}
      </p>
    )
  }
  const full = availability === 'full'
  const firstInvalid = first(REGISTRATION_VISIBLE_FIELDS)

  return (
    <div className="flex flex-col gap-5">
      {full ? (
        <div role="status" className="flex flex-col gap-2 rounded-md border border-signal/40 bg-white px-4 py-4" data-testid="registration-full">
          <p className="font-display text-xl text-signal">{t('registration.fullTitle')}</p>
          <p className="text-ink">{t('registration.fullText')}</p>
          <p className="text-ink-muted">{t('registration.waitlistOffer')}</p>
        </div>
      ) : (
        <p className="text-ink-muted">{t('registration.intro')}</p>
      )}
      <form
        ref={form}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className="relative flex flex-col gap-4"
        aria-label={full ? t('registration.waitlistSubmit') : t('registration.title')}
        data-testid="registration-form"
      >
        <FormMachinery formStartedAt={formStartedAt} locale={locale} form="registration" />
        <input type="hidden" name="event" value={eventId} />
        {full ? <input type="hidden" name="waitlist" value="on" /> : null}
        <FormMessage state={state} />
        <div className="grid gap-4 sm:grid-cols-2">
          {REGISTRATION_VISIBLE_FIELDS.map((name) => (
            <Field key={name} id={`registration-${name}`} label={t(`registration.fields.${name}`)} error={error(name)}>
              {(aria) => (
                <input
                  {...aria}
                  {...INPUTS[name]}
                  name={name}
                  required
                  aria-required="true"
                  defaultValue={v[name]}
                  autoFocus={firstInvalid === name}
                  className={inputClasses}
                />
              )}
            </Field>
          ))}
        </div>
        <div>
          <SubmitButton label={full ? t('registration.waitlistSubmit') : t('registration.submit')} />
        </div>
      </form>
    </div>
  )
}
