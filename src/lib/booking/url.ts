/**
 * The booking calendar's URL for one visitor: the configured calendar (Site settings, booking) with
 * the visitor's locale and UTM parameters. Only http(s) URLs are accepted.
 */
export type BookingKind = 'trialDay' | 'meeting' | 'appointment' | 'meetingRoom'

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

export function safeBookingUrl(raw: string | null | undefined): URL | null {
  if (!raw) return null
  try {
    const url = new URL(raw.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/**
 * `pageSearch` is the visitor's own query string: UTM parameters they arrived with are passed on,
 * otherwise the site's own (`website` / `booking-button` / the kind of booking).
 */
export function bookingUrl(
  raw: string,
  { locale, kind, pageSearch = '', embedDomain }: { locale: string; kind: BookingKind; pageSearch?: string; embedDomain?: string },
): string | null {
  const url = safeBookingUrl(raw)
  if (!url) return null
  const page = new URLSearchParams(pageSearch)
  const defaults: Record<(typeof UTM_KEYS)[number], string> = {
    utm_source: 'website',
    utm_medium: 'booking-button',
    utm_campaign: kind,
    utm_content: locale,
    utm_term: '',
  }
  for (const key of UTM_KEYS) {
    const value = (page.get(key) ?? defaults[key]).slice(0, 100)
    if (value && !url.searchParams.has(key)) url.searchParams.set(key, value)
  }
  if (!url.searchParams.has('locale')) url.searchParams.set('locale', locale)
  if (embedDomain) {
    url.searchParams.set('embed_domain', embedDomain)
    url.searchParams.set('embed_type', 'Inline')
  }
  return url.toString()
}

/** Calendly-style "a meeting was booked" message from the embedded calendar. */
export function isScheduledEvent(data: unknown): boolean {
  if (typeof data === 'string') {
    try {
      return isScheduledEvent(JSON.parse(data))
    } catch {
      return false
    }
  }
  return Boolean(data && typeof data === 'object' && (data as { event?: unknown }).event === 'calendly.event_scheduled')
}
