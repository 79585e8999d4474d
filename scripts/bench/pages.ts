/**
 * The page types the benchmarks measure, in both locales. Static routes come from the routing table;
 * for `{id}` routes the first matching link on the list page is used, so the benchmark follows the
 * content that is actually there.
 */
import { pathnames } from '../../src/i18n/pathnames'

export type BenchPage = { name: string; locale: 'cs' | 'en'; url: string }

const EXCLUDED = new Set(['/contact-form-confirm', '/calendly-meeting-confirm', '/registration-confirm', '/newsletter-subscription'])

const prefixed = (locale: 'cs' | 'en', path: string) => (locale === 'cs' ? path : path === '/' ? '/en' : `/en${path}`)

async function firstLink(base: string, listPath: string, detailPrefix: string): Promise<string | undefined> {
  const response = await fetch(base + listPath)
  if (!response.ok) return undefined
  const html = await response.text()
  const pattern = new RegExp(`href="(${detailPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^"/?#]+)"`)
  return html.match(pattern)?.[1]
}

export async function benchPages(base: string, only?: string[]): Promise<BenchPage[]> {
  const pages: BenchPage[] = []
  for (const [name, paths] of Object.entries(pathnames)) {
    if (EXCLUDED.has(name)) continue
    if (only && !only.includes(name)) continue
    for (const locale of ['cs', 'en'] as const) {
      const pattern = paths[locale]
      if (!pattern.includes('[')) {
        pages.push({ name, locale, url: base + prefixed(locale, pattern) })
        continue
      }
      const listPath = prefixed(locale, pattern.slice(0, pattern.indexOf('/[')))
      const link = await firstLink(base, listPath, listPath)
      if (link) pages.push({ name, locale, url: base + link })
    }
  }
  return pages
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
