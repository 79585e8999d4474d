import type { BlogPosting, BreadcrumbList, Event, LocalBusiness, Organization, Place, PostalAddress, WithContext } from 'schema-dts'
import { describe, expect, expectTypeOf, it } from 'vitest'

import type { PostDetail } from '@/lib/blog/queries'
import type { EventDetail } from '@/lib/events/queries'
import { eventLocation, googleCalendarUrl, buildIcs } from '@/lib/events/ics'
import {
  blogPostingJsonLd,
  breadcrumbList,
  eventJsonLd,
  houseAddressLine,
  organizationAndPlace,
  parseDays,
  pragueDateTime,
  serializeJsonLd,
  spaceJsonLd,
} from '@/lib/seo/structuredData'
import type { SiteSettings } from '@/lib/site/queries'
import type { SpaceDetail } from '@/lib/spaces/queries'

/** The JSON-LD module (issue 16): schema.org types that exist, Google's required and recommended fields. */

const noSeo = { title: null, description: null, image: null, noindex: false }

const SITE = 'http://localhost:3000'

const settings: SiteSettings = {
  brandName: 'HUB 1909',
  tagline: 'Coworking v tiskárně',
  vatPercent: 21,
  figures: [],
  address: {
    street: 'Husova 240/5',
    postalCode: '110 00',
    city: 'Praha 1',
    country: 'Česká republika',
    directions: null,
    mapUrl: null,
    latitude: 50.0853,
    longitude: 14.4189,
  },
  contact: { email: 'hello@hub1909.cz', phone: '+420 222 190 909' },
  openingHours: [
    { days: 'Po–Pá', hours: '8:00–20:00' },
    { days: 'So–Ne', hours: 'po domluvě' },
  ],
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/hub1909' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/hub1909' },
  ],
  company: { name: 'HUB 1909 s.r.o.', seat: null, ico: null, dic: 'CZ09871233', register: null },
  bank: { bankName: null, accountNumber: null, iban: null, swift: null },
  membersLoginUrl: '',
  booking: { trialDayUrl: null, meetingUrl: null, meetingRoomUrl: null },
  consent: { policyVersion: 1, texts: {} },
}

const image = { url: '/api/media/file/cover.jpg', alt: '', width: 1600, height: 900, focalX: 50, focalY: 50, sizes: [] }

const event: EventDetail = {
  id: 7,
  slug: 'jarni-setkani',
  title: 'Jarní setkání </script><script>alert(1)</script>',
  startsAt: '2026-12-03T17:00:00.000Z',
  endsAt: '2026-12-03T19:00:00.000Z',
  tags: ['networking', 'public'],
  place: { spaceName: 'Sál Otakar', spaceSlug: 'otakar', text: null },
  capacity: 40,
  registrationOpen: true,
  membersOnly: false,
  cancelled: false,
  guestRule: null,
  excerpt: 'Setkání členů a sousedů.',
  cover: image,
  isPast: false,
  description: null,
  gallery: [],
  slugs: { cs: 'jarni-setkani', en: 'spring-meetup' },
  seo: noSeo,
}

const post: PostDetail = {
  id: 3,
  slug: 'proc-pracovat-v-historickem-dome',
  title: 'Proč pracovat v historickém domě',
  category: 'news' as PostDetail['category'],
  publishedAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-10-05T09:30:00.000Z',
  excerpt: 'Okna, dub a světlo.',
  cover: image,
  authors: [{ id: 1, name: 'Jana Nováková', position: 'Komunitní manažerka', photo: null, linkedinUrl: 'https://www.linkedin.com/in/jana' }],
  body: null,
  slugs: { cs: 'proc-pracovat-v-historickem-dome' },
  seo: noSeo,
}

const space: SpaceDetail = {
  id: 2,
  slug: 'otakar',
  name: 'Sál Otakar',
  kind: 'event-space' as SpaceDetail['kind'],
  hasDetailPage: true,
  tagline: 'Sál pro 120 lidí',
  summary: 'Světlý sál v přízemí.',
  capacities: [{ layout: 'theatre' as SpaceDetail['capacities'][number]['layout'], people: 120 }],
  maxCapacity: 120,
  priceFromPerHour: 1500,
  cover: image,
  description: null,
  areaSqm: 160,
  priceNote: null,
  timeSlots: [],
  productionFeePercent: null,
  equipment: ['Projektor', 'Ozvučení'],
  facts: [],
  bookingUrl: null,
  gallery: [],
  slugs: { cs: 'otakar', en: 'otakar' },
  seo: noSeo,
}

