import { getTranslations } from 'next-intl/server'

import { buttonClasses } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/href'
import { Link } from '@/i18n/link'
import { EVENT_VIEWS, eventListParams, LIST_TAGS, type EventListQuery } from '@/lib/events/list'

import { FeedLinks } from './FeedLinks'
import { formatMonth } from './format'

type Props = { locale: Locale; query: EventListQuery; months: string[] }

const chip =
  'inline-flex items-center rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ' +
  'border-ink/30 text-ink hover:border-ink aria-[current=true]:border-ink aria-[current=true]:bg-ink aria-[current=true]:text-paper'

/**
 * The list's filters, all in the URL query: the view (upcoming, all, past) and the tags are links,
 * month and search a plain GET form (a page load, served from the page cache: next/form's client-side
 * navigation would add 1.9 KB of script to the page for little gain).
 * Every change starts again from the first page. Beside them, the calendar subscription of the
 * events (FeedLinks), with the tag filter carried over.
 */
export async function EventFilters({ locale, query, months }: Props) {
  const t = await getTranslations('events')
  const base = { ...query, page: 1 }
  const href = (over: Partial<EventListQuery>) => ({ pathname: '/events' as const, query: eventListParams({ ...base, ...over }) })
  const filtered = query.view !== 'upcoming' || query.tag || query.month || query.q

  return (
    // One column on small screens, in reading order (the calendar links after the filters); from
    // lg a grid that puts the calendar links beside the views.
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-x-8" data-testid="event-filters">
      <nav aria-label={t('filters.view')} className="lg:col-start-1 lg:row-start-1">
        <ul className="flex flex-wrap gap-2">
          {EVENT_VIEWS.map((view) => (
            <li key={view}>
              <Link href={href({ view, month: null })} aria-current={query.view === view ? 'true' : undefined} className={chip}>
                {t(`views.${view}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('filters.tag')} className="lg:col-span-2">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link href={href({ tag: null })} aria-current={!query.tag ? 'true' : undefined} className={chip}>
              {t('filters.allTags')}
            </Link>
          </li>
          {LIST_TAGS.map((tag) => (
            <li key={tag}>
              <Link href={href({ tag: query.tag === tag ? null : tag })} aria-current={query.tag === tag ? 'true' : undefined} className={chip}>
                {t(`tags.${tag}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link href={href({ view: 'past', month: null })} aria-current={query.view === 'past' ? 'true' : undefined} className={chip}>
              {t('tags.past')}
            </Link>
          </li>
        </ul>
      </nav>
      <form method="get" action={localizedHref('/events', locale)} className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end lg:col-span-2" aria-label={t('filters.legend')} role="search">
        {query.view !== 'upcoming' ? <input type="hidden" name="view" value={query.view} /> : null}
        {query.tag ? <input type="hidden" name="tag" value={query.tag} /> : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="events-month" className="text-sm font-medium">
            {t('filters.month')}
          </label>
          <select id="events-month" name="month" defaultValue={query.month ?? ''} className="h-11 rounded-md border border-line bg-white px-3 text-ink" data-testid="filter-month">
            <option value="">{t('filters.allMonths')}</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {formatMonth(locale, m)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-sm">
          <label htmlFor="events-search" className="text-sm font-medium">
            {t('filters.search')}
          </label>
          <input
            id="events-search"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
            placeholder={t('filters.searchPlaceholder')}
            className="h-11 rounded-md border border-line bg-white px-3 text-ink placeholder:text-ink-muted"
            data-testid="filter-search"
          />
        </div>
        <div className="flex items-center gap-4">
          <button type="submit" className={buttonClasses()} data-testid="filter-apply">
            {t('filters.apply')}
          </button>
          {filtered ? (
            <Link href="/events" className="link text-sm" data-testid="filter-reset">
              {t('filters.reset')}
            </Link>
          ) : null}
        </div>
      </form>
      <FeedLinks locale={locale} tag={query.tag} className="lg:col-start-2 lg:row-start-1 lg:self-center lg:justify-self-end" />
    </div>
  )
}
