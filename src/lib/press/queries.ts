import { publishedList } from '@/lib/content/list'
import { toImage } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, SiteImage } from '@/lib/content/types'

export type PressMention = {
  id: number
  outlet: string
  title: string
  date: string
  url: string | null
  logo: SiteImage | null
}

/** Press and media mentions for About, newest first. */
export const getPressMentions: (locale: Locale) => Promise<PressMention[]> = publishedList(
  'press-mentions',
  (doc) => ({
    id: doc.id,
    outlet: doc.outlet,
    title: doc.title,
    date: doc.date,
    url: doc.url ?? null,
    logo: toImage(doc.logo),
  }),
  { tags: [TAGS.press, TAGS.media], sort: '-date' },
)
