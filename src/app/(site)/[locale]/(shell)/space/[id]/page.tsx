import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { RichText } from '@/components/richtext/RichText'
import { BreadcrumbJsonLd, JsonLd } from '@/components/page/JsonLd'
import { Typo } from '@/components/page/Typo'
import { BookingButton } from '@/components/forms/BookingButton'
import { EnquirySection } from '@/components/spaces/EnquiryForm'
import { SpaceCard } from '@/components/spaces/SpaceCard'
import { SpaceFacts } from '@/components/spaces/SpaceFacts'
import { SpaceGallery } from '@/components/spaces/SpaceGallery'
import { relatedSpaces, spaceTab } from '@/components/spaces/spaceGroups'
import { ButtonLink } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import { documentHrefs, readDocument } from '@/lib/content/documentRoute'
import { pageMetadata } from '@/lib/seo/metadata'
import { absoluteUrl } from '@/i18n/alternates'
import { spaceJsonLd } from '@/lib/seo/structuredData'
import { getSiteSettings } from '@/lib/site/queries'
import { spaceBooking, spaceContactHref } from '@/lib/spaces/booking'
import { enquiryFiguresOf } from '@/lib/spaces/enquiryFigures'
import { getSpaceBySlug, getSpaces } from '@/lib/spaces/queries'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale; id: string }> }

async function loadSpace(id: string, locale: Locale) {
  const space = await readDocument(getSpaceBySlug, id, locale)
  return space?.hasDetailPage ? space : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const space = await loadSpace(id, locale)
  if (!space) return {}
  const t = await getTranslations({ locale, namespace: 'spaces.detail' })
  const hrefs = documentHrefs('/space/[id]', space, { fallback: false })
  return pageMetadata({
    locale,
    href: { pathname: '/space/[id]', params: { id: space.slug } },
    hrefs,
    title: t('metaTitle', { name: space.name }),
    description: space.summary ?? space.tagline ?? t('metaTitle', { name: space.name }),
    kind: 'space',
    seo: space.seo,
  })
}

export default async function SpaceDetailPage({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale, id } = await params
  setRequestLocale(locale)
  const space = await loadSpace(id, locale)
  if (!space) notFound()
  const [t, settings, all] = await Promise.all([
    getTranslations({ locale, namespace: 'spaces' }),
    getSiteSettings(locale),
    getSpaces(locale),
  ])
  const bookingUrl = space.bookingUrl ?? settings.booking.meetingRoomUrl
  // The event space has its enquiry form below (EnquirySection, on the same figures).
  const hasEnquiryForm = enquiryFiguresOf(space, settings.vatPercent) !== null
  const booking = spaceBooking(space, { hasEnquiryForm })
  const images = [...(space.cover ? [space.cover] : []), ...space.gallery]
  const related = relatedSpaces(all, space)
  const href = { pathname: '/space/[id]' as const, params: { id: space.slug } }
  return (
    <>
      <JsonLd data={spaceJsonLd(space, { url: absoluteUrl(locale, href), settings })} />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('meta.title'), href: '/space' }, { name: space.name, href }]} />
      <div className="mx-auto max-w-site px-5 pt-8 sm:px-8 lg:pt-12">
        <Link
          href={{ pathname: '/space', hash: spaceTab(space.kind) }}
          className="link-quiet inline-flex items-center gap-2 text-sm text-ink-muted"
        >
          <span aria-hidden="true">←</span> {t('detail.back')}
        </Link>
      </div>
      <article className="mx-auto max-w-site px-5 pb-16 sm:px-8">
        <header className="pt-6 pb-8 lg:pt-8 lg:pb-12">
          <p className="text-sm font-medium tracking-[0.14em] text-oak uppercase">{t(`kinds.${space.kind}`)}</p>
          <h1 className="mt-3 text-[2.6rem] leading-[1.05] font-medium sm:text-6xl"><Typo>{space.name}</Typo></h1>
          {space.tagline ? <p className="mt-4 max-w-2xl text-xl text-ink-muted"><Typo>{space.tagline}</Typo></p> : null}
        </header>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-14">
          <div className="flex flex-col gap-12">
            <SpaceGallery images={images} label={t('detail.gallery', { name: space.name })} />
            {space.description ? (
              <section aria-labelledby="space-about" className="max-w-2xl">
                <h2 id="space-about" className="text-3xl font-medium">
                  {t('detail.about')}
                </h2>
                <RichText
                  content={space.description}
                  locale={locale}
                  videoTitle={space.name}
                  lang={locale}
                  className="mt-5 [&>:first-child]:mt-0"
                />
              </section>
            ) : null}
            {space.equipment.length > 0 ? (
              <section aria-labelledby="space-equipment" className="max-w-2xl">
                <h2 id="space-equipment" className="text-3xl font-medium">
                  {t('detail.equipment')}
                </h2>
                <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2">
                  {space.equipment.map((item) => (
                    <li key={item} className="flex gap-3 border-t border-line pt-3">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-oak" />
                      <Typo>{item}</Typo>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <div className="lg:sticky lg:top-[calc(var(--nav-h)+1.5rem)] lg:self-start">
            <SpaceFacts space={space} locale={locale} vatPercent={settings.vatPercent}>
              {booking.by === 'calendar' ? (
                <BookingButton url={bookingUrl} kind="meetingRoom" label={t('detail.book')} className="w-full" />
              ) : (
                <ButtonLink href={booking.href} className="w-full">
                  {t('detail.enquire')}
                </ButtonLink>
              )}
              {/* A question besides the booking; the enquiry that already is the contact form needs no second link. */}
              {booking.by === 'calendar' || hasEnquiryForm ? (
                <ButtonLink href={spaceContactHref(space)} variant="secondary" className="w-full">
                  {t('detail.ask')}
                </ButtonLink>
              ) : null}
            </SpaceFacts>
          </div>
        </div>
      </article>
      <EnquirySection space={space} locale={locale} vatPercent={settings.vatPercent} />
      {related.length > 0 ? (
        <section aria-labelledby="related-spaces" className="border-t border-line bg-white">
          <div className="mx-auto max-w-site px-5 py-14 sm:px-8 lg:py-20">
            <h2 id="related-spaces" className="text-3xl font-medium sm:text-4xl">
              {t('detail.related')}
            </h2>
            <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((s) => (
                <SpaceCard key={s.id} space={s} locale={locale} vatPercent={settings.vatPercent} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  )
}

