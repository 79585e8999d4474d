import { publishedList } from '@/lib/content/list'
import { toImage } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, SiteImage } from '@/lib/content/types'

export type Project = {
  id: number
  slug: string
  name: string
  /** Featured mentoring programs come first on the Projects page; the rest are "more projects". */
  featured: boolean
  tagline: string | null
  description: string | null
  url: string | null
  logo: SiteImage | null
}

export type Partner = { id: number; name: string; url: string | null; description: string | null; logo: SiteImage | null }

/** DoToho!, Ment2Grow, Yodas, Open Up … in display order. */
export const getProjects: (locale: Locale) => Promise<Project[]> = publishedList(
  'projects',
  (doc) => ({
    id: doc.id,
    slug: doc.slug ?? '',
    name: doc.name,
    featured: Boolean(doc.featured),
    tagline: doc.tagline ?? null,
    description: doc.description ?? null,
    url: doc.url ?? null,
    logo: toImage(doc.logo),
  }),
  { tags: [TAGS.projects, TAGS.media] },
)

export const getPartners: (locale: Locale) => Promise<Partner[]> = publishedList(
  'partners',
  (doc) => ({
    id: doc.id,
    name: doc.name,
    url: doc.url ?? null,
    description: doc.description ?? null,
    logo: toImage(doc.logo),
  }),
  { tags: [TAGS.partners, TAGS.media] },
)
