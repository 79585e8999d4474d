'use client'

import type { ComponentProps } from 'react'

import { Link, usePathname } from '@/i18n/navigation'

type Props = ComponentProps<typeof Link>

/** A navigation link that marks the current page (aria-current) and does not prefetch. */
export function NavLink({ href, ...rest }: Props) {
  const pathname = usePathname()
  const target = typeof href === 'string' ? href : href.pathname
  return <Link href={href} prefetch={false} aria-current={pathname === target ? 'page' : undefined} {...rest} />
}
