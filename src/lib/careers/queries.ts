import { publishedList } from '@/lib/content/list'
import { TAGS } from '@/lib/content/tags'
import type { Locale, RichText } from '@/lib/content/types'

export type JobOpening = {
  id: number
  slug: string
  title: string
  employment: string | null
  summary: string | null
  description: RichText | null
  applyEmail: string | null
}

/** Open positions only (closed ones stay in the CMS). */
export const getJobOpenings: (locale: Locale) => Promise<JobOpening[]> = publishedList(
  'job-openings',
  (doc) => ({
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    employment: doc.employment ?? null,
    summary: doc.summary ?? null,
    description: doc.description ?? null,
    applyEmail: doc.applyEmail ?? null,
  }),
  { tags: [TAGS.jobs], where: { open: { equals: true } } },
)
