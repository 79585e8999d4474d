'use client'

import { usePathname } from 'next/navigation'
import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'

import { localizedHref } from '@/i18n/href'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'

type Props = ComponentProps<typeof Link>

/** The URL's path as the visitor reads it; a malformed escape (`/%ED%A0%80`) stays as it is. */
function decoded(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/**
 * A navigation link that marks the current page (aria-current) and does not prefetch. The current
 * page is compared by its URL: next-intl's `usePathname` decodes the URL with a bare `decodeURI`
 * and throws on a malformed one, which turned the 404 page of such a URL into a 500.
 */
export function NavLink({ href, ...rest }: Props) {
  const pathname = usePathname()
  const locale = useLocale() as Locale
  // the navigation's pages have no parameters: their path in this locale
  const target = localizedHref(typeof href === 'string' ? href : href.pathname, locale)
  return <Link href={href} aria-current={decoded(pathname) === target ? 'page' : undefined} {...rest} />
}
