import type { ReactNode } from 'react'

/**
 * Form field primitives shared by every public form (contact, newsletter, event registration).
 * The error sits next to the field, is announced through `aria-describedby` and marks the field
 * `aria-invalid`; `autoFocus` puts the caret in the first invalid field after a re-render without
 * JavaScript (with it, `useFocusFirstError` does the same).
 */
export const inputClasses =
  'block w-full rounded-md border border-line bg-white px-3.5 py-2.5 text-ink placeholder:text-ink-muted ' +
  'focus-visible:border-ink aria-[invalid=true]:border-signal'

type FieldProps = {
  id: string
  label: ReactNode
  error?: string
  hint?: string
  optionalLabel?: string
  className?: string
  children: (aria: {
    id: string
    'aria-invalid': boolean
    'aria-describedby'?: string
  }) => ReactNode
}

export function Field({ id, label, error, hint, optionalLabel, className = '', children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {optionalLabel ? <span className="ml-1 font-normal text-ink-muted">({optionalLabel})</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-signal">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type CheckboxProps = {
  id: string
  name: string
  label: ReactNode
  error?: string
  defaultChecked?: boolean
  required?: boolean
  autoFocus?: boolean
}

export function Checkbox({ id, name, label, error, defaultChecked, required, autoFocus }: CheckboxProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          required={required}
          autoFocus={autoFocus}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-4 shrink-0 accent-ink"
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-signal">
          {error}
        </p>
      ) : null}
    </div>
  )
}
