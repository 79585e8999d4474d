'use client'

import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'

import type { Locale } from '@/i18n/locales'
import { switchLocalePath } from '@/i18n/switchPath'

import { writeLocaleCookie } from './localeCookie'

type Props = {
  /** The locale the switch leads to. */
  locale: Locale
  /** EN on Czech pages, CZ on English pages. */
  label: string
  /** The target language's name in that language, for screen readers. */
  name: string
  className?: string
}

/**
 * The language switch: links to the same page in the other locale, route parameters kept. A page
 * whose document has another slug in the other locale says so in its hreflang alternate link,
 * which the switch then follows. Choosing it stores the locale in the i18n_redirected cookie
 * first, so that `/` does not send the visitor back.
 */
export function LanguageSwitch({ locale, label, name, className = '' }: Props) {
  const pathname = usePathname()
  // Read on every render (each navigation re-renders the switch); null on the server.
  const alternate = useSyncExternalStore(
    noSubscription,
    () => alternatePath(locale),
    () => null,
  )

  return (
    <NextLink
      href={alternate ?? switchLocalePath(pathname, locale)}
      prefetch={false}
      hrefLang={locale}
      lang={locale}
      className={className}
      onClick={() => writeLocaleCookie(locale)}
    >
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{`${label} – ${name}`}</span>
    </NextLink>
  )
}

const noSubscription = () => () => {}

/** The path of the page's hreflang alternate link for `locale`, if it has one. */
function alternatePath(locale: Locale): string | null {
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${locale}"]`)
  return link ? new URL(link.href).pathname : null
}
