'use client'

import { useRef, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'

import { Field, inputClasses } from '@/components/forms/Field'
import { ConsentCheckbox, FormMachinery, FormMessage, SubmitButton, useForm } from '@/components/forms/FormMachinery.client'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import { initialFormState } from '@/lib/forms/formState'
import { LIMITS } from '@/lib/forms/limits'
import { sendSpaceEnquiry } from '@/lib/spaces/enquiryActions'
import { type EnquiryFormState, QUOTE_FIELDS, QUOTE_PATH } from '@/lib/spaces/enquiryFormState'
import type { QuoteLine } from '@/lib/spaces/enquiryLines'
import type { QuoteView } from '@/lib/spaces/enquiryView'

export type EnquiryFormClientProps = {
  formStartedAt: string
  locale: Locale
  spaceId: number
  /** The hints and choices that carry the space's figures, rendered on the server. */
  texts: { slots: string; guests: string; production: string; layouts: { value: string; label: string }[] }
  maxGuests: number
  /** Today in Prague when the page was rendered: the first day the date field offers. */
  today: string
  /** The quote box before anything is typed. */
  initialView: QuoteView
  id?: string
}

const initial: EnquiryFormState = initialFormState
const FIELD_ORDER = ['date', 'when', 'start', 'end', 'guests', 'layout', 'name', 'company', 'email', 'phone', 'note', 'consent']
/** How long typing pauses before the quote is asked for. */
const QUOTE_DELAY_MS = 150

/**
 * The event space's enquiry form with its live, indicative quote. The quote is the server's: while
 * the visitor types, the booking fields go to GET /api/enquiry-quote, which runs the function the
 * server runs again on submit (src/lib/spaces/enquiryQuote.ts) and answers the box's lines in the
 * visitor's language; the form only shows them. Without JavaScript the box comes with the page
 * after the post. The answer to the latest question wins; a failed one leaves the box as it was.
 */
export function EnquiryFormClient({ formStartedAt, locale, spaceId, texts, maxGuests, today, initialView, id = 'enquiry-form' }: EnquiryFormClientProps) {
  const { state, formAction, onSubmit, form, t, values, error, firstInvalid: first } = useForm(sendSpaceEnquiry, initial, id)
  const [live, setLive] = useState<QuoteView | null>(null)
  const asked = useRef({ timer: undefined as ReturnType<typeof setTimeout> | undefined, latest: 0 })
  const view = live ?? state.view ?? initialView
  const q = useTranslations('spaceEnquiry')

  const askForQuote = (element: HTMLFormElement) => {
    const data = new FormData(element)
    const query = new URLSearchParams({ space: String(spaceId), locale })
    for (const name of QUOTE_FIELDS) query.set(name, String(data.get(name) ?? ''))
    clearTimeout(asked.current.timer)
    asked.current.timer = setTimeout(async () => {
      const question = ++asked.current.latest
      try {
        const response = await fetch(`${QUOTE_PATH}?${query}`)
        const answer = response.ok ? ((await response.json()) as QuoteView) : null
        if (answer && question === asked.current.latest) setLive(answer)
      } catch {
        // Offline for a moment: the box keeps what it showed; the server checks again on submit.
      }
    }, QUOTE_DELAY_MS)
  }

  if (state.status === 'done' && state.view) {
    return (
      <div role="status" className={GRID}>
        <div className="flex flex-col gap-4">
          <p aria-hidden="true" className="h-1 w-16 rounded-full bg-moss" />
          <h3 id={`${id}-done`} tabIndex={-1} autoFocus ref={(heading) => heading?.focus()} className="text-3xl">
            {q('done.title')}
          </h3>
          <p className="text-lg font-medium">{state.summary}</p>
          <p className="text-lg text-ink-muted">{q('done.text')}</p>
        </div>
        <QuotePanel id={id} t={q} body={<QuoteBody view={state.view} contact={null} />} />
      </div>
    )
  }

  // The caret goes to the first wrong field in the form's order (`when` is the date and times).
  const firstInvalid = first(FIELD_ORDER)
  const whenError = error('when')
  const contactLink = (
    <Link href={{ pathname: '/contact', hash: 'contact-form' }} className="font-medium underline underline-offset-2">
      {q('quote.contact')}
    </Link>
  )
  /** One labelled input (or textarea, or select) with its hint and error. */
  const input = (name: 'date' | 'start' | 'end' | 'guests' | 'layout' | 'name' | 'company' | 'email' | 'phone' | 'note', props: Record<string, unknown>, hint?: string, children?: ReactNode) => {
    const Tag = (props.rows ? 'textarea' : children ? 'select' : 'input') as 'input'
    return (
      <Field id={`${id}-${name}`} label={q(`fields.${name}`)} error={error(name)} hint={hint} optionalLabel={props.required ? undefined : t('forms.optional')}>
        {(aria) => (
          <Tag
            {...aria}
            {...props}
            {...(name === 'date' && whenError ? { 'aria-invalid': true } : {})}
            name={name}
            defaultValue={values[name] ?? (children ? '' : undefined)}
            autoFocus={firstInvalid === name || (name === 'date' && firstInvalid === 'when')}
            className={inputClasses}
          >
            {children}
          </Tag>
        )}
      </Field>
    )
  }
  const yesNo = (name: 'catering' | 'production', hint: string) => (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={`${id}-${name}-hint`}>
      <legend className="text-sm font-medium text-ink">{q(`fields.${name}`)}</legend>
      <div className="mt-1.5 flex gap-6">
        {(['no', 'yes'] as const).map((answer) => (
          <label key={answer} className="flex items-center gap-2 text-ink">
            <input type="radio" name={name} value={answer} defaultChecked={(values[name] ?? 'no') === answer} className="size-4 accent-ink" />
            {q(answer)}
          </label>
        ))}
      </div>
      <p id={`${id}-${name}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
    </fieldset>
  )
  const legend = (key: 'when' | 'event' | 'contact') => <legend className="mb-4 text-xl font-medium">{q(`legends.${key}`)}</legend>

  return (
    <form
      ref={(element) => {
        form.current = element
        // Hydrated: the end-to-end tests wait for this mark before they type.
        element?.setAttribute('data-enhanced', '')
      }}
      action={formAction}
      onSubmit={onSubmit}
      onChange={(event) => askForQuote(event.currentTarget)}
      noValidate
      className={GRID}
      aria-labelledby={`${id}-title`}
    >
      <div className="flex flex-col gap-8 lg:col-start-1">
        <FormMachinery formStartedAt={formStartedAt} locale={locale} form="spaceEnquiry" />
        <input type="hidden" name="space" value={spaceId} />
        <FormMessage state={state} />
        <fieldset className="flex flex-col gap-5" aria-describedby={`${id}-when-hint${whenError ? ` ${id}-when-error` : ''}`}>
          {legend('when')}
          <p id={`${id}-when-hint`} className="-mt-2 text-sm text-ink-muted">
            {texts.slots}
          </p>
          <div className="grid gap-5 sm:grid-cols-3">
            {input('date', { type: 'date', required: true, min: today })}
            {input('start', { type: 'time', step: 900, required: true })}
            {input('end', { type: 'time', step: 900, required: true })}
          </div>
          {whenError ? (
            <p id={`${id}-when-error`} className="text-sm font-medium text-signal">
              {whenError} {contactLink}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="grid gap-5 sm:grid-cols-2">
          {legend('event')}
          {input('guests', { type: 'number', inputMode: 'numeric', min: 1, max: maxGuests, required: true }, texts.guests)}
          {input(
            'layout',
            { required: true },
            undefined,
            <>
              <option value="" disabled>
                {q('layoutPlaceholder')}
              </option>
              {texts.layouts.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </>,
          )}
          {yesNo('catering', q('cateringHint'))}
          {yesNo('production', texts.production)}
        </fieldset>
      </div>

      {/* After the booking on small screens (the price before the contact details), beside the form on large ones. */}
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="lg:sticky lg:top-[calc(var(--nav-h)+1.5rem)]">
          <QuotePanel id={id} t={q} body={<QuoteBody view={view} contact={contactLink} />} live />
        </div>
      </div>

      <div className="flex flex-col gap-8 lg:col-start-1">
        <fieldset className="grid gap-5 sm:grid-cols-2">
          {legend('contact')}
          {input('name', { type: 'text', autoComplete: 'name', required: true, maxLength: LIMITS.fullName })}
          {input('company', { type: 'text', autoComplete: 'organization', maxLength: LIMITS.company })}
          {input('email', { type: 'email', autoComplete: 'email', required: true, maxLength: LIMITS.email })}
          {input('phone', { type: 'tel', autoComplete: 'tel', required: true, maxLength: LIMITS.phone }, q('phoneHint'))}
          <div className="sm:col-span-2">{input('note', { rows: 4, maxLength: LIMITS.longText, placeholder: q('notePlaceholder') })}</div>
          <div className="sm:col-span-2">
            <ConsentCheckbox id={`${id}-consent`} checked={values.consent === 'on'} error={error('consent')} autoFocus={firstInvalid === 'consent'} />
          </div>
        </fieldset>
        <div>
          <SubmitButton label={q('submit')} />
        </div>
      </div>
    </form>
  )
}

const GRID = 'grid gap-x-12 gap-y-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]'

/** The quote's box: the lines, or why there is no price (live, announced as it changes). */
function QuotePanel({ id, t, body, live }: { id: string; t: (key: 'quote.title' | 'quote.note') => string; body: ReactNode; live?: boolean }) {
  return (
    <section aria-labelledby={`${id}-quote-title`} className="rounded-lg border border-line bg-white p-6 sm:p-8 lg:self-start">
      <h3 id={`${id}-quote-title`} className="text-sm font-medium tracking-[0.12em] text-ink-muted uppercase">
        {t('quote.title')}
      </h3>
      <div aria-live={live ? 'polite' : undefined} data-testid="enquiry-quote" className="mt-4">
        {body}
      </div>
      <p className="mt-5 text-sm text-ink-muted">{t('quote.note')}</p>
    </section>
  )
}

/** The box's content: the price's lines, or the sentence why there is none (with a contact when it helps). */
function QuoteBody({ view, contact }: { view: QuoteView; contact: ReactNode }) {
  if ('lines' in view) return <QuoteList lines={view.lines} />
  return (
    <p className={view.issue ? '' : 'text-ink-muted'}>
      {view.text} {view.contact ? contact : null}
    </p>
  )
}

function QuoteList({ lines }: { lines: QuoteLine[] }) {
  return (
    <dl className="divide-y divide-line border-y border-line">
      {lines.map((line) => (
        <div key={line.key} data-line={line.key} className={`flex items-baseline justify-between gap-4 py-2.5 ${line.key === 'gross' ? 'text-lg' : ''}`}>
          <dt className={line.total ? 'font-medium' : 'text-ink-muted'}>{line.label}</dt>
          <dd className={`text-right whitespace-nowrap ${line.total ? 'font-semibold' : 'font-medium'}`}>{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}
