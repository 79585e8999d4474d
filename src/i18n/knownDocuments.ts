import { defaultLocale, type Locale, locales } from './locales'
import { pathnames } from './pathnames'
import { processScope } from '@/lib/processScope.mjs'

/**
 * What the locale proxy knows about the site's pages, so that a page that does not exist is
 * answered by the server-rendered 404 page (app/global-not-found.tsx) with status 404.
 *
 * Why here: in Next.js 16, `notFound()` called by a page renders its not-found boundary only in the
 * browser (the HTML is an empty `__next_error__` shell: nothing to read without JavaScript, no
 * `<html lang>`). Unmatched routes are rendered on the server. So the proxy sends what it knows to
 * be missing — a path outside the routing table, an {id} that no published document has — to a
 * route that does not exist. Pages still call `notFound()` as a safety net.
 */

/** Internal routes (after the locale rewrite) that exist besides the routing table's. */
const EXTRA_ROUTES = ['/e2e-render-error']

const ROUTE_PATTERNS = [...Object.keys(pathnames), ...EXTRA_ROUTES].map(
  (route) => new RegExp(`^/(${locales.join('|')})${route === '/' ? '' : route.replace(/\[id\]/g, '[^/]+')}/?$`),
)

/** The routing table knows this internal path (`/cs/events/archive`, `/en/blog/some-slug`). */
export function isKnownRoute(internalPath: string): boolean {
  return ROUTE_PATTERNS.some((pattern) => pattern.test(internalPath))
}

/** The {id} routes whose documents the index lists, by their first internal path segment. */
export const ID_ROUTES = ['blog', 'events', 'space'] as const
export type IdRoute = (typeof ID_ROUTES)[number]
export type SlugIndex = Record<IdRoute, Record<Locale, string[]>>

/** The {id} of an internal path of an {id} route, or null (`/cs/events/archive` is no {id}). */
export function idRouteOf(internalPath: string): { route: IdRoute; locale: Locale; slug: string } | null {
  const match = /^\/(cs|en)\/(blog|events|space)\/([^/]+)\/?$/.exec(internalPath)
  if (!match) return null
  const [, locale, route, raw] = match
  if (route === 'events' && raw === 'archive') return null
  let slug = raw
  try {
    slug = decodeURIComponent(raw)
  } catch {
    // keep it as it came
  }
  return { route: route as IdRoute, locale: locale as Locale, slug }
}

type Snapshot = { at: number; generation: number; index: Record<IdRoute, Record<Locale, Set<string>>> }

/**
 * Bumped by the invalidation log's reader (src/lib/cache/invalidations.ts) when a write changed
 * events, articles or spaces in any process: the index is read again before it answers.
 */
export const slugIndexGeneration = () => processScope('slugIndexGeneration', () => ({ value: 0 }))
const generation = (): number => slugIndexGeneration().value

/** A document the index lacks but exists refreshes the index when it is older than this. */
const MISS_REFRESH_MS = 1_000
/** A hit refreshes the index in the background when it is older than this (deletions). */
const MAX_AGE_MS = 60_000

let snapshot: Snapshot | null = null
let pending: Promise<void> | null = null

function toSnapshot(index: SlugIndex, at: number, gen: number): Snapshot {
  const sets = {} as Snapshot['index']
  for (const route of ID_ROUTES) {
    sets[route] = { cs: new Set(index[route]?.cs ?? []), en: new Set(index[route]?.en ?? []) }
  }
  return { at, generation: gen, index: sets }
}

function refresh(origin: string, now: number): Promise<void> {
  const gen = generation()
  pending ??= fetch(`${origin}/api/site/slugs`, { cache: 'no-store', signal: AbortSignal.timeout(5_000) })
    .then(async (response) => {
      if (response.ok) snapshot = toSnapshot((await response.json()) as SlugIndex, now, gen)
    })
    .catch(() => undefined)
    .finally(() => {
      pending = null
    })
  return pending
}

function has(s: Snapshot, route: IdRoute, locale: Locale, slug: string): boolean {
  // An {id} page also opens with the document's Czech slug (and redirects to its own).
  return s.index[route][locale].has(slug) || (locale !== defaultLocale && s.index[route][defaultLocale].has(slug))
}

/**
 * true: a published document has this slug; false: none has; null: not known (the server could
 * not be asked): the page decides. Known slugs are answered from the index in memory (no request);
 * a slug the index lacks is asked about one by one, so a document published a moment ago is never
 * answered 404 from an older index.
 */
export async function documentExists(
  origin: string,
  { route, locale, slug }: { route: IdRoute; locale: Locale; slug: string },
  now = Date.now(),
): Promise<boolean | null> {
  if (!snapshot || snapshot.generation !== generation()) await refresh(origin, now)
  else if (now - snapshot.at > MAX_AGE_MS) void refresh(origin, now)
  if (snapshot && has(snapshot, route, locale, slug)) return true
  try {
    const query = new URLSearchParams({ route, locale, slug })
    const response = await fetch(`${origin}/api/site/slugs?${query}`, { cache: 'no-store', signal: AbortSignal.timeout(5_000) })
    if (!response.ok) return null
    const { exists } = (await response.json()) as { exists: boolean }
    // A document published since the index was read: read it again in the background.
    if (exists && snapshot && now - snapshot.at > MISS_REFRESH_MS) void refresh(origin, now)
    return exists
  } catch {
    return null
  }
}

/**
 * The server's own address for the proxy's internal requests: `next start` says it in
 * __NEXT_PRIVATE_ORIGIN; scripts/server.mjs listens on HOST (every address when unset) and PORT.
 * Never the request's Host, which names the site as the visitor reached it.
 */
export function internalOrigin(fallback: string): string {
  if (process.env.__NEXT_PRIVATE_ORIGIN) return process.env.__NEXT_PRIVATE_ORIGIN
  if (!process.env.PORT) return fallback
  const host = process.env.HOST?.trim()
  const address = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${address.includes(':') ? `[${address}]` : address}:${process.env.PORT}`
}

/** Request headers the proxy gives the global 404 page: the language and the visitor's path. */
export const NOT_FOUND_LOCALE_HEADER = 'x-hub-not-found-locale'
export const NOT_FOUND_PATH_HEADER = 'x-hub-not-found-path'
/** An internal path no route has (a private folder name): Next.js answers it with app/global-not-found.tsx. */
export const NOT_FOUND_ROUTE = '/cs/_not-found'
