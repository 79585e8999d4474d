import type { Media, Post } from '@/payload-types'

export type { Locale } from '@/i18n/locales'

/** Rich text as stored (Lexical JSON): render it with `@payloadcms/richtext-lexical/react`'s RichText. */
export type RichText = NonNullable<Post['body']>

export type ImageSizeName = keyof NonNullable<Media['sizes']>

/** An image as the site uses it: a same-origin URL, its intrinsic size and the resized variants. */
export type SiteImage = {
  url: string
  alt: string
  width: number
  height: number
  /** Focal point in percent (0–100), for object-position. */
  focalX: number
  focalY: number
  sizes: { name: ImageSizeName; url: string; width: number; height: number }[]
}

/** Slugs of one document per locale, for the language switch (they may differ). */
export type LocalizedSlugs = Partial<Record<'cs' | 'en', string>>
