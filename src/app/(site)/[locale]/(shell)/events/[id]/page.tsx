import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cache } from 'react'

import { AddToCalendar } from '@/components/events/AddToCalendar'
import { EventFacts } from '@/components/events/EventFacts'
import { formatEventDay, formatEventTime } from '@/components/events/format'
import { Gallery } from '@/components/events/Gallery.client'
import { galleryPhotos } from '@/components/events/galleryPhotos'
import { RegistrationForm } from '@/components/events/RegistrationForm'
import { BreadcrumbJsonLd, JsonLd } from '@/components/page/JsonLd'
import { Typo } from '@/components/page/Typo'
import { SiteImage } from '@/components/page/SiteImage'
import { RichText } from '@/components/richtext/RichText'
import { absoluteUrl } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import { documentHrefs, readDocument, redirectToOwnSlug } from '@/lib/content/documentRoute'
import { pageMetadata } from '@/lib/seo/metadata'
import { getEventBySlug } from '@/lib/events/queries'
import { getConfirmedCounts, seatsLeftOf } from '@/lib/events/seats'
import { registrationState } from '@/lib/events/status'
import { eventJsonLd } from '@/lib/seo/structuredData'
import { getSiteSettings } from '@/lib/site/queries'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale; id: string }> }

const loadEvent = cache(async (slug: string, locale: Locale) => {
  const event = await readDocument(getEventBySlug, slug, locale)
  if (!event) return null
  const confirmed = (await getConfirmedCounts([event.id]))[event.id] ?? 0
  const now = new Date()
  return {
    event,
    confirmed,
    seatsLeft: seatsLeftOf(event.capacity, confirmed),
    state: registrationState(event, confirmed, now),
  }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const loaded = await loadEvent(id, locale)
  if (!loaded) return {}
  const { event } = loaded
  const hrefs = documentHrefs('/events/[id]', event, { fallback: true })
  return pageMetadata({
    locale,
    href: hrefs[locale] ?? '/events',
    hrefs,
    title: event.title,
    description: event.excerpt ?? undefined,
    kind: 'event',
    subtitle: `${formatEventDay(locale, event.startsAt)}, ${formatEventTime(locale, event.startsAt, event.endsAt)}`,
    seo: event.seo,
  })
}

export default async function EventPage({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale, id } = await params
  setRequestLocale(locale)
  const loaded = await loadEvent(id, locale)
  if (!loaded) notFound()
  const { event, seatsLeft, state } = loaded

  redirectToOwnSlug(locale, '/events/[id]', event, id)

  const t = await getTranslations('events')
  const tr = await getTranslations('registration')
  const settings = await getSiteSettings(locale)
  const url = absoluteUrl(locale, { pathname: '/events/[id]', params: { id: event.slug } })

  return (
    <article className="mx-auto max-w-site px-5 pt-10 pb-16 sm:px-8 lg:pt-16" data-testid="event-detail">
      <JsonLd data={eventJsonLd(event, { url, locale, seatsLeft, state, settings, cancelled: event.cancelled })} />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('metaTitle'), href: '/events' }, { name: event.title, href: { pathname: '/events/[id]', params: { id: event.slug } } }]} />
      <p className="text-sm">
        <Link href="/events" className="link-quiet text-ink-muted">
          <span aria-hidden="true">← </span>
          {t('detail.back')}
        </Link>
      </p>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="min-w-0">
          {event.cancelled ? (
            <p className="mb-4 inline-flex rounded-sm border border-signal/50 px-2.5 py-1 text-sm font-semibold tracking-[0.04em] text-signal uppercase" data-testid="event-cancelled">
              {t('cancelled')}
            </p>
          ) : null}
          <h1 className="font-display text-[2.4rem] leading-[1.08] font-medium sm:text-5xl lg:text-6xl"><Typo>{event.title}</Typo></h1>
          {state === 'cancelled' ? (
            <p role="note" className="mt-6 max-w-3xl rounded-md border border-signal/40 bg-white px-4 py-3" data-testid="registration-closed">
              {tr('cancelledEvent')}
            </p>
          ) : null}
          {event.excerpt ? <p className="mt-6 text-xl leading-relaxed text-ink-muted"><Typo>{event.excerpt}</Typo></p> : null}
          {event.cover ? (
            <figure className="mt-10">
              <SiteImage image={event.cover} sizes="(min-width: 1280px) 840px, (min-width: 1024px) 65vw, 100vw" priority className="aspect-[16/9] w-full rounded-lg" />
            </figure>
          ) : null}
          {event.description ? (
            <div className="mt-10 max-w-[42rem]">
              <RichText content={event.description} locale={locale} videoTitle={event.title} />
            </div>
          ) : null}
        </div>
        <aside className="flex flex-col gap-8 lg:sticky lg:top-[calc(var(--nav-h)+2rem)] lg:self-start">
          <EventFacts event={event} locale={locale} seatsLeft={seatsLeft} />
          {state !== 'past' && state !== 'cancelled' ? <AddToCalendar event={event} locale={locale} url={url} settings={settings} /> : null}
        </aside>
      </div>

      {state !== 'past' && state !== 'cancelled' ? (
        <section aria-labelledby="registration-title" className="mt-16 max-w-3xl scroll-mt-24" id="registration">
          <h2 id="registration-title" className="font-display text-3xl leading-tight font-medium">
            {tr('title')}
          </h2>
          <div className="mt-6">
            <RegistrationForm locale={locale} eventId={event.id} state={state} />
          </div>
        </section>
      ) : state === 'past' ? (
        <p className="mt-16 max-w-3xl rounded-md border border-line bg-white px-4 py-3" data-testid="registration-closed">
          {tr('past')}
        </p>
      ) : null}

      {event.gallery.length > 0 ? (
        <section aria-labelledby="gallery-title" className="mt-16">
          <h2 id="gallery-title" className="font-display text-3xl leading-tight font-medium">
            {t('detail.gallery')}
          </h2>
          <div className="mt-6">
            <Gallery
              images={galleryPhotos(event.gallery)}
              labels={{
                title: t('detail.gallery'),
                openPhoto: t('detail.openPhoto', { n: '{n}', total: '{total}' }),
                photo: t('detail.photo', { n: '{n}', total: '{total}' }),
                close: t('detail.close'),
                next: t('detail.next'),
                previous: t('detail.previous'),
              }}
            />
          </div>
        </section>
      ) : null}
    </article>
  )
}
