import { toImage } from '@/lib/content/read'
import type { SiteImage } from '@/lib/content/types'
import type { Media } from '@/payload-types'

/** What staff wrote for search engines and shares (the SEO group, src/cms/seo.ts); empty = the document's own. */
export type Seo = { title: string | null; description: string | null; image: SiteImage | null; noindex: boolean }

type Stored = { title?: string | null; description?: string | null; image?: number | Media | null; noindex?: boolean | null } | null | undefined

export function toSeo(meta: Stored): Seo {
  return {
    title: meta?.title?.trim() || null,
    description: meta?.description?.trim() || null,
    image: toImage(meta?.image),
    noindex: Boolean(meta?.noindex),
  }
}
