import { getTranslations } from 'next-intl/server'

import { imgAttributes } from '@/components/page/Img'
import type { ImgAttributes } from '@/components/page/PlainImg'
import { calendarDate, formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import type { SiteImage as SiteImageData } from '@/lib/content/types'
import { eventEnd } from '@/lib/events/ics'
import type { EventCardData } from '@/lib/events/list'
import { typography } from '@/lib/format/typography'

import type { EventCardView } from './types'

/** Czech typography: the day number and the month stay on one line ("3. prosince"). */
const keepTogether = (text: string) => text.replace(/(\d\.) /g, '$1\u00a0')

/** "čtvrtek 3. prosince 2026" / "Thursday, 3 December 2026", in Prague time. */
export function formatEventDay(locale: Locale, iso: string): string {
  return keepTogether(formatterFor(locale).dateTime(new Date(iso), 'eventDay'))
}

/** "3. 12. 2026" / "3 Dec 2026" for cards and compact lists. */
export function formatEventShortDate(locale: Locale, iso: string): string {
  return formatterFor(locale).dateTime(new Date(iso), 'eventDate').replace(/ /g, '\u00a0')
}

const time = (locale: Locale, d: Date) => formatterFor(locale).dateTime(d, 'eventTime')

/** "18:00–20:00" (en dash), or the start and end days when the event spans several. */
export function formatEventTime(locale: Locale, startsAt: string, endsAt: string | null): string {
  const start = new Date(startsAt)
  if (!endsAt) return time(locale, start)
  const end = eventEnd(startsAt, endsAt)
  const sameDay = formatEventDay(locale, startsAt) === formatEventDay(locale, end.toISOString())
  return sameDay
    ? `${time(locale, start)}–${time(locale, end)}`
    : `${time(locale, start)} – ${formatEventShortDate(locale, end.toISOString())} ${time(locale, end)}`
}

/** "Prosinec 2026" / "December 2026" for a YYYY-MM month. */
export function formatMonth(locale: Locale, month: string): string {
  const text = formatterFor(locale).dateTime(calendarDate(`${month}-15`), 'month')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** How wide a card's cover is drawn: the list's three, two and one columns. */
const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'

/** Server side: events → cards, with dates, labels, the cover's attributes and typography resolved. */
export async function toEventCardViews(events: EventCardData[], locale: Locale): Promise<EventCardView[]> {
  const t = await getTranslations({ locale, namespace: 'events' })
  return events.map((event) => ({
    id: event.id,
    slug: event.slug,
    title: typography(event.title, locale),
    startsAt: event.startsAt,
    dateLabel: formatEventShortDate(locale, event.startsAt),
    timeLabel: formatEventTime(locale, event.startsAt, event.endsAt),
    place: event.place,
    excerpt: event.excerpt ? typography(event.excerpt, locale) : null,
    cover: coverAttributes(event.cover),
    tags: event.tags.map((tag) => ({ tag, label: t(`tags.${tag}`) })),
    status: event.cancelled
      ? { kind: 'cancelled', label: t('cancelled') }
      : event.isPast
        ? { kind: 'past', label: t('past') }
        : event.seatsLeft === 0
          ? { kind: 'full', label: t('full') }
          : event.seatsLeft !== null
            ? { kind: 'seats', label: t('seatsLeft', { count: event.seatsLeft }) }
            : null,
  }))
}

/** The cover as SiteImage draws it (the optimiser's srcset, cropped around the focal point); none without its size. */
function coverAttributes(image: SiteImageData | null): ImgAttributes | null {
  if (!image?.width || !image.height) return null
  return imgAttributes({
    src: image.url,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes: CARD_SIZES,
    className: 'object-cover aspect-[3/2] w-full',
    style: { objectPosition: `${image.focalX}% ${image.focalY}%` },
  })
}
