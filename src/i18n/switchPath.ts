import { defaultLocale, type Locale, locales } from './locales'
import { type AppPathname, pathnames } from './pathnames'

const prefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`)

/** Splits a visitor's path into its locale and the path without the locale prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const p = prefix(locale)
    if (p && (pathname === p || pathname.startsWith(`${p}/`))) return { locale, path: pathname.slice(p.length) || '/' }
  }
  return { locale: defaultLocale, path: pathname || '/' }
}

function templateRegExp(template: string): { re: RegExp; names: string[] } {
  const names: string[] = []
  const source = template
    .split('/')
    .map((part) => {
      const param = /^\[(\w+)\]$/.exec(part)
      if (!param) return part.replace(/[.*+?^${}()|\\]/g, '\\$&')
      names.push(param[1])
      return '([^/]+)'
    })
    .join('/')
  return { re: new RegExp(`^${source}/?$`), names }
}

/** The routing table's entries of a locale, static paths before dynamic ones (`/akce/archiv` is never an event). */
function entriesOf(locale: Locale): [AppPathname, (typeof pathnames)[AppPathname]][] {
  return (Object.entries(pathnames) as [AppPathname, (typeof pathnames)[AppPathname]][]).sort(
    ([, a], [, b]) => Number(a[locale].includes('[')) - Number(b[locale].includes('[')),
  )
}

/** The entry of the routing table a visitor's path is, with its parameters, or null. */
function matchPath(pathname: string): { template: AppPathname; locale: Locale; params: string[] } | null {
  const { locale, path } = splitLocale(pathname)
  for (const [template, entry] of entriesOf(locale)) {
    const match = templateRegExp(entry[locale]).re.exec(path)
    if (match) return { template, locale, params: match.slice(1) }
  }
  return null
}

/**
 * The routing table's template of a visitor's path (`/akce/jarni-setkani` → `/events/[id]`), or null
 * for a path it does not know. Read from the path as it is, never decoded: a path that does not
 * decode (`/akce/%ff`, a 404) has a template too.
 */
export function templateOf(pathname: string): AppPathname | null {
  return matchPath(pathname)?.template ?? null
}

/**
 * The same page in another locale, from the visitor's path (the routing table's words swapped,
 * parameters kept): `/akce/jarni-setkani` → `/en/events/jarni-setkani`. A path the table does not
 * know keeps its words and only changes the prefix (its 404 is then in the other language).
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const matched = matchPath(pathname)
  if (matched) {
    const { template, locale, params } = matched
    const { names } = templateRegExp(pathnames[template][locale])
    let out: string = pathnames[template][target]
    names.forEach((name, i) => {
      out = out.replace(`[${name}]`, params[i]!)
    })
    return prefix(target) + (out === '/' && prefix(target) ? '' : out) || '/'
  }
  const { path } = splitLocale(pathname)
  return prefix(target) + (path === '/' && prefix(target) ? '' : path) || '/'
}
