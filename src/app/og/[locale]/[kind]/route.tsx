import type { NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { ogImage } from '@/lib/og/image'
import { OG_KINDS, type OgKind, verifiedOgCard } from '@/lib/og/url'

type Context = { params: Promise<{ locale: string; kind: string }> }

/**
 * A page's generated Open Graph image (1200×630 PNG), in the page's language with its title: the
 * address comes from the page's metadata (src/lib/seo/metadata.ts), signed; any other
 * address is a 404. Same address, same image: browsers, crawlers and the page cache keep it a year.
 */
export async function GET(request: NextRequest, { params }: Context): Promise<Response> {
  const { locale, kind } = await params
  if (!isLocale(locale) || !OG_KINDS.includes(kind as OgKind)) return new Response('Not found', { status: 404 })
  const card = verifiedOgCard(locale, kind as OgKind, request.nextUrl.searchParams)
  if (!card) return new Response('Not found', { status: 404 })
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: 'og' }), getTranslations({ locale, namespace: 'metadata' })])
  return ogImage(card, {
    kind: card.kind === 'page' ? null : t(`kinds.${card.kind}`),
    site: meta('siteName'),
    tagline: t('tagline'),
  })
}
