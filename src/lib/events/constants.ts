/** The list's tag filter (`?tag=`), also the events feeds' (src/lib/events/feedQuery.ts). */
export const LIST_TAGS = ['networking', 'workshop', 'meet', 'members-only', 'public'] as const
export type ListTag = (typeof LIST_TAGS)[number]

/** Events per page of the list ("load more" adds as many). */
export const PAGE_SIZE = 12
/** "Load more" without JavaScript renders pages 1…N at once; more than this is refused. */
export const MAX_PAGE = 50
/** The lists' "load more" endpoint (src/app/api/cards/events). */
export const EVENT_CARDS_PATH = '/api/cards/events'

/** The registration form's visible fields in their order (focus goes to the first with an error). */
export const REGISTRATION_VISIBLE_FIELDS = ['name', 'surname', 'email', 'company'] as const
