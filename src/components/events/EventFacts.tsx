import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import type { EventSummary } from '@/lib/events/queries'

import { formatEventDay, formatEventTime } from './format'
import { TagList } from './TagList'
import { Typo } from '@/components/page/Typo'

type Props = { event: EventSummary; locale: Locale; seatsLeft: number | null }

/** When (Prague time), where (linking to the space), tags, who may come, seats left. */
export async function EventFacts({ event, locale, seatsLeft }: Props) {
  const t = await getTranslations('events')
  const place = event.place
  const who: string[] = []
  if (event.membersOnly) who.push(t('detail.membersOnly'))
  else if (event.tags.includes('public')) who.push(t('detail.public'), t('detail.membersFree'))
  if (event.guestRule) who.push(event.guestRule)

  return (
    <dl className="flex flex-col gap-5 rounded-lg border border-line bg-white p-6" data-testid="event-facts">
      <div>
        <dt className="text-xs font-semibold tracking-[0.08em] text-oak uppercase">{t('detail.when')}</dt>
        <dd className="mt-1 text-lg">
          <time dateTime={event.startsAt}>{formatEventDay(locale, event.startsAt)}</time>
          <br />
          <span data-testid="event-time">{formatEventTime(locale, event.startsAt, event.endsAt)}</span>{' '}
          <span className="text-sm text-ink-muted">({t('detail.timeZoneNote')})</span>
        </dd>
      </div>
      {place.spaceName || place.text ? (
        <div>
          <dt className="text-xs font-semibold tracking-[0.08em] text-oak uppercase">{t('detail.where')}</dt>
          <dd className="mt-1 text-lg">
            {place.spaceName && place.spaceSlug ? (
              <Link href={{ pathname: '/space/[id]', params: { id: place.spaceSlug } }} className="link" data-testid="event-space-link">
                {place.spaceName}
              </Link>
            ) : (
              place.spaceName
            )}
            {place.spaceName && place.text ? ', ' : ''}
            <Typo>{place.text}</Typo>
          </dd>
        </div>
      ) : null}
      {event.tags.length > 0 ? (
        <div>
          <dt className="text-xs font-semibold tracking-[0.08em] text-oak uppercase">{t('detail.tags')}</dt>
          <dd className="mt-2">
            <TagList tags={event.tags} />
          </dd>
        </div>
      ) : null}
      {who.length > 0 ? (
        <div>
          <dt className="text-xs font-semibold tracking-[0.08em] text-oak uppercase">{t('detail.whoMayCome')}</dt>
          <dd className="mt-1 flex flex-col gap-1">
            {who.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </dd>
        </div>
      ) : null}
      {seatsLeft !== null && !event.isPast && !event.cancelled ? (
        <div>
          <dt className="text-xs font-semibold tracking-[0.08em] text-oak uppercase">{t('detail.seatsLeft')}</dt>
          <dd className={`mt-1 text-lg font-medium ${seatsLeft === 0 ? 'text-signal' : ''}`} data-testid="seats-left">
            {t('seatsLeft', { count: seatsLeft })}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
