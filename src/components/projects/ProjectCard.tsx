import { getTranslations } from 'next-intl/server'

import { SiteImage } from '@/components/page/SiteImage'
import type { Locale } from '@/i18n/locales'
import type { Project } from '@/lib/projects/queries'
import { Typo } from '@/components/page/Typo'

type Props = { project: Project; locale: Locale; size?: 'featured' | 'compact' }

/** A mentoring program or project: logo, name, what it is, a link to its own site. */
export async function ProjectCard({ project, locale, size = 'compact' }: Props) {
  const t = await getTranslations({ locale, namespace: 'projects' })
  const tSite = await getTranslations({ locale, namespace: 'site' })
  const featured = size === 'featured'
  return (
    <article className={`flex flex-col rounded-lg border border-line bg-white ${featured ? 'p-6 sm:p-10' : 'p-6'}`}>
      {project.logo ? (
        <div className={featured ? 'h-16 w-48' : 'h-12 w-36'}>
          <SiteImage image={project.logo} sizes={featured ? '192px' : '144px'} className="h-full w-auto object-contain object-left" />
        </div>
      ) : null}
      <h3 className={`${project.logo ? 'mt-6' : ''} font-medium ${featured ? 'text-3xl sm:text-4xl' : 'text-2xl'}`}>
        {project.name}
      </h3>
      {project.tagline ? <p className="mt-2 text-oak"><Typo>{project.tagline}</Typo></p> : null}
      {project.description ? <p className="mt-4 leading-relaxed"><Typo>{project.description}</Typo></p> : null}
      {project.url ? (
        <p className="mt-auto pt-6">
          <a className="link font-medium" href={project.url} target="_blank" rel="noopener noreferrer">
            {t('visit', { name: project.name })}
            <span className="sr-only"> {tSite('newTab')}</span>
          </a>
        </p>
      ) : null}
    </article>
  )
}
