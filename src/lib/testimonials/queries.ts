import { cached } from '@/lib/content/cache'
import { publicRead, toImage } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, SiteImage } from '@/lib/content/types'
import { payloadClient } from '@/lib/payload'

export type Testimonial = { id: number; name: string; position: string | null; text: string; photo: SiteImage | null }

export async function readTestimonials(locale: Locale): Promise<Testimonial[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'testimonials',
    ...publicRead(locale),
    sort: 'order',
    limit: 100,
    pagination: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    position: doc.position ?? null,
    text: doc.text,
    photo: toImage(doc.photo),
  }))
}

export const getTestimonials: (locale: Locale) => Promise<Testimonial[]> = cached(
  readTestimonials,
  [TAGS.testimonials, TAGS.media],
)
