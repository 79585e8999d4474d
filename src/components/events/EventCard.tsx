import { getTranslations } from 'next-intl/server'

import { SiteImage } from '@/components/page/SiteImage'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { EventCardData } from '@/lib/events/list'

import { formatEventShortDate, formatEventTime } from './format'
import { Typo } from '@/components/page/Typo'

type Props = { event: EventCardData; locale: Locale; headingLevel?: 'h2' | 'h3' }

/** An event in the list: date and time (Prague), title, place, tags, seats left, "full" or "cancelled". */
export async function EventCard({ event, locale, headingLevel: Heading = 'h2' }: Props) {
  const t = await getTranslations('events')
  const href = { pathname: '/events/[id]', params: { id: event.slug } } as const
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ink" data-testid="event-card">
      {event.cover ? (
        <SiteImage image={event.cover} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="aspect-[3/2] w-full" />
      ) : (
        <div aria-hidden="true" className="aspect-[3/2] w-full bg-[linear-gradient(135deg,var(--color-paper),#e9e1cf)]" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold text-oak">
          <time dateTime={event.startsAt}>{formatEventShortDate(locale, event.startsAt)}</time>
          <span aria-hidden="true"> · </span>
          {formatEventTime(locale, event.startsAt, event.endsAt)}
        </p>
        <Heading className="font-display text-xl leading-snug font-medium">
          <Link href={href} prefetch={false} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
            <Typo>{event.title}</Typo>
          </Link>
        </Heading>
        {event.place ? <p className="text-sm text-ink-muted">{event.place}</p> : null}
        {event.excerpt ? <p className="line-clamp-3 text-ink-muted"><Typo>{event.excerpt}</Typo></p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2 text-xs">
          {event.tags.map((tag) => (
            <span key={tag} className={`rounded-sm border px-2 py-0.5 font-semibold tracking-[0.04em] uppercase ${tag === 'public' ? 'border-moss/50 text-moss' : tag === 'members-only' ? 'border-oak/50 text-oak' : 'border-ink/30 text-ink'}`}>
              {t(`tags.${tag}`)}
            </span>
          ))}
          {event.cancelled ? (
            <span className="ml-auto font-semibold text-signal" data-testid="event-card-cancelled">{t('cancelled')}</span>
          ) : event.isPast ? (
            <span className="ml-auto text-ink-muted">{t('past')}</span>
          ) : event.seatsLeft === 0 ? (
            <span className="ml-auto font-semibold text-signal" data-testid="event-full">{t('full')}</span>
          ) : event.seatsLeft !== null ? (
            <span className="ml-auto text-ink-muted">{t('seatsLeft', { count: event.seatsLeft })}</span>
          ) : null}
        </div>
      </div>
    </article>
  )
}

/** The cards of one page of the list, as list items (the list itself is the page's). */
export async function EventCardItems({ events, locale }: { events: EventCardData[]; locale: Locale }) {
  return (
    <>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} locale={locale} />
        </li>
      ))}
    </>
  )
}
