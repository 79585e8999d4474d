import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/ui/Button'

/**
 * The thank-you screen of a form: a heading, a sentence, the way home (inside the layout's <main>);
 * `breadcrumb` is the page's BreadcrumbList (JSON-LD).
 */
export function Confirmation({
  title,
  text,
  home,
  tone = 'success',
  breadcrumb,
}: {
  title: string
  text: string
  home: string
  tone?: 'success' | 'problem'
  breadcrumb?: ReactNode
}) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center gap-6 px-5 py-20 sm:px-8">
      <p aria-hidden="true" className={`h-1 w-16 rounded-full ${tone === 'success' ? 'bg-moss' : 'bg-signal'}`} />
      <h1 className="font-display text-4xl leading-tight sm:text-5xl">{title}</h1>
      <p className="text-lg text-ink-muted">{text}</p>
      <ButtonLink href="/" variant="secondary">
        {home}
      </ButtonLink>
      {breadcrumb}
    </div>
  )
}
