import type { Locale } from '@/i18n/locales'
import { type AppPathname, routeName } from '@/i18n/pathnames'

import { CONSENT_COOKIE, CONSENT_DAYS, type ConsentCategory, type ConsentSetup } from '@/lib/consent/setup'

import { ACTION_ATTRIBUTE, BANNER_ID, CATEGORY_ATTRIBUTE, PENDING_KEY, SETTINGS_ID } from './banner'

/**
 * The visitor's choice and what it lets load. Loaded only on sites with a third party configured,
 * after hydration (Consent.client.tsx); the banner and the settings dialog are in the page's HTML
 * (ConsentBanner.tsx). Own code rather than a consent library: with the banner and the dialog
 * drawn by the page, what is left is a cookie and a few listeners, and the library (vanilla-
 * cookieconsent, 9.8 KB gzipped) put every page over the 160 KB budget of issue 35.
 *
 * - Nothing is pre-ticked and nothing of a third party loads before the visitor says yes; reject is
 *   a button of the same weight as accept, on the banner itself.
 * - The choice and the policy version (`revision`) are kept in a first-party cookie for 182 days;
 *   a new policy version asks again.
 * - Analytics: Google Tag Manager with the `page_view` events of this visit, and the browser's
 *   error reports (Sentry, src/lib/errorReporting/browser.ts). Marketing: the lead-tracking script.
 * - A consent withdrawn from a script already running reloads the page (a script cannot be
 *   unloaded, and the reloaded page never loads it); analytics' cookies are removed with it.
 */

/** `template` null: a path outside the routing table (the 404 page). */
type PageView = { template: AppPathname | null; locale: Locale; path: string }
type DataLayer = Record<string, unknown>[]
/** The cookie's value (URL-encoded JSON); banner.ts's inline script reads `revision` too. */
type Choice = { revision: number; categories: ('necessary' | ConsentCategory)[]; consentDate: string }

let setup: ConsentSetup | null = null
/** The categories the visitor allowed, null before a choice. */
let allowed: Set<ConsentCategory> | null = null
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

function readChoice(revision: number): Choice | null {
  const prefix = `${CONSENT_COOKIE}=`
  const raw = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  if (!raw) return null
  try {
    const choice = JSON.parse(decodeURIComponent(raw.slice(prefix.length))) as Partial<Choice>
    return choice.revision === revision && Array.isArray(choice.categories) ? (choice as Choice) : null
  } catch {
    return null
  }
}

function writeChoice(choice: Choice) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(choice))}; Path=/; Max-Age=${CONSENT_DAYS * 86_400}; SameSite=Lax${secure}`
}

/** Google Analytics' cookies, on this host and on the site's parent domain, where it sets them. */
function clearAnalyticsCookies() {
  const domains = ['', `; Domain=${location.hostname}`, `; Domain=.${location.hostname.split('.').slice(-2).join('.')}`]
  for (const part of document.cookie.split('; ')) {
    const name = part.slice(0, part.indexOf('='))
    if (name.startsWith('_ga') || name === '_gid') for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`
  }
}

function addScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

function loadAllowed({ gtmId, sentryDsn, release = 'unknown', leadTrackingSrc }: ConsentSetup) {
  if ((gtmId || sentryDsn) && !loaded.analytics && allowed?.has('analytics')) {
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
  if (leadTrackingSrc && !loaded.marketing && allowed?.has('marketing')) {
    loaded.marketing = true
    addScript(leadTrackingSrc)
  }
}

const bannerElement = () => document.getElementById(BANNER_ID)
const settingsElement = () => document.getElementById(SETTINGS_ID) as HTMLDialogElement | null
const categoryBoxes = () => [...(settingsElement()?.querySelectorAll<HTMLInputElement>(`input[${CATEGORY_ATTRIBUTE}]`) ?? [])]

function decide(categories: ConsentCategory[]) {
  if (!setup) return
  writeChoice({ revision: setup.revision, categories: ['necessary', ...categories], consentDate: new Date().toISOString() })
  settingsElement()?.close()
  // A button of the banner that had focus loses it; the next Tab goes on from the banner's place.
  const banner = bannerElement()
  if (banner) banner.hidden = true
  if (!categories.includes('analytics')) clearAnalyticsCookies()
  if ((['analytics', 'marketing'] as const).some((category) => loaded[category] && !categories.includes(category))) {
    location.reload()
    return
  }
  allowed = new Set(categories)
  loadAllowed(setup)
}

function openSettings() {
  const dialog = settingsElement()
  if (!dialog || dialog.open) return
  for (const box of categoryBoxes()) box.checked = allowed?.has(box.getAttribute(CATEGORY_ATTRIBUTE) as ConsentCategory) ?? false
  dialog.showModal()
}

function act(action: string | null) {
  if (!setup) return
  if (action === 'all') decide(setup.categories)
  else if (action === 'necessary') decide([])
  else if (action === 'save') decide(setup.categories.filter((category) => categoryBoxes().some((box) => box.checked && box.getAttribute(CATEGORY_ATTRIBUTE) === category)))
  else if (action === 'choose') openSettings()
  else if (action === 'close') settingsElement()?.close()
}

/**
 * Takes the banner over from its inline script: hides it when a choice under this policy is kept,
 * applies a choice clicked before this code came, and answers the buttons of the banner, the
 * settings and the footer's link from now on.
 */
export function startConsent(given: ConsentSetup) {
  if (setup) return
  setup = given
  const w = window as unknown as Record<typeof PENDING_KEY, string | null | undefined>
  const pending = w[PENDING_KEY]
  w[PENDING_KEY] = null // the inline script stops catching clicks
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${ACTION_ATTRIBUTE}]`) : null
    if (button) act(button.getAttribute(ACTION_ATTRIBUTE))
  })
  const choice = readChoice(given.revision)
  const banner = bannerElement()
  if (choice) {
    if (banner) banner.hidden = true
    allowed = new Set(choice.categories.filter((category): category is ConsentCategory => category !== 'necessary'))
    loadAllowed(given)
    return
  }
  // Accept or Reject clicked early: the banner is hidden already, and stays so once the choice is kept.
  if (banner && pending !== 'all' && pending !== 'necessary') banner.hidden = false
  act(pending ?? null)
}
