import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import { siteConfig } from '@/lib/site/config'
import { getSiteSettings } from '@/lib/site/queries'

import { LoginIcon, MemberZoneIcon } from './icons'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu.client'
import { NavbarShell } from './NavbarShell.client'
import { CONTACT_FROM_MENU, NAV_LEFT, NAV_RIGHT, type NavItem } from './navItems'
import { NavLink } from './NavLink.client'

const navLink = 'link-quiet text-[0.95rem] font-medium'

/**
 * The navbar (spec sections 2 and 4, DESIGN.md). Desktop (≥ 1024 px): three links, the logo in the
 * centre, three links, then the contact button, the members' login icon and the language switch.
 * The grid's outer columns are equal (minmax(0, 1fr)), so the logo sits in the middle of the screen
 * at every width; the two link lists are each --nav-side wide and stand the same distance from it.
 * Below 1024 px: the logo and the menu button. Rendered on the server; the client parts are the
 * scroll behaviour, the menu's keyboard handling and the language switch, which comes from the
 * page (`languageSwitch`: the locale layout's slot, src/components/site/LanguageSwitch.tsx).
 */
export async function Navbar({ locale, languageSwitch }: { locale: Locale; languageSwitch: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const tSite = await getTranslations({ locale, namespace: 'site' })
  const settings = await getSiteSettings(locale)
  const brand = settings.brandName
  const membersLoginUrl = settings.membersLoginUrl || siteConfig.membersLoginUrl

  return (
    <NavbarShell>
      <nav
        aria-label={t('label')}
        className="mx-auto flex h-(--nav-h) max-w-site items-center justify-between px-5 sm:px-8 lg:grid lg:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] lg:gap-x-4 lg:px-4 xl:gap-x-10 xl:px-8"
      >
        <NavList items={NAV_LEFT} label={(item) => t(item.key)} className="hidden w-(--nav-side) justify-between justify-self-end lg:flex" />

        <Link
          href="/"
          aria-label={t('logo', { name: brand })}
          className="rounded-sm lg:justify-self-center"
        >
          <Logo name={brand} />
        </Link>

        {/* Tighter below 1280 px, so that the spec's link columns, the logo and the buttons fit at 1024. */}
        <div className="hidden items-center gap-2 lg:flex xl:gap-4">
          <NavList items={NAV_RIGHT} label={(item) => t(item.key)} className="flex w-(--nav-side) shrink-0 justify-between" />
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <NavLink href={CONTACT_FROM_MENU} className={`${navButton} mr-1 px-3 xl:mr-2 xl:px-4`}>
              {t('contact')}
            </NavLink>
            {/* The members' zone on the site, beside the external login: an icon, and only from 1280 px, where
                the bar has room for it (the footer's link is on every page). */}
            <NavLink
              href="/memberzone"
              title={t('memberzone')}
              className="hidden size-10 items-center justify-center rounded-md hover:bg-(--nav-fg)/10 xl:inline-flex"
            >
              <MemberZoneIcon />
              <span className="sr-only">{t('memberzone')}</span>
            </NavLink>
            <a
              href={membersLoginUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-(--nav-fg)/10"
            >
              <LoginIcon />
              <span className="sr-only">
                {t('login')} {tSite('newTab')}
              </span>
            </a>
            {/* The switch (src/components/site/LanguageSwitch.tsx, a link) is styled where it is placed. */}
            <div className="flex [&_a]:inline-flex [&_a]:h-10 [&_a]:min-w-10 [&_a]:items-center [&_a]:justify-center [&_a]:rounded-md [&_a]:px-2 [&_a]:text-sm [&_a]:font-semibold [&_a]:tracking-wide [&_a]:hover:bg-(--nav-fg)/10">
              {languageSwitch}
            </div>
          </div>
        </div>

        <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')} label={t('mobileLabel')}>
          <ul className="flex flex-col">
            {[{ key: 'home' as const, pathname: '/' as const }, ...NAV_LEFT, ...NAV_RIGHT].map((item) => (
              <li key={item.key} className="border-b border-(--nav-line)">
                <NavLink href={item.pathname} className="block py-3.5 font-display text-[1.7rem] leading-tight">
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <NavLink href={CONTACT_FROM_MENU} className={`${navButton} h-12 px-4 text-base`}>
              {t('contact')}
            </NavLink>
            <a
              href={membersLoginUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${navButtonOutline} h-12 text-base`}
            >
              <LoginIcon />
              {t('membersEntry')}
              <span className="sr-only"> {tSite('newTab')}</span>
            </a>
            <NavLink href="/memberzone" className={`${navButtonOutline} h-12 text-base`}>
              <MemberZoneIcon />
              {t('memberzone')}
            </NavLink>
          </div>
          <div className="mt-8 flex [&_a]:inline-flex [&_a]:h-11 [&_a]:min-w-11 [&_a]:items-center [&_a]:justify-center [&_a]:rounded-md [&_a]:border [&_a]:border-(--nav-line) [&_a]:px-3 [&_a]:text-sm [&_a]:font-semibold [&_a]:tracking-wide">
            {languageSwitch}
          </div>
        </MobileMenu>
      </nav>
    </NavbarShell>
  )
}

/** One of the desktop link lists, left and right of the logo. */
function NavList({ items, label, className }: { items: NavItem[]; label: (item: NavItem) => string; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink href={item.pathname} className={navLink}>
            {label(item)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

// Buttons in the navbar follow its mode: ink on white, paper on ink.
const navButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md bg-(--nav-fg) text-sm font-medium text-(--nav-bg) transition-opacity hover:opacity-85'
const navButtonOutline =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md border border-(--nav-fg) px-4 text-sm font-medium hover:bg-(--nav-fg)/10'
