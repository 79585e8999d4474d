import { getTranslations } from 'next-intl/server'

import { SiteImage } from '@/components/page/SiteImage'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import { formatPercent, priceLabel } from '@/lib/format/price'
import type { SpaceSummary } from '@/lib/spaces/queries'
import { Typo } from '@/components/page/Typo'

type Props = { space: SpaceSummary; locale: Locale; vatPercent: number; headingLevel?: 'h2' | 'h3' }

/** A bookable space: picture, name, capacity and "from … per hour"; the whole card links to it. */
export async function SpaceCard({ space, locale, vatPercent, headingLevel: Heading = 'h3' }: Props) {
  const t = await getTranslations({ locale, namespace: 'spaces' })
  const tPrice = await getTranslations({ locale, namespace: 'price' })
  const price =
    space.priceFromPerHour != null
      ? priceLabel(tPrice, locale, space.priceFromPerHour, { period: 'hour', from: true, vatPercent })
      : null
  return (
    <article data-kind={space.kind} className="group relative flex flex-col overflow-hidden rounded-lg border border-line bg-white">
      <div className="aspect-[4/3] overflow-hidden bg-paper">
        {space.cover ? (
          <SiteImage
            image={space.cover}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="size-full transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-medium tracking-[0.12em] text-oak uppercase">{t(`kinds.${space.kind}`)}</p>
        <Heading className="mt-2 text-2xl font-medium">
          {space.hasDetailPage ? (
            <Link
              href={{ pathname: '/space/[id]', params: { id: space.slug } }}
              className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-ink"
            >
              {space.name}
            </Link>
          ) : (
            space.name
          )}
        </Heading>
        {space.tagline ? <p className="mt-2 text-ink-muted"><Typo>{space.tagline}</Typo></p> : null}
        <dl className="mt-auto flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-t border-line pt-4 text-sm [&:not(:first-child)]:mt-6">
          {space.maxCapacity != null ? (
            <div>
              <dt className="sr-only">{t('capacity')}</dt>
              <dd className="font-medium">{t('upTo', { people: space.maxCapacity })}</dd>
            </div>
          ) : null}
          {price ? (
            <div className="text-right">
              <dt className="sr-only">{t('price')}</dt>
              <dd className="font-medium">{price.main}</dd>
              <dd className="text-ink-muted">{tPrice('exclVat', { vat: formatPercent(vatPercent, locale) })}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  )
}
