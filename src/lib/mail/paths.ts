import { defaultLocale, type Locale } from '@/i18n/locales'
import { type AppPathname, pathnames } from '@/i18n/pathnames'

/**
 * The localised path of a static route, as next-intl's `getPathname` gives it (Czech without a
 * prefix, English under /en). Mail is rendered by the job runner, outside Next.js, where
 * `next-intl/navigation` cannot be loaded; this reads the same routing table.
 */
export function localizedPath(locale: Locale, route: AppPathname, query?: Record<string, string>): string {
  const path = pathnames[route][locale]
  const prefixed = locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`
  const search = query ? `?${new URLSearchParams(query).toString()}` : ''
  return prefixed + search
}
