'use client'

import { Link } from '@/i18n/link'
import { LIMITS } from '@/lib/forms/limits'
import { initialFormState } from '@/lib/forms/formState'
import { subscribeNewsletter } from '@/lib/newsletter/actions'

import { Field, inputClasses } from './Field'
import { FormMachinery, FormMessage, SubmitButton, useForm } from './FormMachinery.client'

export type NewsletterFormClientProps = {
  formStartedAt: string
  locale: string
  from?: string
  /** `dark` for a dark surface such as the footer. */
  tone?: 'light' | 'dark'
  /** Hide the heading when the surrounding section has its own. */
  showTitle?: boolean
  /** The form's heading (and accessible name) when it must differ from another newsletter form on the page. */
  title?: string
  id?: string
}

export function NewsletterFormClient({ formStartedAt, locale, from, tone = 'light', showTitle = true, title, id = 'newsletter' }: NewsletterFormClientProps) {
  const { state, formAction, onSubmit, form, t, values: v, error, firstInvalid: first } = useForm(subscribeNewsletter, initialFormState, id)
  const firstInvalid = first()
  const label = (name: 'name' | 'surname' | 'email') => t(`newsletterForm.fields.${name}`)
  const dark = tone === 'dark'

  return (
    <form
      ref={form}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={`relative flex flex-col gap-4 ${dark ? 'text-paper [&_[data-form-message]]:bg-paper [&_[id$=-error]]:text-[#ffb4ab]' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className={showTitle ? '' : 'sr-only'}>
        <h2 id={`${id}-title`} className="font-display text-xl">
          {title ?? t('newsletterForm.title')}
        </h2>
        <p className={`mt-1 text-sm ${dark ? 'text-paper-muted' : 'text-ink-muted'}`}>{t('newsletterForm.intro')}</p>
      </div>
      <FormMachinery formStartedAt={formStartedAt} locale={locale} from={from} form="newsletter" />
      <FormMessage state={state} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={<span className={dark ? 'text-paper' : ''}>{label('name')}</span>} error={error('name')}>
          {(aria) => (
            <input {...aria} name="name" type="text" autoComplete="given-name" required maxLength={LIMITS.name} defaultValue={v.name} autoFocus={firstInvalid === 'name'} className={inputClasses} />
          )}
        </Field>
        <Field id={`${id}-surname`} label={<span className={dark ? 'text-paper' : ''}>{label('surname')}</span>} error={error('surname')}>
          {(aria) => (
            <input {...aria} name="surname" type="text" autoComplete="family-name" required maxLength={LIMITS.name} defaultValue={v.surname} autoFocus={firstInvalid === 'surname'} className={inputClasses} />
          )}
        </Field>
      </div>
      <Field id={`${id}-email`} label={<span className={dark ? 'text-paper' : ''}>{label('email')}</span>} error={error('email')}>
        {(aria) => (
          <input {...aria} name="email" type="email" autoComplete="email" required maxLength={LIMITS.email} defaultValue={v.email} autoFocus={firstInvalid === 'email'} className={inputClasses} />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton label={t('newsletterForm.submit')} variant={dark ? 'inverse' : 'primary'} />
        <p id={`${id}-consent`} className={`text-xs ${dark ? 'text-paper-muted' : 'text-ink-muted'}`}>
          {t.rich('newsletterForm.consentNote', {
            link: (chunks) => (
              <Link href="/privacy" className="underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </form>
  )
}
