import { pathnames } from './pathnames'

export type Redirect = { source: string; destination: string; statusCode: 301 }

/** `[id]` (next-intl) → `:id` (Next.js redirect syntax). */
const toPattern = (p: string) => p.replace(/\[(\w+)\]/g, ':$1')

/**
 * 301 redirects that keep old and mistaken URLs working (docs/ROUTES.md):
 * - Reading A: every `/cs/...` path goes to its unprefixed canonical twin;
 * - a path in the other language's words (`/membership`, `/en/clenstvi`) goes to the right page.
 * Static paths come before dynamic ones so that `/akce/archiv` is never read as an event slug.
 * Query strings are kept by Next.js; the hash never leaves the browser.
 */
export function legacyRedirects(): Redirect[] {
  const entries = Object.values(pathnames).sort((a, b) => {
    const dyn = Number(a.cs.includes('[')) - Number(b.cs.includes('['))
    return dyn !== 0 ? dyn : b.cs.length - a.cs.length
  })
  const out: Redirect[] = [{ source: '/cs', destination: '/', statusCode: 301 }]
  const seen = new Set<string>(['/cs'])
  const add = (source: string, destination: string) => {
    if (source === destination || seen.has(source)) return
    seen.add(source)
    out.push({ source, destination, statusCode: 301 })
  }
  for (const { cs, en } of entries) {
    if (cs === '/') continue
    const csPath = toPattern(cs)
    const enPath = toPattern(en)
    add(`/cs${csPath}`, csPath)
    add(`/cs${enPath}`, csPath)
    if (enPath !== csPath) {
      add(`/en${csPath}`, `/en${enPath}`)
      // An English path word without /en is English; unless it is also a Czech path.
      const isCzechPath = entries.some((e) => toPattern(e.cs) === enPath)
      if (!isCzechPath) add(enPath, `/en${enPath}`)
    }
  }
  // Anything else under /cs is still Czech: drop the prefix (an unknown path then 404s in Czech).
  add('/cs/:path*', '/:path*')
  return out
}
