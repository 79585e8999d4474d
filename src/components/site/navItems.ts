import type { AppPathname } from '@/i18n/routing'

/** Paths without parameters. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>

export type NavItem = {
  key: 'membership' | 'spaces' | 'projects' | 'about' | 'events' | 'articles'
  pathname: StaticPathname
}

/** The navbar's sections (spec section 2): three left of the logo, three right. */
export const NAV_LEFT: NavItem[] = [
  { key: 'membership', pathname: '/membership' },
  { key: 'spaces', pathname: '/space' },
  { key: 'projects', pathname: '/projects' },
]
export const NAV_RIGHT: NavItem[] = [
  { key: 'about', pathname: '/about' },
  { key: 'events', pathname: '/events' },
  { key: 'articles', pathname: '/blog' },
]

/** The contact page as opened from the menu (spec section 2: `?from=menu`). */
export const CONTACT_FROM_MENU = { pathname: '/contact', query: { from: 'menu' } } as const
