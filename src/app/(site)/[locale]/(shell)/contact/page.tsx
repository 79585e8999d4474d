import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContactDetails } from '@/components/contact/ContactDetails'
import { MapEmbed } from '@/components/contact/MapEmbed'
import { BookingButton } from '@/components/forms/BookingButton'
import { ContactForm } from '@/components/forms/ContactForm'
import { BreadcrumbJsonLd, JsonLd } from '@/components/page/JsonLd'
import { PageHeader, Section } from '@/components/page/PageHeader'
import { NavbarMode } from '@/components/site/NavbarMode'
import { TeamMemberCard } from '@/components/team/TeamMemberCard'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import { typography } from '@/lib/format/typography'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { organizationAndPlace } from '@/lib/seo/structuredData'
import { getSiteSettings } from '@/lib/site/queries'
import { getContactPeople } from '@/lib/team/queries'
import { contactTopicOf } from '@/lib/contact/topics'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'contact.meta' }), getPage('contact', locale)])
  return pageMetadata({ locale, href: '/contact', title: t('title'), description: t('description'), seo: page?.seo })
}

export default async function ContactPage({ params, searchParams }: Props) {
  // The same page for every visitor with this URL: the page cache in front of Next.js may keep it
  // (src/lib/render.ts); `?topic=` (a space's enquiry link) only preselects the form's topic.
  servePublicly()
  const { locale } = await params
  const topic = contactTopicOf((await searchParams).topic)
  setRequestLocale(locale)
  const [t, tSite, settings, people, page] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'site' }),
    getSiteSettings(locale),
    getContactPeople(locale),
    getPage('contact', locale),
  ])
  const { address } = settings
  return (
    <>
      {/* The contact page keeps the white navbar with the dark logo (spec section 2). */}
      <NavbarMode mode="white" logo="dark" />
      <JsonLd data={organizationAndPlace(settings, locale)} />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('meta.title'), href: '/contact' }]} />
      <PageHeader eyebrow={t('eyebrow')} title={page?.title ?? t('title')} lead={page?.lead ?? t('lead')} />

      <div className="mx-auto grid max-w-site gap-12 px-5 pb-16 sm:px-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16 lg:pb-24">
        <div id="contact-form" className="scroll-mt-[calc(var(--nav-h)+1rem)] rounded-lg border border-line bg-white p-6 sm:p-10">
          <ContactForm locale={locale} topic={topic} />
        </div>
        <div className="flex flex-col gap-10">
          <section id="appointment" aria-labelledby="appointment-title" className="rounded-lg bg-ink p-6 text-paper surface-dark sm:p-8">
            <h2 id="appointment-title" className="text-2xl font-medium sm:text-3xl">
              {t('appointment.title')}
            </h2>
            <p className="mt-3 text-paper/80">{t('appointment.text')}</p>
            <BookingButton
              url={settings.booking.meetingUrl}
              kind="appointment"
              label={t('appointment.cta')}
              variant="inverse"
              className="mt-6"
            />
          </section>
          <section aria-labelledby="contact-reach">
            <h2 id="contact-reach" className="text-2xl font-medium">
              {t('reach')}
            </h2>
            <address className="mt-4 flex flex-col gap-1 text-lg not-italic">
              <span>{settings.brandName}</span>
              <span>{address.street}</span>
              <span>
                {address.postalCode} {address.city}
              </span>
              {settings.contact.email ? (
                <a className="link mt-3" href={`mailto:${settings.contact.email}`}>
                  {settings.contact.email}
                </a>
              ) : null}
              {settings.contact.phone ? (
                <a className="link" href={`tel:${settings.contact.phone.replace(/\s+/g, '')}`}>
                  {settings.contact.phone}
                </a>
              ) : null}
            </address>
          </section>
        </div>
      </div>

      {people.length > 0 ? (
        <Section id="people" title={t('people.title')} intro={t('people.intro')} tone="white">
          <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
            {people.map((person) => (
              <TeamMemberCard key={person.id} member={person} locale={locale} showContacts />
            ))}
          </div>
        </Section>
      ) : null}

      <Section id="map" title={t('map.title')}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          {address.latitude != null && address.longitude != null && address.mapUrl ? (
            <MapEmbed
              latitude={address.latitude}
              longitude={address.longitude}
              mapUrl={address.mapUrl}
              labels={{
                load: t('map.load'),
                notice: t('map.notice'),
                open: t('map.open'),
                openMapy: t('map.openMapy'),
                frameTitle: t('map.frameTitle', { name: settings.brandName }),
                newTab: tSite('newTab'),
              }}
            />
          ) : null}
          <div>
            <h3 className="text-sm font-medium tracking-[0.12em] text-ink-muted uppercase">{t('map.directions')}</h3>
            <p className="mt-4 text-lg leading-relaxed">
              {typography(`${address.street}, ${address.postalCode} ${address.city}`, locale)}
            </p>
            {address.directions ? <p className="mt-4 leading-relaxed text-ink-muted">{typography(address.directions, locale)}</p> : null}
            <p className="mt-6">
              <Link className="link font-medium" href="/visit">
                {t('map.visit')}
              </Link>
            </p>
          </div>
        </div>
      </Section>

      <Section id="details" title={t('detailsTitle')} tone="white">
        <ContactDetails locale={locale} settings={settings} />
      </Section>
    </>
  )
}
