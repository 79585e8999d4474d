import crypto from 'node:crypto'

import { payloadSecret } from '@/env'
import type { Locale } from '@/i18n/locales'

/** What an Open Graph image shows above its title: the page type (none on plain pages). */
export const OG_KINDS = ['page', 'event', 'article', 'space'] as const
export type OgKind = (typeof OG_KINDS)[number]

export type OgCard = { locale: Locale; kind: OgKind; title: string; subtitle?: string }

/** Size of every Open Graph image (Facebook, LinkedIn, X: 1.91:1). */
export const OG_SIZE = { width: 1200, height: 630 } as const

/** Longest title and subtitle an image draws (and a URL carries): a page title, not an essay. */
export const OG_TEXT_MAX = 160

function signature({ locale, kind, title, subtitle = '' }: OgCard): string {
  return crypto
    .createHmac('sha256', payloadSecret())
    .update(JSON.stringify(['og', locale, kind, title, subtitle]))
    .digest('base64url')
    .slice(0, 22)
}

/**
 * The path of a page's generated Open Graph image (src/app/og/[locale]/[kind]/route.tsx): the text
 * travels in the query, signed with PAYLOAD_SECRET, so that the site draws only its own titles
 * (no image with a stranger's text under our address) without a database read per image.
 */
export function ogImagePath(card: OgCard): string {
  const title = card.title.slice(0, OG_TEXT_MAX)
  const subtitle = card.subtitle?.slice(0, OG_TEXT_MAX) || undefined
  const query = new URLSearchParams({ title, ...(subtitle ? { subtitle } : {}) })
  query.set('s', signature({ ...card, title, subtitle }))
  return `/og/${card.locale}/${card.kind}?${query}`
}

/** The card a signed image URL asks for, or null when it was not signed by this site. */
export function verifiedOgCard(locale: Locale, kind: OgKind, query: URLSearchParams): OgCard | null {
  const title = query.get('title') ?? ''
  const subtitle = query.get('subtitle') ?? undefined
  const given = query.get('s') ?? ''
  if (!title || title.length > OG_TEXT_MAX || (subtitle?.length ?? 0) > OG_TEXT_MAX) return null
  const card = { locale, kind, title, subtitle }
  const expected = signature(card)
  // Bytes, not UTF-16 units: a forged `s` of the right length in characters but not in bytes must be
  // refused, not make timingSafeEqual throw (a 500).
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null
  return card
}
