import type { ImgAttributes } from '@/components/page/PlainImg'

/**
 * A blog card as the browser needs it: every text already translated and formatted on the server,
 * so the same card renders in the server list and in the "load more" client without messages.
 */
export type PostCardView = {
  id: number
  slug: string
  title: string
  excerpt: string | null
  /** ISO date for <time dateTime>, and the date as the reader sees it. */
  date: string | null
  dateLabel: string | null
  categoryLabel: string
  /** "Jana Nováková, community manager" for each author. */
  authors: string[]
  /** The cover's <img> attributes, made on the server (no image code in the browser). */
  cover: ImgAttributes | null
  /** Set when the text is the Czech original shown on an English page (with its note). */
  untranslatedNote: string | null
}

export type BlogListPage = { cards: PostCardView[]; hasMore: boolean; total: number }