const fullAddress = (address: unknown) => {
  const a = address as PostalAddress & Record<string, unknown>
  expect(a['@type']).toBe('PostalAddress')
  expect(a.streetAddress).toBe('Husova 240/5')
  expect(a.postalCode).toBe('110 00')
  expect(a.addressLocality).toBe('Praha 1')
  expect(a.addressCountry).toBe('CZ')
}

describe('organizationAndPlace (home, contact)', () => {
  const graph = organizationAndPlace(settings, 'cs')
  const org = graph['@graph'].find((n) => typeof n === 'object' && n['@type'] === 'Organization') as Organization & Record<string, unknown>
  const house = graph['@graph'].find((n) => typeof n === 'object' && n['@type'] === 'LocalBusiness') as LocalBusiness & Record<string, unknown>

  it('is an Organization and a LocalBusiness, never the non-existent CoworkingSpace', () => {
    expect(JSON.stringify(graph)).not.toContain('CoworkingSpace')
    expect(org).toBeDefined()
    expect(house).toBeDefined()
  })

  it('gives the LocalBusiness what Google asks for, from the Site settings', () => {
    expect(house.name).toBe('HUB 1909')
    fullAddress(house.address)
    expect(house.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 50.0853, longitude: 14.4189 })
    expect(house.telephone).toBe('+420 222 190 909')
    expect(house.email).toBe('hello@hub1909.cz')
    expect(house.url).toBe(SITE)
    expect(String(house.image)).toMatch(/^http:\/\/localhost:3000\//)
    expect(house.sameAs).toEqual(settings.social.map((s) => s.url))
    expect(house.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '08:00',
        closes: '20:00',
      },
    ])
    expect(org.sameAs).toEqual(settings.social.map((s) => s.url))
  })

  it('reads day ranges in both languages', () => {
    expect(parseDays('Mon–Fri')).toHaveLength(5)
    expect(parseDays('So, Ne')).toEqual(['https://schema.org/Saturday', 'https://schema.org/Sunday'])
    expect(parseDays('po domluvě')).toEqual([])
  })
})

