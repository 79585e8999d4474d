import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PressList } from '@/components/about/PressList'
import { EventCard } from '@/components/events/EventCard'
import { toEventCardViews } from '@/components/events/format'
import { JsonLd } from '@/components/page/JsonLd'
import { Figures } from '@/components/projects/Figures'
import { PartnerGrid } from '@/components/projects/PartnerGrid'
import { SpaceCard } from '@/components/spaces/SpaceCard'
import { ButtonLink } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/link'
import { listEvents } from '@/lib/events/list'
import { fillPriceTokens } from '@/lib/format/price'
import { getMembershipTiers, tierPriceTokens } from '@/lib/membership/queries'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { organizationAndPlace } from '@/lib/seo/structuredData'
import { getPressMentions } from '@/lib/press/queries'
import { getPartners, getProjects } from '@/lib/projects/queries'
import { getSiteSettings } from '@/lib/site/queries'
import { getSpaces } from '@/lib/spaces/queries'
import { getTestimonials } from '@/lib/testimonials/queries'

import { HomeHero } from './HomeHero'
import { HomeSection } from './HomeSection'
import { MembershipTeaser } from './MembershipTeaser'
import { Testimonials } from './Testimonials'

/** The home page's metadata: `export const generateMetadata = ({ params }) => homeMetadata(locale)`. */
export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'homePage.meta' }), getPage('home', locale)])
  return {
    ...(await pageMetadata({ locale, href: '/', title: t('title'), description: t('description'), seo: page?.seo })),
    // The home page's title is the brand's own line, without the "· HUB 1909" template.
    title: { absolute: page?.seo.title ?? t('title') },
  }
}

const moreLink = 'link-quiet inline-flex items-center gap-2 font-medium underline decoration-current/40'

/**
 * The home page: hero, membership teaser, spaces, the next upcoming events, projects with the
 * house's figures, testimonials, partners and press (the newsletter form is the footer's). Server-rendered from the CMS.
 */
export async function HomePage({ locale }: { locale: Locale }) {
  const [t, page, settings, tiers, spaces, events, projects, testimonials, partners, press] = await Promise.all([
    getTranslations({ locale, namespace: 'homePage' }),
    getPage('home', locale),
    getSiteSettings(locale),
    getMembershipTiers(locale),
    getSpaces(locale),
    listEvents(locale, { view: 'upcoming', tag: null, month: null, q: '', page: 1 }),
    getProjects(locale),
    getTestimonials(locale),
    getPartners(locale),
    getPressMentions(locale),
  ])
  const section = (anchor: string) => page?.sections.find((s) => s.anchor === anchor)
  const prices = tierPriceTokens(tiers)
  // A section's text may name a tier's price as `{price:club}`: the figure comes from the tier.
  const text = (anchor: 'membership' | 'spaces' | 'events' | 'projects', key: 'title' | 'text') =>
    key === 'title'
      ? (section(anchor)?.heading ?? t(`${anchor}.title`))
      : fillPriceTokens(section(anchor)?.text ?? t(`${anchor}.text`), prices, locale)
  const bookable = spaces.filter((s) => s.hasDetailPage)
  const highlighted = [
    ...bookable.filter((s) => s.kind === 'event-space'),
    ...bookable.filter((s) => s.kind === 'meeting-room').slice(0, 1),
    ...bookable.filter((s) => s.kind === 'terrace'),
  ].slice(0, 3)
  const upcoming = await toEventCardViews(events.events.slice(0, 3), locale)
  const featured = projects.filter((p) => p.featured)
  return (
    <>
      <JsonLd data={organizationAndPlace(settings, locale)} />
      <HomeHero locale={locale} page={page} section={section('hero')} settings={settings} />

      <HomeSection
        id="membership"
        title={text('membership', 'title')}
        text={text('membership', 'text')}
        action={
          <Link href="/membership" className={moreLink}>
            {section('membership')?.cta ?? t('membership.more')} <span aria-hidden="true">→</span>
          </Link>
        }
      >
        <MembershipTeaser locale={locale} tiers={tiers} vatPercent={settings.vatPercent} />
      </HomeSection>

      <HomeSection
        id="spaces"
        title={text('spaces', 'title')}
        text={text('spaces', 'text')}
        tone="white"
        action={
          <Link href="/space" className={moreLink}>
            {t('spaces.more')} <span aria-hidden="true">→</span>
          </Link>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {highlighted.map((space) => (
            <SpaceCard key={space.id} space={space} locale={locale} vatPercent={settings.vatPercent} />
          ))}
        </div>
      </HomeSection>

      <HomeSection
        id="events"
        title={text('events', 'title')}
        text={text('events', 'text')}
        action={
          <Link href="/events" className={moreLink}>
            {t('events.more')} <span aria-hidden="true">→</span>
          </Link>
        }
      >
        {upcoming.length > 0 ? (
          <ul className="grid gap-5 md:grid-cols-3">
            {upcoming.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-lg text-ink-muted">{t('events.empty')}</p>
        )}
      </HomeSection>

      <HomeSection
        id="projects"
        title={text('projects', 'title')}
        text={text('projects', 'text')}
        tone="dark"
        action={
          <Link href="/projects" className={moreLink}>
            {t('projects.more')} <span aria-hidden="true">→</span>
          </Link>
        }
      >
        <Figures figures={settings.figures} tone="dark" />
        {featured.length > 0 ? (
          <ul className="mt-12 flex flex-wrap gap-x-10 gap-y-3 font-display text-2xl sm:text-3xl">
            {projects.map((project) => (
              <li key={project.id}>{project.name}</li>
            ))}
          </ul>
        ) : null}
      </HomeSection>

      {testimonials.length > 0 ? (
        <HomeSection id="testimonials" title={t('testimonials.title')}>
          <Testimonials testimonials={testimonials} locale={locale} />
        </HomeSection>
      ) : null}

      {partners.length > 0 ? (
        <HomeSection id="partners" title={t('partners.title')} tone="white">
          <PartnerGrid partners={partners} locale={locale} />
        </HomeSection>
      ) : null}

      {press.length > 0 ? (
        <HomeSection
          id="press"
          title={t('press.title')}
          action={
            <Link href={{ pathname: '/about', hash: 'press' }} className={moreLink}>
              {t('press.more')} <span aria-hidden="true">→</span>
            </Link>
          }
        >
          <PressList mentions={press} locale={locale} limit={3} />
        </HomeSection>
      ) : null}

      <section aria-labelledby="home-cta" className="border-t border-line">
        <div className="mx-auto flex max-w-site flex-col gap-6 px-5 py-14 sm:px-8 lg:flex-row lg:items-center lg:justify-between">
          <h2 id="home-cta" className="text-3xl font-medium sm:text-4xl">
            {t('cta.title')}
          </h2>
          <ButtonLink href={{ pathname: '/contact', hash: 'contact-form' }} size="lg">
            {t('cta.button')}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
