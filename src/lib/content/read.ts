import type { Media } from '@/payload-types'
import { defaultLocale } from '@/i18n/locales'

import type { ImageSizeName, Locale, SiteImage } from './types'

/**
 * The options every read for the site shares: one locale with fallback to Czech, and access
 * checked as an anonymous visitor (`overrideAccess: false`), so only published documents and
 * public fields come back. Relationships are populated one level deep (images, authors, places).
 */
export function publicRead(locale: Locale) {
  return {
    locale,
    fallbackLocale: defaultLocale,
    overrideAccess: false,
    draft: false,
    depth: 1,
  } as const
}

/** A staff member's draft preview (only ever called after draft mode was enabled for staff). */
export function draftRead(locale: Locale) {
  return {
    locale,
    fallbackLocale: defaultLocale,
    overrideAccess: true,
    draft: true,
    depth: 1,
  } as const
}

/** Payload builds upload URLs on SITE_URL; the site serves them from its own origin. */
export function sameOrigin(url: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return parsed.pathname + parsed.search
  } catch {
    return url
  }
}

const SIZE_NAMES: ImageSizeName[] = ['thumbnail', 'card', 'hero']

/** A populated upload as the site's image, or null when it is missing or not populated. */
export function toImage(value: number | Media | null | undefined): SiteImage | null {
  if (!value || typeof value !== 'object' || !value.url) return null
  return {
    url: sameOrigin(value.url),
    alt: value.alt ?? '',
    width: value.width ?? 0,
    height: value.height ?? 0,
    focalX: value.focalX ?? 50,
    focalY: value.focalY ?? 50,
    sizes: SIZE_NAMES.flatMap((name) => {
      const size = value.sizes?.[name]
      return size?.url && size.width && size.height
        ? [{ name, url: sameOrigin(size.url), width: size.width, height: size.height }]
        : []
    }),
  }
}

export function toImages(values: (number | Media)[] | null | undefined): SiteImage[] {
  return (values ?? []).map(toImage).filter((image): image is SiteImage => image !== null)
}

/** `{ cs: 'a', en: 'b' }` as Payload returns a localised field read with `locale: 'all'`. */
export function localizedSlugs(value: unknown): Partial<Record<Locale, string>> {
  if (!value || typeof value !== 'object') return {}
  const out: Partial<Record<Locale, string>> = {}
  for (const [locale, slug] of Object.entries(value as Record<string, unknown>)) {
    if ((locale === 'cs' || locale === 'en') && typeof slug === 'string' && slug) out[locale] = slug
  }
  return out
}
