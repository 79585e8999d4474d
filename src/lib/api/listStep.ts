import { isLocale, type Locale } from '@/i18n/locales'
import type { ListStep } from '@/lib/http/listStep'

import { apiLanguage, apiTranslator } from './language'

/** A parameter the list does not take as given: its name, for the 400 answer. */
export type InvalidParameter = { invalid: string }

/** What a list's "load more" endpoint is made of (src/app/api/cards/<list>/route.ts). */
export type ListStepSource<Query extends object, Card> = {
  /** The last page the list's page renders (`?page=N`); a step beyond it is refused. */
  maxPage: number
  /** The list's filters from the query string, or the first one whose value the list does not know. */
  filters: (params: URLSearchParams) => Query | InvalidParameter
  /** Step `page` of the list with these filters, its cards ready for the browser. */
  step: (locale: Locale, query: Query, page: number) => Promise<ListStep<Card>>
}

/** Public, like the list pages: the same URL gets the same cards, fresh within a minute. */
export const LIST_STEP_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

const isInvalid = (value: object): value is InvalidParameter => 'invalid' in value

/**
 * The GET handler of a list's "load more" endpoint: `locale` and `page` (1…maxPage, digits only)
 * are required, each parameter at most once, and the filters must be values the list's page knows.
 * Anything else is a 400 with the parameter's name in the API's language; the query string is
 * the visitor's, never trusted. Reads are the lists' own (published only, tagged for the cache).
 */
export function listStepRoute<Query extends object, Card>(source: ListStepSource<Query, Card>) {
  return async function GET(request: Request): Promise<Response> {
    const params = new URL(request.url).searchParams
    const refuse = (name: string) =>
      Response.json(
        { errors: [{ message: apiTranslator(apiLanguage(request.headers))('invalidParameter', { name: name.slice(0, 40) }) }] },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      )
    const repeated = [...new Set(params.keys())].find((name) => params.getAll(name).length > 1)
    if (repeated !== undefined) return refuse(repeated)
    const locale = params.get('locale')
    if (!isLocale(locale)) return refuse('locale')
    const page = params.get('page') ?? ''
    if (!/^[1-9]\d{0,3}$/.test(page) || Number(page) > source.maxPage) return refuse('page')
    const query = source.filters(params)
    if (isInvalid(query)) return refuse(query.invalid)
    const step = await source.step(locale, query, Number(page))
    return Response.json(step, { headers: { 'Cache-Control': LIST_STEP_CACHE_CONTROL } })
  }
}
