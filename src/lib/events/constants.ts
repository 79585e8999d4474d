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

/** Where the registration form posts without JavaScript (src/lib/events/formPost.ts). */
export const REGISTRATION_POST_PATH = '/api/forms/registration'
/** The event page's query after a "full" answer: its own address, so no page kept from before the event filled up is shown. */
export const FULL_QUERY = 'registration=full'

/** Where the form's button posts to, for the event page at `pagePath`. */
export function registrationPostUrl(pagePath: string): string {
  return `${REGISTRATION_POST_PATH}?page=${encodeURIComponent(pagePath)}`
}
