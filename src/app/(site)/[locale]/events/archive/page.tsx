import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { formatEventShortDate, formatMonth } from '@/components/events/format'
import { PageHeader } from '@/components/page/PageHeader'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { pastEventsByMonth } from '@/lib/events/archive'
import { pageMetadata } from '@/lib/pages-site/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'events.archive' })
  return pageMetadata({ locale, href: '/events/archive', title: t('metaTitle'), description: t('intro') })
}

/** Past events, month by month (newest first). */
export default async function EventArchivePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, months] = await Promise.all([getTranslations('events'), pastEventsByMonth(locale)])
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('metaTitle'), href: '/events' }, { name: t('archive.metaTitle'), href: '/events/archive' }]} />
      <PageHeader title={t('archive.title')} lead={t('archive.intro')}>
        <Link href="/events" className="link">
          {t('detail.back')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-site px-5 pb-20 sm:px-8" data-testid="event-archive">
        {months.length === 0 ? <p className="text-ink-muted">{t('archive.empty')}</p> : null}
        {months.map(({ month, events }) => (
          <section key={month} aria-labelledby={`month-${month}`} className="border-t border-line py-8">
            <h2 id={`month-${month}`} className="font-display text-2xl">
              <Link href={{ pathname: '/events', query: { view: 'past', month } }} className="link-quiet">
                {formatMonth(locale, month)}
              </Link>
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {events.map((e) => (
                <li key={e.id} className="flex flex-col">
                  <time dateTime={e.startsAt} className="text-sm text-oak">
                    {formatEventShortDate(locale, e.startsAt)}
                  </time>
                  <Link href={{ pathname: '/events/[id]', params: { id: e.slug } }} prefetch={false} className="link-quiet text-lg">
                    {e.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
