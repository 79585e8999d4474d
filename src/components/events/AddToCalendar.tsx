import { getTranslations } from 'next-intl/server'

import { buttonClasses } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { eventLocation, googleCalendarUrl } from '@/lib/events/ics'
import type { EventSummary } from '@/lib/events/queries'
import { houseAddressLine } from '@/lib/seo/structuredData'
import type { SiteSettings } from '@/lib/site/queries'

/** Add to calendar: the `.ics` file (any calendar) and a Google Calendar link. */
export async function AddToCalendar({ event, locale, url, settings }: { event: EventSummary; locale: Locale; url: string; settings: SiteSettings }) {
  const t = await getTranslations('events.detail')
  const tSite = await getTranslations('site')
  const google = googleCalendarUrl({
    uid: String(event.id),
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    description: event.excerpt,
    location: eventLocation(event.place, houseAddressLine(settings)),
    url,
  })
  return (
    <div className="flex flex-col gap-3" data-testid="add-to-calendar">
      <h2 className="text-xs font-semibold tracking-[0.08em] text-oak uppercase">{t('addToCalendar')}</h2>
      <div className="flex flex-wrap gap-3">
        <a href={`/api/calendar/${event.id}.ics?locale=${locale}`} download className={buttonClasses({ variant: 'secondary', size: 'sm' })} data-testid="ics-link">
          {t('ics')}
        </a>
        <a href={google} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('google')}
          <span className="sr-only"> {tSite('newTab')}</span>
        </a>
      </div>
    </div>
  )
}
