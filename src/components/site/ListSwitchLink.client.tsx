'use client'

import { useSearchParams } from 'next/navigation'
import type { ComponentProps } from 'react'

/**
 * The language switch's link on a list with "load more" (LanguageSwitch): the list writes the page
 * it reached to the address without a render (history.replaceState, LoadMore), which Next.js'
 * useSearchParams follows, so the link goes to that page too. Rendered on the server from the same
 * address, it is the server's link until then, and without JavaScript.
 */
export function ListSwitchLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  const page = useSearchParams().get('page')
  const url = new URL(href, 'http://l')
  if (page !== null && /^[1-9]\d{0,3}$/.test(page) && page !== url.searchParams.get('page')) {
    if (page === '1') url.searchParams.delete('page')
    else url.searchParams.set('page', page)
  }
  return <a href={url.pathname + url.search + url.hash} {...props} />
}
