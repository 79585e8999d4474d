import NextLink from 'next/link'
import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'

import { type Href, localizedHref } from './href'
import type { Locale } from './locales'

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: Locale }

/**
 * The site's link, in server and client components: Next.js' own with the path of the routing table
 * in the page's locale (./href), prefetching off unless a link asks for it. Next.js prefetches every
 * link that scrolls into view once the page has hydrated: it fetches that page's React payload and
 * parses it on the main thread, a task of 15–20 ms per page on a fast machine and four times that on
 * Lighthouse's phone (docs/PERFORMANCE.md). Our pages come from the page cache in one round trip, so
 * a click without a prefetch is fast anyway.
 */
export function Link({ href, locale, prefetch = false, ...props }: Props) {
  const current = useLocale() as Locale
  return <NextLink href={localizedHref(href, locale ?? current)} prefetch={prefetch} {...props} />
}
