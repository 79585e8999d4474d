import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EVENT_ANCHOR, EventCardItems } from '@/components/events/EventCard'
import { EventFilters } from '@/components/events/EventFilters'
import { EventLoadMore } from '@/components/events/EventLoadMore.client'
import { toEventCardViews } from '@/components/events/format'
import { PageHeader } from '@/components/page/PageHeader'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import type { Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/href'
import { Link } from '@/i18n/link'
import { EVENT_CARDS_PATH } from '@/lib/events/constants'
import { feedPath, feedTitles } from '@/lib/events/feedQuery'
import { eventListParams, eventMonths, listEvents, MAX_PAGE, parseEventListQuery } from '@/lib/events/list'
import { servePublicly } from '@/lib/render'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteSettings } from '@/lib/site/queries'

/**
 * Reads the query string (filters, page): rendered per URL, and the same for every visitor with that
 * URL, so the page cache keeps each filtered list (`servePublicly`).
 */
export const dynamic = 'force-dynamic'

const LIST_CLASSES = 'mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, settings, page] = await Promise.all([getTranslations({ locale, namespace: 'events' }), getSiteSettings(locale), getPage('events', locale)])
  // The calendar feed, for apps and browsers that look for one (the page's links: FeedLinks).
  const feed = { url: feedPath(locale), title: feedTitles(locale, { tag: null, members: false }, settings.brandName).name }
  return pageMetadata({ locale, href: '/events', title: t('metaTitle'), description: page?.lead ?? t('intro'), seo: page?.seo, types: { 'text/calendar': [feed] } })
}

/** Upcoming events first; all and past views; tags, month and search; "load more". */
export default async function EventsPage({ params, searchParams }: Props) {
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const query = parseEventListQuery(await searchParams)
  const [t, list, months, page] = await Promise.all([getTranslations('events'), listEvents(locale, query), eventMonths(query.view), getPage('events', locale)])
  const filters = eventListParams({ ...query, page: 1 })
  const cards = await toEventCardViews(list.events, locale)
  const nextHref = localizedHref({ pathname: '/events', query: eventListParams({ ...query, page: query.page + 1 }) }, locale)

  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('metaTitle'), href: '/events' }]} />
      <PageHeader title={page?.title ?? t('title')} lead={page?.lead ?? t('intro')}>
        <Link href="/events/archive" className="link">
          {t('archive.link')}
        </Link>
      </PageHeader>
      <section aria-labelledby="events-results" className="mx-auto max-w-site px-5 pb-20 sm:px-8">
        <EventFilters locale={locale} query={query} months={months} />
        <h2 id="events-results" className="mt-10 text-sm font-medium text-ink-muted" aria-live="polite" data-testid="event-count">
          {t('results', { count: list.total })}
        </h2>
        {list.events.length === 0 ? (
          <div className="mt-6 rounded-lg border border-line bg-white px-6 py-10 text-center" data-testid="events-empty">
            <p className="font-display text-2xl">{t('empty')}</p>
            <p className="mt-2 text-ink-muted">{t('emptyHint')}</p>
            <p className="mt-6">
              <Link href="/events" className="link">
                {t('filters.reset')}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <ul id="event-list" className={LIST_CLASSES} data-testid="event-list">
              <EventCardItems events={cards} />
            </ul>
            <EventLoadMore
              // A new filter or page from the server starts the appended part afresh.
              key={`${JSON.stringify(filters)}-${query.page}`}
              endpoint={EVENT_CARDS_PATH}
              params={{ locale, ...filters }}
              page={query.page}
              maxPage={MAX_PAGE}
              hasMore={list.hasMore}
              total={list.total}
              shown={cards.length}
              href={nextHref}
              anchor={EVENT_ANCHOR}
              listClassName={LIST_CLASSES}
              listTestId="event-list"
              labels={{
                loadMore: t('loadMore'),
                loading: t('loading'),
                failed: t('loadFailed'),
                // the client fills in the counts: the template keeps its placeholders (precompiled messages)
                status: t('status', { shown: '{shown}', total: '{total}' }),
              }}
            />
          </>
        )}
      </section>
    </>
  )
}
