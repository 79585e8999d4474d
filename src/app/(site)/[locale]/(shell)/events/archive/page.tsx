import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { formatMonth } from '@/components/events/format'
import { PastEventList } from '@/components/events/PastEventList'
import { PageHeader } from '@/components/page/PageHeader'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import { eventMonths, parseEventListQuery } from '@/lib/events/list'
import { pageMetadata } from '@/lib/seo/metadata'
import { servePublicly } from '@/lib/render'

/** Reads `?page=` ("load more" without JavaScript): rendered per URL, the same for every visitor. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'events.archive' })
  return pageMetadata({ locale, href: '/events/archive', title: t('metaTitle'), description: t('intro') })
}

/** Past events, newest first, as cards; the months lead to the events list filtered to one month. */
export default async function EventArchivePage({ params, searchParams }: Props) {
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const { page } = parseEventListQuery(await searchParams)
  const [t, months] = await Promise.all([getTranslations('events'), eventMonths('past')])
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('metaTitle'), href: '/events' }, { name: t('archive.metaTitle'), href: '/events/archive' }]} />
      <PageHeader title={t('archive.title')} lead={t('archive.intro')}>
        <Link href="/events" className="link">
          {t('detail.back')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-site px-5 pb-20 sm:px-8" data-testid="event-archive">
        {months.length > 0 ? (
          <nav aria-label={t('archive.months')} className="mb-10 border-y border-line py-4">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {months.map((month) => (
                <li key={month}>
                  <Link href={{ pathname: '/events', query: { view: 'past', month } }} className="link-quiet">
                    {formatMonth(locale, month)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <PastEventList locale={locale} page={page} order="default" pathname="/events/archive" testId="past-events" />
      </div>
    </>
  )
}
