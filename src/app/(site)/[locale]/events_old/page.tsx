import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { formatEventShortDate } from '@/components/events/format'
import { PageHeader } from '@/components/page/PageHeader'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { allPastEvents } from '@/lib/events/archive'
import { pageMetadata } from '@/lib/pages-site/metadata'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'events.old' })
  return pageMetadata({ locale, href: '/events_old', title: t('metaTitle'), description: t('intro') })
}

/** The old list of past events, kept so that old links work: every past event, newest first. */
export default async function OldEventsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, events] = await Promise.all([getTranslations('events'), allPastEvents(locale)])
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('old.metaTitle'), href: '/events_old' }]} />
      <PageHeader title={t('old.title')} lead={t('old.intro')}>
        <Link href="/events/archive" className="link">
          {t('archive.link')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-5 pb-20 sm:px-8">
        {events.length === 0 ? <p className="text-ink-muted">{t('archive.empty')}</p> : null}
        <ol className="divide-y divide-line border-y border-line" data-testid="events-old">
          {events.map((e) => (
            <li key={e.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-6">
              <time dateTime={e.startsAt} className="shrink-0 text-sm text-oak tabular-nums sm:w-28 sm:pt-0.5">
                {formatEventShortDate(locale, e.startsAt)}
              </time>
              <Link href={{ pathname: '/events/[id]', params: { id: e.slug } }} prefetch={false} className="link-quiet">
                {e.title}
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}
