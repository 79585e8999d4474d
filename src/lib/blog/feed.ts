import { localizedHref } from '@/i18n/href'
import type { Locale } from '@/i18n/locales'

/** The feed's file name, below the blog list's localised path (`/blog/feed.xml`, `/en/blog/feed.xml`). */
export const FEED_FILE = 'feed.xml'

export function feedPath(locale: Locale): string {
  return `${localizedHref('/blog', locale)}/${FEED_FILE}`
}
