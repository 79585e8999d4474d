import { useLocale } from 'next-intl'
import type { ReactNode } from 'react'

import { typography } from '@/lib/format/typography'

type Props = {
  eyebrow?: string | null
  title: string
  lead?: string | null
  children?: ReactNode
  className?: string
}

/** The opening of a page: a small eyebrow, the one <h1>, a lead paragraph and optional calls. */
export function PageHeader({ eyebrow, title, lead, children, className = '' }: Props) {
  const locale = useLocale()
  return (
    <header className={`mx-auto max-w-site px-5 pt-12 pb-10 sm:px-8 lg:pt-20 lg:pb-14 ${className}`}>
      {eyebrow ? (
        <p className="text-sm font-medium tracking-[0.14em] text-ink-muted uppercase">{typography(eyebrow, locale)}</p>
      ) : null}
      <h1 className="mt-4 max-w-4xl text-[2.5rem] leading-[1.05] font-medium sm:text-6xl">{typography(title, locale)}</h1>
      {lead ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-muted sm:text-xl">{typography(lead, locale)}</p> : null}
      {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div> : null}
    </header>
  )
}

type SectionProps = {
  id?: string
  title?: string
  /** A short line under the title. */
  intro?: string | null
  children: ReactNode
  className?: string
  /** `paper` (default), `white` or `dark` (ink). */
  tone?: 'paper' | 'white' | 'dark'
}

const tones = {
  paper: '',
  white: 'bg-white',
  dark: 'surface-dark bg-ink text-paper',
} as const

/** A section of a page with its <h2>; the title also names the section for assistive technology. */
export function Section({ id, title, intro, children, className = '', tone = 'paper' }: SectionProps) {
  const locale = useLocale()
  const headingId = id ? `${id}-title` : undefined
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={tones[tone]}>
      <div className={`mx-auto max-w-site px-5 py-14 sm:px-8 lg:py-20 ${className}`}>
        {title ? (
          <h2 id={headingId} className="max-w-3xl text-3xl leading-tight font-medium sm:text-4xl">
            {typography(title, locale)}
          </h2>
        ) : null}
        {intro ? (
          <p className={`mt-4 max-w-2xl text-lg ${tone === 'dark' ? 'text-paper/80' : 'text-ink-muted'}`}>{typography(intro, locale)}</p>
        ) : null}
        <div className={title || intro ? 'mt-10' : ''}>{children}</div>
      </div>
    </section>
  )
}
