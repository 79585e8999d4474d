'use client'

import { sendContactRequest } from '@/lib/contact/actions'
import { CONTACT_TOPICS } from '@/lib/contact/topics'
import { LIMITS } from '@/lib/forms/limits'
import { initialFormState } from '@/lib/forms/formState'

import { Checkbox, Field, inputClasses } from './Field'
import { ConsentCheckbox, FormMachinery, FormMessage, SubmitButton, useForm } from './FormMachinery.client'

export type ContactFormClientProps = {
  formStartedAt: string
  locale: string
  from?: string
  /** `single`: one "Name and surname" field instead of two. */
  nameMode?: 'split' | 'single'
  /** Preselected topic. */
  topic?: (typeof CONTACT_TOPICS)[number]
  id?: string
}

export function ContactFormClient({ formStartedAt, locale, from, nameMode = 'split', topic, id = 'contact-request' }: ContactFormClientProps) {
  const { state, formAction, onSubmit, form, t, values: v, error, firstInvalid: first } = useForm(sendContactRequest, initialFormState, id)
  const firstInvalid = first()
  const optional = t('forms.optional')
  const label = (name: 'fullName' | 'name' | 'surname' | 'email' | 'phone' | 'company' | 'topic' | 'expectations' | 'wantsContact') =>
    t(`contactForm.fields.${name}`)

  return (
    <form ref={form} action={formAction} onSubmit={onSubmit} noValidate className="relative flex flex-col gap-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-2xl">
        {t('contactForm.title')}
      </h2>
      <FormMachinery formStartedAt={formStartedAt} locale={locale} from={from} form="contact" />
      <FormMessage state={state} />

      {nameMode === 'single' ? (
        <Field id={`${id}-fullName`} label={label('fullName')} error={error('fullName')}>
          {(aria) => (
            <input {...aria} name="fullName" type="text" autoComplete="name" required maxLength={LIMITS.fullName} defaultValue={v.fullName} autoFocus={firstInvalid === 'fullName'} className={inputClasses} />
          )}
        </Field>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-name`} label={label('name')} error={error('name')}>
            {(aria) => (
              <input {...aria} name="name" type="text" autoComplete="given-name" required maxLength={LIMITS.name} defaultValue={v.name} autoFocus={firstInvalid === 'name'} className={inputClasses} />
            )}
          </Field>
          <Field id={`${id}-surname`} label={label('surname')} error={error('surname')}>
            {(aria) => (
              <input {...aria} name="surname" type="text" autoComplete="family-name" required maxLength={LIMITS.name} defaultValue={v.surname} autoFocus={firstInvalid === 'surname'} className={inputClasses} />
            )}
          </Field>
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-email`} label={label('email')} error={error('email')}>
          {(aria) => (
            <input {...aria} name="email" type="email" autoComplete="email" required maxLength={LIMITS.email} defaultValue={v.email} autoFocus={firstInvalid === 'email'} className={inputClasses} />
          )}
        </Field>
        <Field id={`${id}-phone`} label={label('phone')} error={error('phone')} hint={t('contactForm.phoneHint')} optionalLabel={optional}>
          {(aria) => (
            <input {...aria} name="phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} defaultValue={v.phone} autoFocus={firstInvalid === 'phone'} className={inputClasses} />
          )}
        </Field>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-topic`} label={label('topic')} error={error('topic')}>
          {(aria) => (
            <select {...aria} name="topic" required defaultValue={v.topic ?? topic ?? ''} autoFocus={firstInvalid === 'topic'} className={inputClasses}>
              <option value="" disabled>
                {t('contactForm.topicPlaceholder')}
              </option>
              {CONTACT_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`contactForm.topics.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-company`} label={label('company')} error={error('company')} optionalLabel={optional}>
          {(aria) => (
            <input {...aria} name="company" type="text" autoComplete="organization" maxLength={LIMITS.company} defaultValue={v.company} autoFocus={firstInvalid === 'company'} className={inputClasses} />
          )}
        </Field>
      </div>

      {/* Asked only about membership: shown while the topic is membership (globals.css, without JavaScript too). */}
      <div data-topic-only="membership">
        <Field id={`${id}-expectations`} label={label('expectations')} error={error('expectations')} optionalLabel={optional}>
          {(aria) => (
            <textarea {...aria} name="expectations" rows={5} maxLength={LIMITS.longText} defaultValue={v.expectations} autoFocus={firstInvalid === 'expectations'} className={inputClasses} />
          )}
        </Field>
      </div>

      <Checkbox id={`${id}-wantsContact`} name="wantsContact" label={label('wantsContact')} defaultChecked={v.wantsContact === 'on'} />
      <ConsentCheckbox id={`${id}-consent`} checked={v.consent === 'on'} error={error('consent')} autoFocus={firstInvalid === 'consent'} />

      <div>
        <SubmitButton label={t('contactForm.submit')} />
      </div>
    </form>
  )
}
