import { describe, expect, it } from 'vitest'

import { bookingUrl, isScheduledEvent, safeBookingUrl } from '@/lib/booking/url'

describe('booking calendar URL', () => {
  it('adds the locale and the site UTM parameters, or passes on the visitor’s own', () => {
    const own = new URL(bookingUrl('https://calendly.com/hub1909/trial-day', { locale: 'en', kind: 'trialDay' })!)
    expect(Object.fromEntries(own.searchParams)).toEqual({
      utm_source: 'website',
      utm_medium: 'booking-button',
      utm_campaign: 'trialDay',
      utm_content: 'en',
      locale: 'en',
    })
    const passed = new URL(
      bookingUrl('https://calendly.com/hub1909/meeting', {
        locale: 'cs',
        kind: 'meeting',
        pageSearch: '?utm_source=newsletter&utm_campaign=autumn',
        embedDomain: 'www.hub1909.cz',
      })!,
    )
    expect(passed.searchParams.get('utm_source')).toBe('newsletter')
    expect(passed.searchParams.get('utm_campaign')).toBe('autumn')
    expect(passed.searchParams.get('embed_domain')).toBe('www.hub1909.cz')
  })

  it('accepts only http(s) URLs', () => {
    expect(safeBookingUrl('javascript:alert(1)')).toBeNull()
    expect(safeBookingUrl('not a url')).toBeNull()
    expect(safeBookingUrl('')).toBeNull()
    expect(bookingUrl('data:text/html,hi', { locale: 'cs', kind: 'meeting' })).toBeNull()
  })

  it('recognises the scheduled-event message, as an object or JSON', () => {
    expect(isScheduledEvent({ event: 'calendly.event_scheduled', payload: {} })).toBe(true)
    expect(isScheduledEvent('{"event":"calendly.event_scheduled"}')).toBe(true)
    expect(isScheduledEvent({ event: 'calendly.page_height' })).toBe(false)
    expect(isScheduledEvent('nonsense')).toBe(false)
    expect(isScheduledEvent(null)).toBe(false)
  })
})

describe('client address for rate limits', async () => {
  const { clientIp } = await import('@/lib/forms/spamGuard')
  it('trusts only the entries the proxies appended', () => {
    expect(clientIp('6.6.6.6, 203.0.113.7', null)).toBe('203.0.113.7')
    expect(clientIp('6.6.6.6, 203.0.113.7, 10.0.0.2', null, 2)).toBe('203.0.113.7')
    expect(clientIp(null, '198.51.100.4')).toBe('198.51.100.4')
    expect(clientIp('', '')).toBeNull()
  })
})
