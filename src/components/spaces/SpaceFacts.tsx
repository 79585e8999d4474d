import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PriceTag } from '@/components/page/PriceTag'
import type { Locale } from '@/i18n/locales'
import { formatPercent } from '@/lib/format/price'
import type { SpaceDetail } from '@/lib/spaces/queries'
import { Typo } from '@/components/page/Typo'

type Props = { space: SpaceDetail; locale: Locale; vatPercent: number; children?: ReactNode }

/** The facts box of a space: price from per hour, capacity by layout, area, rental slots, fees. */
export async function SpaceFacts({ space, locale, vatPercent, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'spaces' })
  return (
    <aside aria-labelledby="space-facts-title" className="rounded-lg border border-line bg-white p-6 sm:p-8">
      <h2 id="space-facts-title" className="sr-only">
        {t('detail.factsTitle')}
      </h2>
      {space.priceFromPerHour != null ? (
        <PriceTag locale={locale} amount={space.priceFromPerHour} period="hour" from vatPercent={vatPercent} />
      ) : null}
      {space.priceNote ? <p className="mt-3 text-sm text-ink-muted">{space.priceNote}</p> : null}
      {space.capacities.length > 0 ? (
        <>
          <h3 className="mt-7 text-sm font-medium tracking-[0.12em] text-ink-muted uppercase">{t('detail.capacity')}</h3>
          <dl className="mt-3 divide-y divide-line border-y border-line" data-testid="space-capacities">
            {space.capacities.map((c) => (
              <div key={c.layout} className="flex items-baseline justify-between gap-4 py-2.5">
                <dt>{t(`layouts.${c.layout}`)}</dt>
                <dd className="font-medium">{t('people', { people: c.people })}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <dl className="mt-5 flex flex-col gap-3 text-[0.95rem]">
        {space.areaSqm != null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('detail.area')}</dt>
            <dd className="font-medium">{t('detail.sqm', { area: space.areaSqm })}</dd>
          </div>
        ) : null}
        {space.timeSlots.length > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('detail.slots')}</dt>
            <dd className="text-right font-medium">
              {space.timeSlots.map((slot) => (
                <span key={`${slot.days}${slot.from}`} className="block">
                  {t('detail.slot', { days: slot.days, from: slot.from, to: slot.to })}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {space.productionFeePercent != null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('detail.production')}</dt>
            <dd className="text-right font-medium">
              {t('detail.productionValue', { percent: formatPercent(space.productionFeePercent, locale) })}
            </dd>
          </div>
        ) : null}
        {space.facts.map((fact) => (
          <div key={fact.label} className="flex justify-between gap-4">
            <dt className="text-ink-muted"><Typo>{fact.label}</Typo></dt>
            <dd className="text-right font-medium"><Typo>{fact.value}</Typo></dd>
          </div>
        ))}
      </dl>
      {children ? <div className="mt-7 flex flex-col gap-3">{children}</div> : null}
    </aside>
  )
}
