import { defaultLocale, type Locale } from './locales'

/**
 * The one routing table (docs/ROUTES.md). This is the only place where Czech or English path words
 * appear. Czech, the default locale, has no prefix; English lives under /en.
 */
export const pathnames = {
  '/': { cs: '/', en: '/' },
  '/about': { cs: '/o-nas', en: '/about' },
  '/blog': { cs: '/blog', en: '/blog' },
  '/blog/[id]': { cs: '/blog/[id]', en: '/blog/[id]' },
  '/calendly-meeting-confirm': { cs: '/calendly-meeting-confirm', en: '/calendly-meeting-confirm' },
  '/contact-form-confirm': { cs: '/contact-form-confirm', en: '/contact-form-confirm' },
  '/contact': { cs: '/kontakt', en: '/contact' },
  '/registration-confirm': { cs: '/registration-confirm', en: '/registration-confirm' },
  '/events/[id]': { cs: '/akce/[id]', en: '/events/[id]' },
  '/events/archive': { cs: '/akce/archiv', en: '/events/archive' },
  '/events_old': { cs: '/events_old', en: '/events_old' },
  '/events': { cs: '/akce', en: '/events' },
  '/membership': { cs: '/clenstvi', en: '/membership' },
  '/newsletter-subscription': { cs: '/newsletter-subscription', en: '/newsletter-subscription' },
  '/projects': { cs: '/projekty', en: '/projects' },
  '/space/[id]': { cs: '/prostor/[id]', en: '/space/[id]' },
  '/space': { cs: '/prostor', en: '/space' },
  '/memberzone': { cs: '/clenska-zona', en: '/memberzone' },
  '/privacy': { cs: '/ochrana-osobnich-udaju', en: '/privacy-policy' },
  '/careers': { cs: '/kariera', en: '/careers' },
  '/visit': { cs: '/navsteva', en: '/visit' },
} as const

export type AppPathname = keyof typeof pathnames

/** Route names as in ROUTES.md (`name___locale`, default locale `name___cs___default`). */
export const routeNames: Record<AppPathname, string> = {
  '/': 'index',
  '/about': 'about',
  '/blog': 'blog',
  '/blog/[id]': 'blog-id',
  '/calendly-meeting-confirm': 'calendly-meeting-confirm',
  '/contact-form-confirm': 'contact-form-confirm',
  '/contact': 'contact',
  '/registration-confirm': 'registration-confirm',
  '/events/[id]': 'events-id',
  '/events/archive': 'events-archive',
  '/events_old': 'events_old',
  '/events': 'events',
  '/membership': 'membership',
  '/newsletter-subscription': 'newsletter-subscription',
  '/projects': 'projects',
  '/space/[id]': 'space-id',
  '/space': 'space',
  '/memberzone': 'memberzone',
  '/privacy': 'privacy',
  '/careers': 'careers',
  '/visit': 'visit',
}

/** The route name sent with page views: `name___locale`, `name___cs___default` for the default locale. */
export function routeName(pathname: AppPathname, locale: Locale): string {
  return `${routeNames[pathname]}___${locale}${locale === defaultLocale ? '___default' : ''}`
}
