import type { ImgAttributes } from '@/components/page/PlainImg'
import type { ListTag } from '@/lib/events/list'

/**
 * An event card as the browser needs it: every text translated, formatted and set in the page's
 * typography on the server (`toEventCardViews`), so the same card renders in the server's list and
 * in the "load more" client without messages or formatting code.
 */
export type EventCardView = {
  id: number
  slug: string
  title: string
  /** ISO start for <time dateTime>, and the day and times as the visitor reads them. */
  startsAt: string
  dateLabel: string
  timeLabel: string
  place: string | null
  excerpt: string | null
  /** The cover's <img> attributes, made on the server (no image code in the browser). */
  cover: ImgAttributes | null
  tags: { tag: ListTag; label: string }[]
  /** Cancelled, past, full or the seats left (nothing for an open event without a capacity). */
  status: { kind: 'cancelled' | 'past' | 'full' | 'seats'; label: string } | null
}
