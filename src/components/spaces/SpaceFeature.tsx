import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteImage } from '@/components/page/SiteImage'
import type { Locale } from '@/i18n/locales'
import type { SpaceSummary } from '@/lib/spaces/queries'
import { Typo } from '@/components/page/Typo'

type Props = {
  space: SpaceSummary & { facts?: { label: string; value: string }[] }
  locale: Locale
  children?: ReactNode
  /** Image on the right (alternating rows). */
  reverse?: boolean
}

/** A space without a booking page of its own (coworking, private offices, cafe): picture and facts. */
export async function SpaceFeature({ space, locale, children, reverse = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'spaces' })
  return (
    <article className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14">
      <div className={`overflow-hidden rounded-lg bg-white ${reverse ? 'lg:order-last' : ''}`}>
        {space.cover ? (
          <SiteImage image={space.cover} sizes="(min-width: 1024px) 620px, 100vw" className="aspect-[4/3] w-full" />
        ) : null}
      </div>
      <div>
        <h3 className="text-3xl font-medium">{space.name}</h3>
        {space.tagline ? <p className="mt-2 text-lg text-oak"><Typo>{space.tagline}</Typo></p> : null}
        {space.summary ? <p className="mt-5 leading-relaxed"><Typo>{space.summary}</Typo></p> : null}
        {(space.facts?.length ?? 0) > 0 || space.maxCapacity != null ? (
          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 border-t border-line pt-5">
            {space.maxCapacity != null ? (
              <div>
                <dt className="text-sm text-ink-muted">{t('capacity')}</dt>
                <dd className="font-medium">{t('upTo', { people: space.maxCapacity })}</dd>
              </div>
            ) : null}
            {space.facts?.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm text-ink-muted"><Typo>{fact.label}</Typo></dt>
                <dd className="font-medium"><Typo>{fact.value}</Typo></dd>
              </div>
            ))}
          </dl>
        ) : null}
        {children ? <div className="mt-7 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
      </div>
    </article>
  )
}
