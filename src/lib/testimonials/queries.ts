import { publishedList } from '@/lib/content/list'
import { toImage } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, SiteImage } from '@/lib/content/types'

export type Testimonial = { id: number; name: string; position: string | null; text: string; photo: SiteImage | null }

export const getTestimonials: (locale: Locale) => Promise<Testimonial[]> = publishedList(
  'testimonials',
  (doc) => ({
    id: doc.id,
    name: doc.name,
    position: doc.position ?? null,
    text: doc.text,
    photo: toImage(doc.photo),
  }),
  { tags: [TAGS.testimonials, TAGS.media] },
)
