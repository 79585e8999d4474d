import type { ComponentProps } from 'react'
import { createNavigation } from 'next-intl/navigation'

import { routing } from './routing'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter, getPathname } = navigation

/**
 * The site's link: next-intl's, which localises the path, with prefetching off unless a link asks
 * for it. Next.js prefetches every link that scrolls into view once the page has hydrated: it
 * fetches that page's React payload and parses it on the main thread, a task of 15–20 ms per page
 * on a fast machine and four times that on Lighthouse's phone (docs/PERFORMANCE.md). Our pages come
 * from the page cache in one round trip, so a click without a prefetch is fast anyway.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />
}
