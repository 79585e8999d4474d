import { cached } from '@/lib/content/cache'
import { publicRead } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, RichText } from '@/lib/content/types'
import { payloadClient } from '@/lib/payload'

export type JobOpening = {
  id: number
  slug: string
  title: string
  employment: string | null
  summary: string | null
  description: RichText | null
  applyEmail: string | null
}

export async function readJobOpenings(locale: Locale): Promise<JobOpening[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'job-openings',
    ...publicRead(locale),
    where: { open: { equals: true } },
    sort: 'order',
    limit: 100,
    pagination: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    employment: doc.employment ?? null,
    summary: doc.summary ?? null,
    description: doc.description ?? null,
    applyEmail: doc.applyEmail ?? null,
  }))
}

/** Open positions only (closed ones stay in the CMS). */
export const getJobOpenings: (locale: Locale) => Promise<JobOpening[]> = cached(
  readJobOpenings,
  [TAGS.jobs],
)
