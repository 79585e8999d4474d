import type { SpaceKind, SpaceSummary } from '@/lib/spaces/queries'

/** The tabs of the Spaces page, in order; each id is also the URL hash that opens it. */
export const SPACE_TABS = ['meeting-rooms', 'event-space', 'coworking', 'cafe'] as const
export type SpaceTab = (typeof SPACE_TABS)[number]

const TAB_OF_KIND: Record<SpaceKind, SpaceTab> = {
  'meeting-room': 'meeting-rooms',
  terrace: 'meeting-rooms',
  outdoor: 'meeting-rooms',
  'event-space': 'event-space',
  coworking: 'coworking',
  offices: 'coworking',
  cafe: 'cafe',
}

export function spaceTab(kind: SpaceKind): SpaceTab {
  return TAB_OF_KIND[kind]
}

/**
 * Spaces to suggest beside one: others of the same tab with a detail page first, then the rest
 * of the bookable spaces, at most `limit`.
 */
export function relatedSpaces(all: SpaceSummary[], current: { id: number; kind: SpaceKind }, limit = 3): SpaceSummary[] {
  const bookable = all.filter((s) => s.hasDetailPage && s.id !== current.id)
  const tab = spaceTab(current.kind)
  const same = bookable.filter((s) => spaceTab(s.kind) === tab)
  const others = bookable.filter((s) => spaceTab(s.kind) !== tab)
  return [...same, ...others].slice(0, limit)
}

/**
 * What prose says about the meeting rooms, counted from the data (never a number in a message):
 * how many there are and the smallest and largest of their capacities.
 */
export function meetingRoomFacts(all: SpaceSummary[]): { rooms: number; min: number; max: number } {
  const rooms = all.filter((s) => s.kind === 'meeting-room')
  const capacities = rooms.map((s) => s.maxCapacity).filter((c): c is number => c != null && c > 0)
  return {
    rooms: rooms.length,
    min: capacities.length ? Math.min(...capacities) : 0,
    max: capacities.length ? Math.max(...capacities) : 0,
  }
}
