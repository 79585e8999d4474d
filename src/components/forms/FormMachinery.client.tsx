'use client'

import { useActionState, useEffect, useRef, useState, useTransition, type FormEvent, type RefObject } from 'react'
import { useFormStatus } from 'react-dom'
import { unstable_rethrow } from 'next/navigation'
import { useTranslations } from 'next-intl'

import { buttonClasses, type ButtonVariant } from '@/components/ui/Button'
import type { MessageKey } from '@/i18n/messageKeys'
import { Link } from '@/i18n/link'
import { FORM_NAME_FIELD, FORM_PERMALINK_PARAM, type FormState, HONEYPOT_FIELD, refusalFromError, retryMinutes, STARTED_FIELD } from '@/lib/forms/formState'
import { cut, LIMITS } from '@/lib/forms/limits'

import { Checkbox } from './Field'

/**
 * The hidden parts every public form posts: the honeypot, the signed start time, the locale, the
 * form's name (its rate limits, read by the proxy) and the tracking context (`from` query
 * parameter, referring page; filled in once JavaScript runs, the server falls back to the Referer
 * header without it).
 */
export function FormMachinery({ formStartedAt, locale, from, form }: { formStartedAt: string; locale: string; from?: string; form?: string }) {
  const t = useTranslations('forms')
  const [context, setContext] = useState({ from: from ?? '', referrer: '' })
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    // Reads the page's own URL once it is in the browser (not known while rendering on the server).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContext((c) => ({ from: cut(c.from || (params.get('from') ?? ''), LIMITS.short), referrer: cut(document.referrer, LIMITS.url) }))
  }, [])
  return (
    <>
      <input type="hidden" name={STARTED_FIELD} value={formStartedAt} />
      <input type="hidden" name="locale" value={locale} />
      {form ? <input type="hidden" name={FORM_NAME_FIELD} value={form} /> : null}
      <input type="hidden" name="from" value={context.from} />
      <input type="hidden" name="referrer" value={context.referrer} />
      {/* Hidden from people, on screen and in the accessibility tree; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t('honeypot')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  )
}

/**
 * The `permalink` of a form's useActionState: `?form=<id>`. Without one React renders the form as
 * `<form action="">` (an empty URL: invalid HTML); with it, `action="?form=<id>"`, the page's own
 * path, so a post without JavaScript still reaches the page's server action. Not a fragment
 * (`#<id>`): browsers keep a fragment across the redirect that follows a successful post
 * (`/contact-form-confirm#contact-request`). The id keeps the form's state its own: React matches
 * the returned state to the form by permalink, and two forms of one action may share a page (the
 * footer's newsletter and an article's). Without JavaScript a page's own query (a blog filter)
 * is not kept on a refused post; with JavaScript the permalink plays no part.
 */
export function formPermalink(id: string): string {
  return `?${new URLSearchParams({ [FORM_PERMALINK_PARAM]: id })}`
}

/**
 * A form's server action, with and without JavaScript (the state part of `useForm`).
 *
 * Without JavaScript the form posts to the action through `useActionState` (`formAction`), and the
 * page comes back with the action's state. With JavaScript `onSubmit` calls the action itself, so
 * that a failed call becomes a message in the form instead of an error page: the proxy answers a
 * flood with 429 and an oversized post with 413 before the action runs (src/lib/forms/gate.ts),
 * which Next.js reports as a rejected call. Redirects (success) pass through to Next.js.
 */
function useFormAction<S extends FormState>(serverAction: (previous: S, data: FormData) => Promise<S>, initial: S, formId: string) {
  const [serverState, formAction] = useActionState<S, FormData>(
    serverAction as (state: Awaited<S>, data: FormData) => Promise<S>,
    initial as Awaited<S>,
    formPermalink(formId),
  )
  const [enhanced, setEnhanced] = useState<S | null>(null)
  const [, startTransition] = useTransition()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Prevented here, React does not run `formAction`; the transition below keeps useFormStatus pending.
    event.preventDefault()
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)
    startTransition(async () => {
      let next: S
      try {
        next = await serverAction(initial, data)
      } catch (error) {
        unstable_rethrow(error)
        next = refusalFromError(error) as S
      }
      startTransition(() => setEnhanced(next))
    })
  }
  return { state: (enhanced ?? serverState) as S, formAction, onSubmit }
}

/**
 * The one hook of every public form (contact, newsletter, event registration, event space
 * enquiry): what a form needs around its action: its state (useFormAction), the form element, with the focus moved to the first
 * error after each answer, the values to render the fields with, and each field's first error in
 * the visitor's language. `firstInvalid` takes the fields in the form's order (default: as the
 * server listed them), for the field that gets the caret without JavaScript (`autoFocus`).
 */
export function useForm<S extends FormState>(serverAction: (previous: S, data: FormData) => Promise<S>, initial: S, formId: string) {
  const { state, formAction, onSubmit } = useFormAction(serverAction, initial, formId)
  const t = useTranslations()
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstError(form, state)
  const errors = state.fieldErrors ?? {}
  return {
    state,
    formAction,
    onSubmit,
    form,
    t,
    values: state.values ?? {},
    error: (name: string) => (errors[name]?.[0] ? t(errors[name][0] as MessageKey) : undefined),
    firstInvalid: (order?: readonly string[]) => (order ? order.find((name) => errors[name]?.length) : Object.keys(errors)[0]),
  }
}

/** Moves the focus to the first invalid field (or the form's message) after each answer. */
function useFocusFirstError(form: RefObject<HTMLFormElement | null>, state: FormState) {
  useEffect(() => {
    if (state.status === 'idle' || state.status === 'done') return
    const target =
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current?.querySelector<HTMLElement>('[data-form-message]')
    target?.focus()
  }, [form, state])
}

/** The message of the whole form (refusal, failure, notice), announced when it appears. */
export function FormMessage({ state }: { state: FormState }) {
  const t = useTranslations()
  if (!state.formError && !state.notice) return null
  const text = state.notice
    ? t(state.notice as MessageKey)
    : state.formError === 'forms.rateLimited'
      ? t('forms.rateLimited', { minutes: retryMinutes(state.retryAfterSec) })
      : t(state.formError as MessageKey)
  return (
    <p
      data-form-message=""
      tabIndex={-1}
      role={state.notice ? 'status' : 'alert'}
      className={`rounded-md px-4 py-3 text-sm font-medium ${state.notice ? 'bg-moss/10 text-moss' : 'bg-signal/10 text-signal'}`}
    >
      {text}
    </p>
  )
}

export function SubmitButton({ label, variant, className = '' }: { label: string; variant?: ButtonVariant; className?: string }) {
  const { pending } = useFormStatus()
  const t = useTranslations('forms')
  return (
    <button type="submit" disabled={pending} aria-disabled={pending} className={buttonClasses({ variant, className })}>
      {pending ? t('sending') : label}
    </button>
  )
}

/** The required agreement to the privacy policy (contact, enquiry), linking to the policy page. */
export function ConsentCheckbox({ id, checked, error, autoFocus }: { id: string; checked: boolean; error?: string; autoFocus: boolean }) {
  const t = useTranslations('forms')
  return (
    <Checkbox
      id={id}
      name="consent"
      required
      defaultChecked={checked}
      error={error}
      autoFocus={autoFocus}
      label={t.rich('consentPersonalData', {
        link: (chunks) => (
          <Link href="/privacy" className="underline underline-offset-2">
            {chunks}
          </Link>
        ),
      })}
    />
  )
}
