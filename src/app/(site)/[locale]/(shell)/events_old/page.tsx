import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PastEventList } from '@/components/events/PastEventList'
import { PageHeader } from '@/components/page/PageHeader'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import { parseEventListQuery } from '@/lib/events/list'
import { pageMetadata } from '@/lib/seo/metadata'
import { servePublicly } from '@/lib/render'

/** Reads `?page=` ("load more" without JavaScript): rendered per URL, the same for every visitor. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'events.old' })
  return pageMetadata({ locale, href: '/events_old', title: t('metaTitle'), description: t('intro') })
}

/** The old list of past events, kept so that old links work: the archive's cards, oldest first. */
export default async function OldEventsPage({ params, searchParams }: Props) {
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const { page } = parseEventListQuery(await searchParams)
  const t = await getTranslations('events')
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('old.metaTitle'), href: '/events_old' }]} />
      <PageHeader title={t('old.title')} lead={t('old.intro')}>
        <Link href="/events/archive" className="link">
          {t('archive.link')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-site px-5 pb-20 sm:px-8">
        <PastEventList locale={locale} page={page} order="oldest" pathname="/events_old" testId="events-old" />
      </div>
    </>
  )
}
