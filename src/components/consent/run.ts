import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './consent.css'

import * as CookieConsent from 'vanilla-cookieconsent'

import type { Locale } from '@/i18n/locales'
import { type AppPathname, routeName } from '@/i18n/pathnames'

import { CONSENT_COOKIE, CONSENT_DAYS, type ConsentSetup } from '@/lib/consent/setup'

import { ACTION_ATTRIBUTE, BANNER_ID, PENDING_KEY } from './banner'

/**
 * The choice (vanilla-cookieconsent 3: its cookie, its settings dialog) and what it lets load.
 * Loaded only on sites with a third party configured, after hydration (Consent.client.tsx). The
 * banner itself is in the page's HTML (ConsentBanner.tsx); here its buttons are wired to the library,
 * whose own banner is never built.
 *
 * - Nothing is pre-ticked and nothing of a third party loads before the visitor says yes; reject is
 *   a button of the same weight as accept, on the banner itself.
 * - The choice and the policy version (`revision`) are kept in a first-party cookie for 182 days;
 *   a new policy version asks again.
 * - Analytics: Google Tag Manager with the `page_view` events of this visit, and the browser's
 *   error reports (Sentry, src/lib/errorReporting/browser.ts). Marketing: the lead-tracking script.
 * - A consent withdrawn from a script already running reloads the page: a script cannot be
 *   unloaded, and the reloaded page never loads it.
 */

/** `template` null: a path outside the routing table (the 404 page). */
type PageView = { template: AppPathname | null; locale: Locale; path: string }
type DataLayer = Record<string, unknown>[]

let started = false
const loaded = { analytics: false, marketing: false }
let tagManager = false
/** The page being viewed: reported when the visitor allows analytics later on this page. */
let current: PageView | null = null

const dataLayer = (): DataLayer => {
  const w = window as unknown as { dataLayer?: DataLayer }
  return (w.dataLayer ??= [])
}

function pushPageView(view: PageView) {
  dataLayer().push({ event: 'page_view', route_name: view.template ? routeName(view.template, view.locale) : `not-found___${view.locale}`, locale: view.locale, page_path: view.path })
}

/** Reports a page view: now when Tag Manager runs, else it is kept as the page to report on consent. */
export function pageView(view: PageView) {
  current = view
  if (tagManager) pushPageView(view)
}

function addScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

function loadAllowed(setup: ConsentSetup) {
  const { gtmId, sentryDsn, release = 'unknown' } = setup
  if ((gtmId || sentryDsn) && !loaded.analytics && CookieConsent.acceptedCategory('analytics')) {
    loaded.analytics = true
    if (gtmId) {
      tagManager = true
      dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`)
      if (current) pushPageView(current)
    }
    if (sentryDsn) {
      void import('@/lib/errorReporting/browser').then(({ startBrowserErrorReporting }) => startBrowserErrorReporting({ dsn: sentryDsn, release }))
    }
  }
  if (setup.leadTrackingSrc && !loaded.marketing && CookieConsent.acceptedCategory('marketing')) {
    loaded.marketing = true
    addScript(setup.leadTrackingSrc)
  }
}

/** The library writes texts with innerHTML: what staff type is shown as text, never as markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function startConsent(setup: ConsentSetup, locale: Locale) {
  if (started) return
  started = true
  const t = Object.fromEntries(Object.entries(setup.texts).map(([name, text]) => [name, escapeHtml(text)])) as ConsentSetup['texts']
  const described = {
    analytics: { title: t.analyticsTitle, description: t.analyticsDescription },
    marketing: { title: t.marketingTitle, description: t.marketingDescription },
  }
  void CookieConsent.run({
    revision: setup.revision,
    // The banner is the page's own (ConsentBanner.tsx): the library never shows one.
    autoShow: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax', secure: location.protocol === 'https:' },
    // Runs for automated browsers too (the library would not start in any with navigator.webdriver).
    hideFromBots: false,
    guiOptions: {
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      ...(setup.categories.includes('analytics') ? { analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } } } : {}),
      ...(setup.categories.includes('marketing') ? { marketing: {} } : {}),
    },
    language: {
      default: locale,
      translations: {
        [locale]: {
          // The banner is the page's own. The library's types ask for its banner's texts; given none,
          // it builds no banner (cookieconsent.esm.js, the consent modal's builder: `if (!p) return`).
          consentModal: undefined as unknown as CookieConsent.ConsentModalOptions,
          preferencesModal: {
            title: t.preferencesTitle,
            acceptAllBtn: t.acceptAll,
            acceptNecessaryBtn: t.rejectAll,
            savePreferencesBtn: t.save,
            closeIconLabel: t.close,
            sections: [
              { title: t.necessaryTitle, description: t.necessaryDescription, linkedCategory: 'necessary' },
              ...setup.categories.map((category) => ({ ...described[category], linkedCategory: category })),
            ],
          },
        },
      },
    },
    onConsent: () => {
      hideBanner()
      loadAllowed(setup)
    },
    onChange: ({ changedCategories }) => {
      const withdrawn = changedCategories.some(
        (category) => (category === 'analytics' || category === 'marketing') && loaded[category] && !CookieConsent.acceptedCategory(category),
      )
      if (withdrawn) location.reload()
      else loadAllowed(setup)
    },
  }).then(() => wireBanner())
}

const bannerElement = () => document.getElementById(BANNER_ID)

function hideBanner() {
  // A button of the banner that had focus loses it; the next Tab goes on from the banner's place.
  const banner = bannerElement()
  if (banner) banner.hidden = true
}

function act(action: string | null) {
  if (action === 'all') CookieConsent.acceptCategory('all')
  else if (action === 'necessary') CookieConsent.acceptCategory([])
  else if (action === 'choose') CookieConsent.showPreferences()
}

/**
 * Takes the banner over from its inline script: shows or hides it by the library's reading of the
 * cookie, applies a choice clicked before the library came, and answers its buttons from now on.
 */
function wireBanner() {
  const banner = bannerElement()
  const w = window as unknown as Record<typeof PENDING_KEY, string | null | undefined>
  const pending = w[PENDING_KEY]
  w[PENDING_KEY] = null // the inline script stops catching clicks
  if (!banner) return
  banner.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${ACTION_ATTRIBUTE}]`) : null
    if (button) act(button.getAttribute(ACTION_ATTRIBUTE))
  })
  if (CookieConsent.validConsent()) {
    banner.hidden = true
    return
  }
  // Accept or Reject clicked early: the banner is hidden already, and stays so once the choice is kept.
  if (pending !== 'all' && pending !== 'necessary') banner.hidden = false
  act(pending ?? null)
}
