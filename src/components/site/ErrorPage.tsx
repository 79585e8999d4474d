import type { CSSProperties, ReactNode } from 'react'

import { Banner } from '@/components/ui/Banner'

import { NavbarMode } from './NavbarMode'

/** Six "Error" labels fall over 0.7 s with these delays (spec section 9). */
export const ERROR_LABEL_DELAYS_S = [0.5, 1.1, 1.4, 1.7, 1.9, 2.1] as const
/** Each label's tilt and, from 640 px, how far it rests above the floor. */
const LABEL_POSES = [
  { lift: '1.5rem', rotate: '-8deg' },
  { lift: '0.25rem', rotate: '6deg' },
  { lift: '2.25rem', rotate: '-3deg' },
  { lift: '0.5rem', rotate: '11deg' },
  { lift: '1.75rem', rotate: '-12deg' },
  { lift: '0.25rem', rotate: '4deg' },
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
      {/* One cell per label (three per row below 640 px, six above) so they never pile up or leave the screen. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 mx-auto grid max-w-site grid-cols-3 items-end justify-items-center gap-x-2 gap-y-6 px-3 pb-5 sm:grid-cols-6 sm:px-8 sm:pb-3"
      >
        {ERROR_LABEL_DELAYS_S.map((delay, i) => (
          <span
            key={delay}
            data-error-label=""
            className="error-label rounded-sm border border-ink bg-white px-3 py-1.5 font-display text-xl font-semibold text-ink shadow-[4px_4px_0_var(--color-ink)] sm:px-4 sm:py-2 sm:text-2xl lg:text-3xl"
            style={
              {
                '--label-lift': LABEL_POSES[i].lift,
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
