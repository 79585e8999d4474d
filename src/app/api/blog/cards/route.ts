import { NextResponse, type NextRequest } from 'next/server'

import { isLocale } from '@/i18n/locales'
import { getBlogStep, getUntranslatedIds, parseBlogQuery } from '@/lib/blog/list'
import { toCardViews } from '@/components/blog/format'
import type { BlogListPage } from '@/components/blog/types'

/**
 * One "load more" step of the blog list as JSON (`?locale=en&category=news&page=2`), for the list's
 * enhancement; without JavaScript the list page itself renders `?page=N`. Reads are the cached,
 * published-only queries of the blog.
 */
export async function GET(request: NextRequest) {
  const params = Object.fromEntries(request.nextUrl.searchParams)
  const locale = params.locale
  if (!isLocale(locale)) return NextResponse.json({ error: 'unknown locale' }, { status: 400 })
  const query = parseBlogQuery(params)
  const step = await getBlogStep(locale, query)
  const untranslated = await getUntranslatedIds(locale, step.posts.map((p) => p.id))
  const body: BlogListPage = {
    cards: await toCardViews(step.posts, locale, untranslated),
    hasMore: step.hasMore,
    total: step.total,
  }
  return NextResponse.json(body, {
    headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' },
  })
}
