import { localizedHref } from '@/i18n/href'
import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { DOCUMENT_ROUTES, type DocumentCollection } from '@/lib/content/previewPath'

/**
 * A path as redirects store and match it: a full URL's path (staff paste addresses from the
 * browser), decoded, with one leading and no trailing slash, no query or fragment. Null: not a
 * path of the site's (the CMS, the API).
 */
export function redirectPath(input: string): string | null {
  let path = input.trim()
  try {
    path = new URL(path, 'http://site.invalid').pathname
    path = decodeURIComponent(path)
  } catch {
    return null
  }
  path = path.replace(/\/+$/, '') || '/'
  if (/^\/(admin|api|_next)(\/|$)/.test(path)) return null
  return path
}

/** The language of a site path: English under `/en`, else Czech. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1]
  return locales.find((l) => l !== defaultLocale && l === first) ?? defaultLocale
}

/** A document's path in a language, as a redirect stores it (`/akce/prochazka`, `/en/events/walk`). */
export function documentPath(collection: DocumentCollection, slug: string, locale: Locale): string {
  return redirectPath(localizedHref({ pathname: DOCUMENT_ROUTES[collection], params: { id: slug } }, locale))!
}
