import type { CSSProperties, ReactNode } from 'react'

import { Banner } from '@/components/ui/Banner'

import { NavbarMode } from './NavbarMode'

/** Six "Error" labels fall over 0.7 s with these delays (spec section 9). */
export const ERROR_LABEL_DELAYS_S = [0.5, 1.1, 1.4, 1.7, 1.9, 2.1] as const
const LABEL_POSES = [
  { left: '4%', bottom: '1.5rem', rotate: '-8deg' },
  { left: '19%', bottom: '0.25rem', rotate: '6deg' },
  { left: '37%', bottom: '2.25rem', rotate: '-3deg' },
  { left: '52%', bottom: '0.5rem', rotate: '11deg' },
  { left: '68%', bottom: '1.75rem', rotate: '-12deg' },
  { left: '82%', bottom: '0.25rem', rotate: '4deg' },
]

type Props = {
  status: number
  /** The word "Error" in the page's language. */
  label: string
  /** "Error 404": the banner's text. */
  bannerText: string
  /** Only 404 and 500 have a title and subtitle (spec section 2). */
  title?: string
  subtitle?: string
  /** E.g. "Page Not Found: /path". */
  detail?: ReactNode
  actions?: ReactNode
}

/**
 * The error page (spec sections 2 and 8, DESIGN.md): the banner "Error {status}" (width 250, delay
 * 1000 ms), for 404 and 500 a title, subtitle and ways on, and six falling "Error" labels as
 * decoration. No hooks: both server pages (404) and client error boundaries (500) render it.
 */
export function ErrorPage({ status, label, bannerText, title, subtitle, detail, actions }: Props) {
  return (
    <section
      data-error-status={status}
      className="relative isolate flex min-h-[calc(100svh-var(--nav-h))] flex-col overflow-hidden"
    >
      <NavbarMode mode="white" />
      <div className="mx-auto w-full max-w-site flex-1 px-5 pt-14 pb-48 sm:px-8 lg:pt-24">
        <Banner
          as={title ? 'p' : 'h1'}
          id={`error-banner-${status}`}
          text={bannerText}
          width={250}
          delay={1000}
          bgColor="var(--color-ink)"
          bgTextColor="var(--color-paper)"
          scale={0.16}
        />
        {title && (
          <h1 className="mt-8 max-w-3xl text-4xl leading-[1.08] font-medium sm:text-5xl lg:text-6xl">{title}</h1>
        )}
        {subtitle && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-muted">{subtitle}</p>}
        {detail && <p className="mt-4 font-mono text-sm break-all text-ink-muted">{detail}</p>}
        {actions && <div className="mt-10 flex flex-wrap gap-3">{actions}</div>}
      </div>
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-40">
        {ERROR_LABEL_DELAYS_S.map((delay, i) => (
          <span
            key={delay}
            data-error-label=""
            className="error-label absolute rounded-sm border border-ink bg-white px-4 py-2 font-display text-2xl font-semibold text-ink shadow-[4px_4px_0_var(--color-ink)] sm:text-3xl"
            style={
              {
                left: LABEL_POSES[i].left,
                bottom: LABEL_POSES[i].bottom,
                '--label-rotate': LABEL_POSES[i].rotate,
                '--label-delay': `${delay}s`,
              } as CSSProperties
            }
          >
            {label}
          </span>
        ))}
      </div>
    </section>
  )
}
