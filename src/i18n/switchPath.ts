import { defaultLocale, type Locale, locales } from './locales'
import { pathnames } from './pathnames'

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

/**
 * The same page in another locale, from the visitor's path (the routing table's words swapped,
 * parameters kept): `/akce/jarni-setkani` → `/en/events/jarni-setkani`. A path the table does not
 * know keeps its words and only changes the prefix (its 404 is then in the other language).
 * Static paths are tried before dynamic ones, so `/akce/archiv` is never read as an event.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const { locale, path } = splitLocale(pathname)
  const entries = Object.values(pathnames).sort(
    (a, b) => Number(a[locale].includes('[')) - Number(b[locale].includes('[')),
  )
  for (const entry of entries) {
    const { re, names } = templateRegExp(entry[locale])
    const match = re.exec(path)
    if (!match) continue
    let out: string = entry[target]
    names.forEach((name, i) => {
      out = out.replace(`[${name}]`, match[i + 1])
    })
    return prefix(target) + (out === '/' && prefix(target) ? '' : out) || '/'
  }
  return prefix(target) + (path === '/' && prefix(target) ? '' : path) || '/'
}
