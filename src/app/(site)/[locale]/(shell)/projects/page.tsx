import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageHeader, Section } from '@/components/page/PageHeader'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import { Figures } from '@/components/projects/Figures'
import { PartnerGrid } from '@/components/projects/PartnerGrid'
import { ProjectCard } from '@/components/projects/ProjectCard'
import { ButtonLink } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { getPage } from '@/lib/pages/queries'
import { pageMetadata } from '@/lib/seo/metadata'
import { getPartners, getProjects } from '@/lib/projects/queries'
import { getSiteSettings } from '@/lib/site/queries'
import { servePublicly } from '@/lib/render'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, page] = await Promise.all([getTranslations({ locale, namespace: 'projects.meta' }), getPage('projects', locale)])
  return pageMetadata({ locale, href: '/projects', title: t('title'), description: t('description'), seo: page?.seo })
}

export default async function ProjectsPage({ params }: Props) {
  // The same page for every visitor: the page cache in front of Next.js may keep it (src/lib/render.ts).
  servePublicly()
  const { locale } = await params
  setRequestLocale(locale)
  const [t, projects, partners, settings, page] = await Promise.all([
    getTranslations({ locale, namespace: 'projects' }),
    getProjects(locale),
    getPartners(locale),
    getSiteSettings(locale),
    getPage('projects', locale),
  ])
  const featured = projects.filter((p) => p.featured)
  const more = projects.filter((p) => !p.featured)
  return (
    <>
      <BreadcrumbJsonLd locale={locale} trail={[{ name: t('meta.title'), href: '/projects' }]} />
      <PageHeader eyebrow={t('eyebrow')} title={page?.title ?? t('title')} lead={page?.lead ?? t('lead')} />
      <div className="mx-auto max-w-site px-5 pb-6 sm:px-8">
        <Figures figures={settings.figures} />
      </div>
      {featured.length > 0 ? (
        <Section id="featured" title={t('featuredTitle')}>
          <div className="grid gap-5 lg:grid-cols-2">
            {featured.map((project) => (
              <ProjectCard key={project.id} project={project} locale={locale} size="featured" />
            ))}
          </div>
        </Section>
      ) : null}
      {more.length > 0 ? (
        <Section id="more" title={t('moreTitle')} tone="white">
          <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {more.map((project) => (
              <ProjectCard key={project.id} project={project} locale={locale} />
            ))}
          </div>
        </Section>
      ) : null}
      {partners.length > 0 ? (
        <Section id="partners" title={t('partnersTitle')} intro={t('partnersIntro')}>
          <PartnerGrid partners={partners} locale={locale} />
        </Section>
      ) : null}
      <section aria-labelledby="become-member" className="surface-dark bg-ink text-paper">
        <div className="mx-auto flex max-w-site flex-col gap-8 px-5 py-16 sm:px-8 lg:flex-row lg:items-end lg:justify-between lg:py-24">
          <div>
            <h2 id="become-member" className="max-w-2xl text-3xl leading-tight font-medium sm:text-5xl">
              {t('cta.title')}
            </h2>
            <p className="mt-5 max-w-xl text-lg text-paper/80">{t('cta.text')}</p>
          </div>
          <ButtonLink href="/membership" variant="inverse" size="lg">
            {t('cta.button')}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