describe('eventJsonLd', () => {
  const url = `${SITE}/akce/jarni-setkani`
  const data = eventJsonLd(event, { url, locale: 'cs', seatsLeft: 12, state: 'open', settings })
  expectTypeOf(data).toExtend<WithContext<Event>>()
  const e = data as unknown as Record<string, unknown>

  it('has the required and recommended fields of Google’s Event rich result', () => {
    expect(e['@type']).toBe('Event')
    expect(e.name).toBe(event.title)
    expect(e.startDate).toBe('2026-12-03T18:00:00+01:00')
    expect(e.endDate).toBe('2026-12-03T20:00:00+01:00')
    expect(e.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(e.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(e.description).toBe(event.excerpt)
    expect(e.image).toEqual([`${SITE}${image.url}`])
    expect(e.organizer).toMatchObject({ '@type': 'Organization', name: 'HUB 1909', url: SITE })
    expect(e.offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'CZK', availability: 'https://schema.org/InStock', url })
  })

  it('places the event in the room with the house’s full address', () => {
    const location = e.location as Place & Record<string, unknown>
    expect(location['@type']).toBe('Place')
    expect(String(location.name)).toContain('Sál Otakar')
    fullAddress(location.address)
    expect(location.containedInPlace).toMatchObject({ '@type': 'LocalBusiness', name: 'HUB 1909' })
  })

  it('says a cancelled event is cancelled, a full one sold out, a priced one its price', () => {
    const cancelled = eventJsonLd(event, { url, locale: 'cs', seatsLeft: 0, state: 'full', settings, cancelled: true, price: 250 }) as unknown as Record<string, unknown>
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled')
    expect(cancelled.offers).toMatchObject({ price: 250, availability: 'https://schema.org/SoldOut' })
    expect(cancelled.isAccessibleForFree).toBeUndefined()
  })

  it('gives times with the Prague offset in summer and winter', () => {
    expect(pragueDateTime('2026-07-01T16:00:00.000Z')).toBe('2026-07-01T18:00:00+02:00')
    expect(pragueDateTime('2026-01-01T16:00:00.000Z')).toBe('2026-01-01T17:00:00+01:00')
  })
})

describe('blogPostingJsonLd', () => {
  const url = `${SITE}/blog/${post.slug}`
  const data = blogPostingJsonLd(post, { url, locale: 'cs', settings, section: 'Novinky' })
  expectTypeOf(data).toExtend<WithContext<BlogPosting>>()
  const b = data as unknown as Record<string, unknown>

  it('has headline, dates, author with url, image, publisher and the page', () => {
    expect(b['@type']).toBe('BlogPosting')
    expect(b.headline).toBe(post.title)
    expect(b.datePublished).toBe(post.publishedAt)
    expect(b.dateModified).toBe(post.updatedAt)
    expect(b.author).toEqual([{ '@type': 'Person', name: 'Jana Nováková', jobTitle: 'Komunitní manažerka', url: 'https://www.linkedin.com/in/jana' }])
    expect(b.image).toEqual([`${SITE}${image.url}`])
    expect(b.publisher).toMatchObject({ '@type': 'Organization', name: 'HUB 1909 s.r.o.' })
    expect(b.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': url })
  })
})

describe('spaceJsonLd', () => {
  it('is a Place inside the house, with capacity and equipment', () => {
    const data = spaceJsonLd(space, { url: `${SITE}/prostor/otakar`, settings })
    expectTypeOf(data).toExtend<WithContext<Place>>()
    const p = data as unknown as Record<string, unknown>
    expect(p['@type']).toBe('Place')
    expect(p.name).toBe('Sál Otakar')
    fullAddress(p.address)
    expect(p.containedInPlace).toMatchObject({ '@type': 'LocalBusiness', name: 'HUB 1909' })
    expect(p.maximumAttendeeCapacity).toBe(120)
    expect(p.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Projektor', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Ozvučení', value: true },
    ])
  })
})

describe('breadcrumbList', () => {
  it('runs from home to the page with absolute URLs of the page’s locale', () => {
    const data = breadcrumbList('en', 'Home', [
      { name: 'Events', href: '/events' },
      { name: 'Spring meetup', href: { pathname: '/events/[id]', params: { id: 'spring-meetup' } } },
    ])
    expectTypeOf(data).toExtend<WithContext<BreadcrumbList>>()
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/en` },
      { '@type': 'ListItem', position: 2, name: 'Events', item: `${SITE}/en/events` },
      { '@type': 'ListItem', position: 3, name: 'Spring meetup', item: `${SITE}/en/events/spring-meetup` },
    ])
  })
})

describe('serializeJsonLd', () => {
  it('lets no CMS text close the script element, and parses back to the same data', () => {
    const data = eventJsonLd(event, { url: `${SITE}/akce/x`, locale: 'cs', seatsLeft: null, state: 'open', settings })
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(data)))
  })
})

describe('calendar location', () => {
  const address = houseAddressLine(settings)
  it('is the room with the house’s street, postal code and city', () => {
    expect(address).toBe('Husova 240/5, 110 00 Praha 1, Česká republika')
    expect(eventLocation({ spaceName: 'Sál Otakar', text: null }, address)).toBe('Sál Otakar, Husova 240/5, 110 00 Praha 1, Česká republika')
    expect(eventLocation({ spaceName: null, text: 'Kavárna Slavia' }, address)).toBe('Kavárna Slavia')
  })

  it('reaches the .ics LOCATION and the Google Calendar link', () => {
    const location = eventLocation(event.place, address)
    const ics = buildIcs({ uid: 'event-7@hub1909.cz', title: 'x', startsAt: event.startsAt, location }).replace(/\r\n /g, '')
    expect(ics).toContain('LOCATION:Sál Otakar\\, Husova 240/5\\, 110 00 Praha 1\\, Česká republika')
    const google = new URL(googleCalendarUrl({ uid: 'x', title: 'x', startsAt: event.startsAt, location }))
    expect(google.searchParams.get('location')).toBe('Sál Otakar, Husova 240/5, 110 00 Praha 1, Česká republika')
  })
})
