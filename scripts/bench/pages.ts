/**
 * The page types the benchmarks measure, in both locales. Static routes come from the routing table;
 * for `{id}` routes the first published document of the site's slug index (/api/site/slugs) is used,
 * so the benchmark follows the content that is actually there.
 */
import { pathnames } from '../../src/i18n/pathnames'

export type BenchPage = { name: string; locale: 'cs' | 'en'; url: string }

const EXCLUDED = new Set(['/contact-form-confirm', '/calendly-meeting-confirm', '/registration-confirm', '/newsletter-subscription'])

const prefixed = (locale: 'cs' | 'en', path: string) => (locale === 'cs' ? path : path === '/' ? '/en' : `/en${path}`)

type SlugIndex = Record<string, Record<'cs' | 'en', string[]>>

async function slugIndex(base: string): Promise<SlugIndex> {
  const response = await fetch(`${base}/api/site/slugs`)
  if (!response.ok) throw new Error(`GET /api/site/slugs: ${response.status}`)
  return (await response.json()) as SlugIndex
}

export async function benchPages(base: string, only?: string[]): Promise<BenchPage[]> {
  const pages: BenchPage[] = []
  const slugs = await slugIndex(base)
  for (const [name, paths] of Object.entries(pathnames)) {
    if (EXCLUDED.has(name)) continue
    if (only && !only.includes(name)) continue
    for (const locale of ['cs', 'en'] as const) {
      const pattern = paths[locale]
      if (!pattern.includes('[')) {
        pages.push({ name, locale, url: base + prefixed(locale, pattern) })
        continue
      }
      const route = name.slice(1, name.indexOf('/[')) // '/events/[id]' → 'events'
      const slug = slugs[route]?.[locale]?.[0] ?? slugs[route]?.cs?.[0]
      if (slug) pages.push({ name, locale, url: base + prefixed(locale, pattern.replace('[id]', encodeURIComponent(slug))) })
    }
  }
  return pages
}

/** The page types of issue 13's targets: home, membership, a space, an event, an article, the events list, contact. */
export const ISSUE_PAGES = ['/', '/membership', '/space/[id]', '/events/[id]', '/blog/[id]', '/events', '/contact']

/**
 * The site's pages `--pages` names (issue 13's by default; `all`: every page type of the routing
 * table; `minimal`: none, the minimal app alone, so no site needs to run).
 */
export async function sitePages(base: string): Promise<BenchPage[]> {
  const arg = argValue('pages')
  if (arg === 'minimal') return []
  return benchPages(base, arg === 'all' ? undefined : (arg?.split(',').filter((name) => name !== 'minimal') ?? ISSUE_PAGES))
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
