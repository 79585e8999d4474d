import { isLocale } from '@/i18n/locales'
import { feedResponse } from '@/lib/blog/feedResponse'

/**
 * The English blog feed at /en/blog/feed.xml (the Czech one is src/app/blog/feed.xml: Czech paths
 * have no prefix and the proxy leaves paths with a dot alone; /cs/blog/feed.xml is 301'd there).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not Found', { status: 404 })
  return feedResponse(locale)
}
