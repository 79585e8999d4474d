import { getTranslations } from 'next-intl/server'

import { SiteImage } from '@/components/page/SiteImage'
import type { Locale } from '@/i18n/locales'
import type { Partner } from '@/lib/projects/queries'

/**
 * Partners' logos (or names), linked to their sites: a logo wall of equal tiles in centred rows, so
 * any count stays balanced (a last row of one sits in the middle, not alone at the left). Every logo
 * is drawn in a box of the same height, whatever its proportions.
 */
export async function PartnerGrid({ partners, locale }: { partners: Partner[]; locale: Locale }) {
  const tSite = await getTranslations({ locale, namespace: 'site' })
  return (
    <ul className="flex flex-wrap justify-center gap-3 sm:gap-5" data-partner-wall>
      {partners.map((partner) => {
        const inner = partner.logo ? (
          <SiteImage
            image={{ ...partner.logo, alt: partner.name }}
            sizes="(min-width: 640px) 208px, 40vw"
            className="h-12 w-auto max-w-full object-contain! sm:h-16"
          />
        ) : (
          <span className="text-center font-display text-xl">{partner.name}</span>
        )
        return (
          <li
            key={partner.id}
            className="flex h-28 w-[calc(50%-0.375rem)] items-center justify-center rounded-lg border border-line bg-white px-4 sm:h-36 sm:w-64 sm:px-6"
          >
            {partner.url ? (
              <a
                href={partner.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex size-full items-center justify-center"
              >
                {inner}
                <span className="sr-only"> {tSite('newTab')}</span>
              </a>
            ) : (
              inner
            )}
          </li>
        )
      })}
    </ul>
  )
}
