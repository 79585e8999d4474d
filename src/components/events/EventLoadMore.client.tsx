'use client'

import { LoadMore, type LoadMoreProps } from '@/components/ui/LoadMore.client'

import { EventCard } from './EventCard'
import type { EventCardView } from './types'

/** The events lists' "load more": the shared one (components/ui/LoadMore.client.tsx) with the event cards. */
export function EventLoadMore(props: Omit<LoadMoreProps<EventCardView>, 'renderCard'>) {
  return <LoadMore<EventCardView> {...props} renderCard={(event) => <EventCard event={event} />} />
}
