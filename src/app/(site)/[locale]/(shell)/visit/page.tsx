import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { MapLinks } from '@/components/contact/MapEmbed'
import { CmsText } from '@/components/page/CmsText'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import { PageHeader } from '@/components/page/PageHeader'
import type { Locale } from '@/i18n/locales'
import { typography } from '@/lib/format/typography'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteSettings } from '@/lib/site/queries'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'visit.meta' }), getPage('visit', locale)])
  return pageMetadata({ locale, href: '/visit', title: t('title'), description: t('description'), seo: page?.seo })
}

/**
 * Practical information for a visit (issue 37): the text (access, transport, house rules, FAQ, café)
 * is the `visit` page staff edit in the CMS; the address, hours and map links come from Site settings.
 */
export default async function VisitPage({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const [t, tContact, tSite, page, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'visit' }),
    getTranslations({ locale, namespace: 'contact.map' }),
    getTranslations({ locale, namespace: 'site' }),
    getPage('visit', locale),
    getSiteSettings(locale),
  ])
  if (!page) notFound()
  const { address } = settings
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('meta.title'), href: '/visit' }]} />
      <PageHeader eyebrow={t('eyebrow')} title={page.title} lead={page.lead} />
      <div className="mx-auto max-w-site px-5 pb-20 sm:px-8 lg:pb-28">
        <div className="grid gap-12 border-t border-line pt-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-16">
          <CmsText page={page} locale={locale} />
          <aside aria-labelledby="visit-place" className="self-start rounded-lg border border-line bg-white p-6 sm:p-8 lg:sticky lg:top-[calc(var(--nav-h)+1.5rem)]">
            <h2 id="visit-place" className="text-2xl font-medium">
              {t('placeTitle')}
            </h2>
            <address className="mt-4 flex flex-col gap-1 text-lg not-italic">
              <span>{settings.brandName}</span>
              <span>{typography(address.street, locale)}</span>
              <span>{typography(`${address.postalCode} ${address.city}`, locale)}</span>
            </address>
            <dl className="mt-5 leading-relaxed">
              {settings.openingHours.map((row) => (
                <div key={row.days} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">{typography(row.days, locale)}</dt>
                  <dd>{typography(row.hours, locale)}</dd>
                </div>
              ))}
            </dl>
            {address.latitude != null && address.longitude != null && address.mapUrl ? (
              <div className="mt-6">
                <MapLinks
                  latitude={address.latitude}
                  longitude={address.longitude}
                  mapUrl={address.mapUrl}
                  labels={{ open: tContact('open'), openMapy: tContact('openMapy'), newTab: tSite('newTab') }}
                />
              </div>
            ) : null}
          </aside>
        </div>
      </div>
    </>
  )
}
