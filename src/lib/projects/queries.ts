import { cached } from '@/lib/content/cache'
import { publicRead, toImage } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, SiteImage } from '@/lib/content/types'
import { payloadClient } from '@/lib/payload'

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

export async function readProjects(locale: Locale): Promise<Project[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'projects',
    ...publicRead(locale),
    sort: 'order',
    limit: 100,
    pagination: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug ?? '',
    name: doc.name,
    featured: Boolean(doc.featured),
    tagline: doc.tagline ?? null,
    description: doc.description ?? null,
    url: doc.url ?? null,
    logo: toImage(doc.logo),
  }))
}

/** DoToho!, Ment2Grow, Yodas, Open Up … in display order. */
export const getProjects: (locale: Locale) => Promise<Project[]> = cached(readProjects, [
  TAGS.projects,
  TAGS.media,
])

export async function readPartners(locale: Locale): Promise<Partner[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'partners',
    ...publicRead(locale),
    sort: 'order',
    limit: 100,
    pagination: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    url: doc.url ?? null,
    description: doc.description ?? null,
    logo: toImage(doc.logo),
  }))
}

export const getPartners: (locale: Locale) => Promise<Partner[]> = cached(readPartners, [
  TAGS.partners,
  TAGS.media,
])
