import { cached } from '@/lib/content/cache'
import { publicRead, toImage } from '@/lib/content/read'
import { TAGS } from '@/lib/content/tags'
import type { Locale, SiteImage } from '@/lib/content/types'
import { payloadClient } from '@/lib/payload'

export type PressMention = {
  id: number
  outlet: string
  title: string
  date: string
  url: string | null
  logo: SiteImage | null
}

export async function readPressMentions(locale: Locale): Promise<PressMention[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'press-mentions',
    ...publicRead(locale),
    sort: '-date',
    limit: 100,
    pagination: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    outlet: doc.outlet,
    title: doc.title,
    date: doc.date,
    url: doc.url ?? null,
    logo: toImage(doc.logo),
  }))
}

/** Press and media mentions for About, newest first. */
export const getPressMentions: (locale: Locale) => Promise<PressMention[]> = cached(
  readPressMentions,
  [TAGS.press, TAGS.media],
)
