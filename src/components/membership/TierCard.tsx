import { getTranslations } from 'next-intl/server'

import { PriceTag } from '@/components/page/PriceTag'
import { ButtonLink } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { fillPriceTokens, formatCzk, formatPercent, type PriceTokens } from '@/lib/format/price'
import type { MembershipTier } from '@/lib/membership/queries'
import { Typo } from '@/components/page/Typo'

type Props = {
  tier: MembershipTier
  locale: Locale
  vatPercent: number
  /** Prices the tier's texts may name (`{credit:club}`), see `tierPriceTokens`. */
  prices?: PriceTokens
}

/** One membership tier: price excl. VAT with the VAT-inclusive figure, what it includes, its terms. */
export async function TierCard({ tier, locale, vatPercent, prices = {} }: Props) {
  const fill = (text: string) => fillPriceTokens(text, prices, locale)
  const t = await getTranslations({ locale, namespace: 'membership' })
  const tPrice = await getTranslations({ locale, namespace: 'price' })
  const headingId = `tier-${tier.key}`
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col rounded-lg border p-6 sm:p-8 ${
        tier.highlighted ? 'border-ink bg-white shadow-[0_1px_0_var(--color-ink)]' : 'border-line bg-white'
      }`}
    >
      <div className="flex items-start justify-between gap-4">
        <h3 id={headingId} className="text-2xl font-medium sm:text-3xl">
          {tier.name}
        </h3>
        {tier.highlighted ? (
          <span className="rounded-sm bg-oak px-2 py-1 text-xs font-medium tracking-wide text-paper uppercase">
            {t('popular')}
          </span>
        ) : null}
      </div>
      {tier.tagline ? <p className="mt-2 text-ink-muted"><Typo>{tier.tagline}</Typo></p> : null}
      <div className="mt-6 border-t border-line pt-6">
        {tier.price != null ? (
          <PriceTag
            locale={locale}
            amount={tier.price}
            period={tier.pricePeriod}
            from={tier.priceFrom}
            vatPercent={vatPercent}
          />
        ) : (
          <p className="font-display text-2xl">{t('onRequest')}</p>
        )}
        {tier.annualDiscountPercent && tier.annualMonthlyPrice != null ? (
          <p className="mt-3 text-sm">
            {t('annual', {
              discount: formatPercent(tier.annualDiscountPercent, locale),
              price: tPrice('per.month', { price: formatCzk(tier.annualMonthlyPrice, locale) }),
            })}
          </p>
        ) : null}
      </div>
      {tier.summary ? <p className="mt-6 leading-relaxed">
          <Typo>{fill(tier.summary)}</Typo>
        </p> : null}
      {tier.features.length > 0 ? (
        <>
          <h4 className="mt-6 text-sm font-medium tracking-[0.12em] text-ink-muted uppercase">{t('includes')}</h4>
          <ul className="mt-3 flex flex-col gap-2">
            {tier.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-1 size-4 shrink-0 text-moss">
                  <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
                <span>
                  <Typo>{fill(feature)}</Typo>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {tier.notes ? <p className="mt-6 text-sm text-ink-muted">{fill(tier.notes)}</p> : null}
      <div className="mt-auto pt-8">
        {tier.key === 'day-pass' ? (
          <p className="text-sm font-medium">{t('dayPassCta')}</p>
        ) : (
          <ButtonLink
            href={{ pathname: '/contact', hash: 'contact-form' }}
            variant={tier.highlighted ? 'primary' : 'secondary'}
            className="w-full sm:w-auto"
          >
            {t('cta', { name: tier.name })}
          </ButtonLink>
        )}
      </div>
    </article>
  )
}
