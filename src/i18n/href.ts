import { defaultLocale, type Locale } from './locales'
import { type AppPathname, pathnames } from './pathnames'

type QueryValue = string | number | boolean | null | undefined
/** A page of the routing table as the site's links name it (next-intl's navigation takes the same shape). */
export type Href =
  | AppPathname
  | { pathname: AppPathname; params?: Record<string, string | number>; query?: Record<string, QueryValue | readonly QueryValue[]>; hash?: string }

/**
 * The page's URL path in a locale: `{ pathname: '/events/[id]', params: { id } }` → `/akce/<id>` or
 * `/en/events/<id>`. A plain function of the routing table, so that links in client components need
 * no navigation runtime (next-intl's `createNavigation` weighs ~5 KB gzipped on every page; issue 35).
 * Non-ASCII characters are encoded and queries serialised as next-intl's `getPathname` does.
 */
export function localizedHref(href: Href, locale: Locale): string {
  const { pathname, params, query, hash } = typeof href === 'string' ? { pathname: href, params: undefined, query: undefined, hash: undefined } : href
  let path: string = pathnames[pathname][locale]
  for (const [key, value] of Object.entries(params ?? {})) path = path.replace(`[${key}]`, String(value))
  if (path.includes('[')) throw new Error(`${pathname} needs parameters, given ${JSON.stringify(params ?? {})}`)
  path = new URL(path, 'http://l').pathname
  const prefixed = locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item != null) search.append(key, String(item))
  }
  const queryString = search.toString()
  return prefixed + (queryString ? `?${queryString}` : '') + (hash ? `#${hash.replace(/^#/, '')}` : '')
}
