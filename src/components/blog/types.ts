import type { ImgAttributes } from '@/components/page/PlainImg'

/**
 * A blog card as the browser needs it: every text already translated, formatted and set in its
 * typography on the server, so the same card renders in the server list and in the "load more"
 * client without messages or formatting code.
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
  /** "Jana Nováková, community manager · Petr Svoboda" (null without authors). */
  authorLine: string | null
  /** The cover's <img> attributes, made on the server (no image code in the browser). */
  cover: ImgAttributes | null
  /** Set when the text is the Czech original shown on an English page (with its note). */
  untranslatedNote: string | null
}

