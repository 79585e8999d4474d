import { absoluteUrl } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/cms/env'
import type { SiteSettings } from '@/lib/site/queries'

import { DEFAULT_OG_IMAGE } from './metadata'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

/**
 * JSON-LD for home and contact: the company (Organization) and the house (a CoworkingSpace
 * place with address, geo and opening hours), both from the site settings.
 */
export function organizationAndPlace(settings: SiteSettings, locale: Locale): Record<string, unknown> {
  const base = siteUrl()
  const orgId = `${base}/#organization`
  const address = {
    '@type': 'PostalAddress',
    streetAddress: settings.address.street,
    postalCode: settings.address.postalCode,
    addressLocality: settings.address.city,
    addressCountry: 'CZ',
  }
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': orgId,
        name: settings.company.name || settings.brandName,
        alternateName: settings.brandName,
        url: absoluteUrl(locale, '/'),
        logo: `${base}/favicon.svg`,
        email: settings.contact.email || undefined,
        telephone: settings.contact.phone ?? undefined,
        address,
        taxID: settings.company.dic ?? undefined,
        sameAs: settings.social.map((s) => s.url),
      },
      {
        '@type': 'CoworkingSpace',
        '@id': `${base}/#place`,
        name: settings.brandName,
        description: settings.tagline ?? undefined,
        url: absoluteUrl(locale, '/'),
        image: `${base}${DEFAULT_OG_IMAGE.url}`,
        telephone: settings.contact.phone ?? undefined,
        email: settings.contact.email || undefined,
        address,
        ...(settings.address.latitude != null && settings.address.longitude != null
          ? {
              geo: {
                '@type': 'GeoCoordinates',
                latitude: settings.address.latitude,
                longitude: settings.address.longitude,
              },
            }
          : {}),
        // The weekday hours as the settings write them ("8:00–20:00"); weekends are by appointment.
        openingHoursSpecification: settings.openingHours
          .map((h) => /(\d{1,2}:\d{2})\s*[–-]\s*(\d{1,2}:\d{2})/.exec(h.hours))
          .filter((m): m is RegExpExecArray => m !== null)
          .slice(0, 1)
          .map((m) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: DAYS,
            opens: m[1].padStart(5, '0'),
            closes: m[2].padStart(5, '0'),
          })),
        parentOrganization: { '@id': orgId },
      },
    ],
  }
}
