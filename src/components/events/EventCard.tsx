import { Link } from '@/i18n/link'

import type { EventCardView } from './types'

type Props = { event: EventCardView; headingLevel?: 'h2' | 'h3' }

/** The anchor prefix of an event card's list item (`#event-13`). */
export const EVENT_ANCHOR = 'event'

const TAG_CLASSES: Partial<Record<EventCardView['tags'][number]['tag'], string>> = {
  public: 'border-moss/50 text-moss',
  'members-only': 'border-oak/50 text-oak',
}

/**
 * An event in a list: date and time (Prague), title, place, tags, seats left, "full" or "cancelled".
 * No hooks and no messages, so it renders both on the server and in the "load more" client
 * component (EventLoadMore.client.tsx).
 */
export function EventCard({ event, headingLevel: Heading = 'h2' }: Props) {
  const status = event.status
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ink" data-testid="event-card">
      {event.cover ? (
        // A card is never the page's largest image, so a plain lazy <img> (PlainImg without PriorityImg: less code in the browser).
        // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own (getImageProps)
        <img {...event.cover} alt={event.cover.alt} />
      ) : (
        <div aria-hidden="true" className="aspect-[3/2] w-full bg-[linear-gradient(135deg,var(--color-paper),#e9e1cf)]" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold text-oak">
          <time dateTime={event.startsAt}>{event.dateLabel}</time>
          <span aria-hidden="true"> · </span>
          {event.timeLabel}
        </p>
        <Heading className="font-display text-xl leading-snug font-medium">
          <Link
            href={{ pathname: '/events/[id]', params: { id: event.slug } }}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {event.title}
          </Link>
        </Heading>
        {event.place ? <p className="text-sm text-ink-muted">{event.place}</p> : null}
        {event.excerpt ? <p className="line-clamp-3 text-ink-muted">{event.excerpt}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2 text-xs">
          {event.tags.map(({ tag, label }) => (
            <span key={tag} className={`rounded-sm border px-2 py-0.5 font-semibold tracking-[0.04em] uppercase ${TAG_CLASSES[tag] ?? 'border-ink/30 text-ink'}`}>
              {label}
            </span>
          ))}
          {status?.kind === 'cancelled' ? (
            <span className="ml-auto font-semibold text-signal" data-testid="event-card-cancelled">{status.label}</span>
          ) : status?.kind === 'full' ? (
            <span className="ml-auto font-semibold text-signal" data-testid="event-full">{status.label}</span>
          ) : status ? (
            <span className="ml-auto text-ink-muted">{status.label}</span>
          ) : null}
        </div>
      </div>
    </article>
  )
}

/**
 * The cards of a list as its items, each with its position's anchor (`event-13`): "load more"
 * without JavaScript links to the first card of the next step (components/ui/LoadMore.client.tsx).
 */
export function EventCardItems({ events, first = 1 }: { events: EventCardView[]; first?: number }) {
  return (
    <>
      {events.map((event, i) => (
        <li key={event.id} id={`${EVENT_ANCHOR}-${first + i}`} className="scroll-mt-28">
          <EventCard event={event} />
        </li>
      ))}
    </>
  )
}
