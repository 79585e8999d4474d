import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PressList } from '@/components/about/PressList'
import { ContactCallout } from '@/components/contact/ContactCallout'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import { CmsText } from '@/components/page/CmsText'
import { PageHeader, Section } from '@/components/page/PageHeader'
import { SiteImage } from '@/components/page/SiteImage'
import { TeamMemberCard } from '@/components/team/TeamMemberCard'
import type { Locale } from '@/i18n/locales'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getPressMentions } from '@/lib/press/queries'
import { getSiteSettings } from '@/lib/site/queries'
import { getTeam } from '@/lib/team/queries'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, story] = await Promise.all([getTranslations({ locale, namespace: 'about.meta' }), getPage('about-story', locale)])
  return pageMetadata({ locale, href: '/about', title: t('title'), description: t('description'), seo: story?.seo })
}

export default async function AboutPage({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const [t, tTeam, story, history, team, press, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'team' }),
    getPage('about-story', locale),
    getPage('building-history', locale),
    getTeam(locale),
    getPressMentions(locale),
    getSiteSettings(locale),
  ])
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('meta.title'), href: '/about' }]} />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} lead={story?.lead ?? null} />
      {story ? (
        <Section id="story" title={story.title}>
          <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
            <CmsText page={story} locale={locale} />
            {story.image ? (
              <div className="overflow-hidden rounded-lg">
                <SiteImage image={story.image} priority sizes="(min-width: 1024px) 600px, 100vw" className="h-auto w-full" />
              </div>
            ) : null}
          </div>
        </Section>
      ) : null}
      {history ? (
        <Section id="history" title={history.title} intro={history.lead} tone="white">
          <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
            {history.image ? (
              <div className="overflow-hidden rounded-lg lg:order-last">
                <SiteImage image={history.image} sizes="(min-width: 1024px) 600px, 100vw" className="h-auto w-full" />
              </div>
            ) : null}
            <CmsText page={history} locale={locale} />
          </div>
        </Section>
      ) : null}
      <Section id="team" title={t('teamTitle')} intro={t('teamIntro')}>
        {[
          { key: 'founders' as const, members: team.founders },
          { key: 'staff' as const, members: team.staff },
        ]
          .filter((group) => group.members.length > 0)
          .map((group) => (
            <div key={group.key} className="mb-14 last:mb-0">
              <h3 className="border-b border-line pb-3 text-sm font-medium tracking-[0.12em] text-ink-muted uppercase">
                {tTeam(group.key)}
              </h3>
              <div className="mt-8 grid grid-cols-2 gap-x-5 gap-y-10 lg:grid-cols-4">
                {group.members.map((member) => (
                  <TeamMemberCard key={member.id} member={member} locale={locale} headingLevel="h4" />
                ))}
              </div>
            </div>
          ))}
      </Section>
      {press.length > 0 ? (
        <Section id="press" title={t('pressTitle')} tone="white">
          <PressList mentions={press} locale={locale} />
        </Section>
      ) : null}
      <ContactCallout locale={locale} settings={settings} />
    </>
  )
}
