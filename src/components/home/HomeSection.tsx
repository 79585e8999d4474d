import type { ReactNode } from 'react'
import { Typo } from '@/components/page/Typo'

type Props = {
  id: string
  title: string
  text?: string | null
  /** A link beside the title ("All spaces"). */
  action?: ReactNode
  tone?: 'paper' | 'white' | 'dark'
  children: ReactNode
}

const tones = { paper: '', white: 'bg-white', dark: 'surface-dark bg-ink text-paper' } as const

/** One section of the home page: title and text with an optional link, then its content. */
export function HomeSection({ id, title, text, action, tone = 'paper', children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tones[tone]}>
      <div className="mx-auto max-w-site px-5 py-16 sm:px-8 lg:py-24">
        <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h2 id={`${id}-title`} className="max-w-3xl text-3xl leading-tight font-medium sm:text-5xl">
              <Typo>{title}</Typo>
            </h2>
            {text ? (
              <p className={`mt-4 max-w-2xl text-lg ${tone === 'dark' ? 'text-paper/80' : 'text-ink-muted'}`}>
                <Typo>{text}</Typo>
              </p>
            ) : null}
          </div>
          {action ? <div className="shrink-0">{action}</div> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}
