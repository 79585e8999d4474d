'use client'

import { useActionState, type ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/Button'
import { formPermalink } from '@/components/forms/FormMachinery.client'
import { cancelRegistrationAction } from '@/lib/events/actions'

/**
 * The cancel link's confirmation: one button that spends the token. A form, so that it works
 * without JavaScript; through useActionState with a permalink so that React renders a real
 * `action` URL instead of `action=""` (see formPermalink). The action always redirects.
 */
export function CancelRegistrationForm({ token, locale, label, children }: { token: string; locale: string; label: string; children?: ReactNode }) {
  const [, formAction] = useActionState(cancelRegistrationAction, null, formPermalink('cancel-registration'))
  return (
    <form action={formAction} className="flex flex-wrap gap-3">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={buttonClasses()} data-testid="cancel-registration">
        {label}
      </button>
      {children}
    </form>
  )
}
