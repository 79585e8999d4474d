import type { Locale } from '@/i18n/locales'
import type { EventDetail } from '@/lib/events/queries'
import type { RegistrationState } from '@/lib/events/status'
import { siteUrl } from '@/cms/env'

const SCHEMA = 'https://schema.org/'

/**
 * The schema.org Event of a detail page. The offer's availability follows the real state: seats
 * free → InStock (LimitedAvailability when few are left), full → SoldOut, registration closed or
 * over → Discontinued.
 */
export function eventJsonLd(
  event: EventDetail,
  { url, locale, seatsLeft, state }: { url: string; locale: Locale; seatsLeft: number | null; state: RegistrationState },
): Record<string, unknown> {
  const availability =
    state === 'full' ? 'SoldOut' : state === 'open' ? (seatsLeft !== null && seatsLeft <= 5 ? 'LimitedAvailability' : 'InStock') : 'Discontinued'
  const place = event.place
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.excerpt ?? undefined,
    startDate: event.startsAt,
    endDate: event.endsAt ?? undefined,
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    inLanguage: locale,
    url,
    image: event.cover ? [new URL(event.cover.url, siteUrl()).toString()] : undefined,
    location: {
      '@type': 'Place',
      name: [place.spaceName, place.text].filter(Boolean).join(', ') || 'HUB 1909',
      address: { '@type': 'PostalAddress', addressLocality: 'Praha', addressCountry: 'CZ' },
    },
    isAccessibleForFree: event.tags.includes('public') || undefined,
    ...(event.capacity != null ? { maximumAttendeeCapacity: event.capacity, remainingAttendeeCapacity: seatsLeft ?? undefined } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'CZK',
      availability: `${SCHEMA}${availability}`,
    },
    organizer: { '@type': 'Organization', name: 'HUB 1909', url: siteUrl() },
  }
}
