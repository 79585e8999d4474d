import { getTranslations } from 'next-intl/server'

import { SiteImage } from '@/components/page/SiteImage'
import type { Locale } from '@/i18n/locales'
import type { Partner } from '@/lib/projects/queries'

/** Partners' logos (or names), linked to their sites. */
export async function PartnerGrid({ partners, locale }: { partners: Partner[]; locale: Locale }) {
  const tSite = await getTranslations({ locale, namespace: 'site' })
  return (
    <ul className="grid grid-cols-2 overflow-hidden rounded-lg border-t border-l border-line bg-white sm:grid-cols-3 lg:grid-cols-4">
      {partners.map((partner) => {
        const inner = partner.logo ? (
          <SiteImage image={{ ...partner.logo, alt: partner.name }} sizes="200px" className="h-12 w-auto max-w-full object-contain" />
        ) : (
          <span className="font-display text-xl">{partner.name}</span>
        )
        return (
          <li key={partner.id} className="flex min-h-32 items-center justify-center border-r border-b border-line p-6">
            {partner.url ? (
              <a href={partner.url} target="_blank" rel="noopener noreferrer" className="flex items-center justify-center">
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
