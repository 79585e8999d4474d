// The security headers of every response, from one place: `next.config.ts` sets the ones that never
// change on every response (and the policy of what is not a page), the proxy (src/proxy.ts) gives
// every page and the CMS its Content-Security-Policy with a fresh nonce, in `next dev` and in
// production alike; Next.js puts that nonce on its own scripts. A page the page cache keeps
// (src/server/pageCache.mjs) is served with the same policy, its nonce replaced by the hashes of the
// page's inline scripts: a nonce must not be sent twice.
import crypto from 'node:crypto'

/**
 * Third parties the site frames (and nothing else of theirs): the booking calendar (the booking
 * links of Site settings point to Calendly), the map on the contact page (OpenStreetMap), videos in
 * articles (YouTube's privacy-enhanced host, Vimeo's player).
 */
export const FRAME_SOURCES = [
  'https://calendly.com',
  'https://*.calendly.com',
  'https://www.openstreetmap.org',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
]

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/

/**
 * A Sentry DSN: `https://<public key>@<host>/<project id>`. The key is public by design (browsers
 * send it with every report); the browser posts reports to `<origin>/api/<project id>/envelope/`.
 * @param {string} value
 */
function sentryDsn(value) {
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username || url.password || !/^\/(?:[\w.-]+\/)*\d+$/.test(url.pathname)) {
    throw new Error(`SENTRY_DSN must be a Sentry DSN such as https://<key>@o1.ingest.sentry.io/123, not ${JSON.stringify(value)}`)
  }
  return url.href
}

/**
 * The third parties of the site, from the environment (README, configuration): each is off while its
 * variable is unset. `GTM_ID`: a Google Tag Manager container, loaded after analytics consent;
 * `LEAD_TRACKING_SRC`: the lead-tracking script's URL, loaded after marketing consent; `SENTRY_DSN`:
 * error reports of the server, and of browsers after analytics consent
 * (src/lib/errorReporting). A value that is set but malformed stops the server at start
 * (scripts/server.mjs) with this message.
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ gtmId?: string, leadTrackingSrc?: string, sentryDsn?: string }}
 */
export function thirdPartyConfig(env = process.env) {
  /** @type {{ gtmId?: string, leadTrackingSrc?: string, sentryDsn?: string }} */
  const config = {}
  const gtmId = env.GTM_ID?.trim()
  if (gtmId) {
    if (!GTM_ID.test(gtmId)) throw new Error(`GTM_ID must be a Tag Manager container id such as GTM-ABC1234, not ${JSON.stringify(gtmId)}`)
    config.gtmId = gtmId
  }
  const lead = env.LEAD_TRACKING_SRC?.trim()
  if (lead) {
    const url = URL.canParse(lead) ? new URL(lead) : undefined
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(`LEAD_TRACKING_SRC must be the http(s) URL of a script, not ${JSON.stringify(lead)}`)
    }
    config.leadTrackingSrc = url.href
  }
  const dsn = env.SENTRY_DSN?.trim()
  if (dsn) config.sentryDsn = sentryDsn(dsn)
  return config
}

/**
 * What the configured third parties need from a page's policy: Tag Manager and the Google Analytics
 * it usually loads; the lead-tracking script's origin (it reports to where it came from); Sentry's
 * origin, where the browser posts error reports (its code is the site's own, from 'self').
 * @param {{ gtmId?: string, leadTrackingSrc?: string, sentryDsn?: string }} [config]
 * @returns {{ script: string[], connect: string[], img: string[] }}
 */
export function thirdPartySources(config = thirdPartyConfig()) {
  /** @type {{ script: string[], connect: string[], img: string[] }} */
  const sources = { script: [], connect: [], img: [] }
  if (config.gtmId) {
    const google = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    sources.script.push('https://www.googletagmanager.com')
    sources.connect.push(...google)
    sources.img.push(...google)
  }
  if (config.leadTrackingSrc) {
    const origin = new URL(config.leadTrackingSrc).origin
    sources.script.push(origin)
    sources.connect.push(origin)
    sources.img.push(origin)
  }
  if (config.sentryDsn) sources.connect.push(new URL(config.sentryDsn).origin)
  return sources
}

/** Where browsers send what the policy blocked (src/app/api/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/api/csp-report'

/** @param {string} camera */
function permissionsPolicy(camera) {
  return `accelerometer=(), autoplay=(), ${camera}, display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=(), browsing-topics=()`
}

/**
 * On every response, whatever it is (next.config.ts `headers()`, fixed when the site is built).
 * @type {Record<string, string>}
 */
export const BASE_HEADERS = {
  'reporting-endpoints': `csp="${CSP_REPORT_PATH}"`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // The site uses none of these: no page may ask for them, nor a frame in it.
  'permissions-policy': permissionsPolicy('camera=()'),
  'cross-origin-opener-policy': 'same-origin',
  // Pages may be framed by the site itself (the CMS's live preview); what is not a page, and the
  // CMS, override it with DENY (NOT_A_PAGE_HEADERS, NEVER_FRAMED).
  'x-frame-options': 'SAMEORIGIN',
}

/** For answers no frame may show (the CMS, the API, files): set after BASE_HEADERS, so they win. */
export const NEVER_FRAMED = { 'x-frame-options': 'DENY' }

/**
 * The CMS, over BASE_HEADERS: its own pages may use the camera (the door's check-in scans QR codes,
 * src/cms/adminComponents/CheckIn.client.tsx). For the whole admin, not that page: the admin navigates
 * without reloading, and a document keeps the policy it was loaded with.
 */
export const ADMIN_HEADERS = { ...NEVER_FRAMED, 'permissions-policy': permissionsPolicy('camera=(self)') }

/**
 * Strict-Transport-Security, only when the site is served over HTTPS (SITE_URL, read when the
 * proxy answers, not when the site is built): on plain HTTP the header would be ignored at best and
 * lock a local setup out at worst.
 * @returns {string | null}
 */
export function transportSecurity(siteUrl = process.env.SITE_URL ?? '') {
  return siteUrl.trim().startsWith('https://') ? 'max-age=63072000; includeSubDomains' : null
}

/** For everything that is not an HTML page (API answers, feeds, uploads, files): nothing runs. */
export const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** The headers of what is not a page, over BASE_HEADERS (next.config.ts, src/server/server.mjs). */
export const NOT_A_PAGE_HEADERS = { 'content-security-policy': NOT_A_PAGE_POLICY, ...NEVER_FRAMED }

/**
 * A small HTML page a route handler writes itself, without scripts (the newsletter's one-click
 * unsubscribe page): its own <style>, a form that posts back to the site.
 */
export const PLAIN_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

const THIRD_PARTY_NONE = { script: [], connect: [], img: [] }

/**
 * The policy of an HTML page whose inline scripts may run by `scriptSources` (`'nonce-…'`, or the
 * hashes of a kept page's scripts). `admin`: the CMS, whose editor shows uploaded images as blobs
 * and whose fields use inline styles; it frames nothing from outside and is framed by nothing. A page
 * of the site may be framed by the site only: the CMS's live preview shows it in an iframe of /admin.
 * `thirdParties`: the sources of the third parties configured (they load only after the visitor's
 * consent); the CMS gets none.
 * @param {string[]} scriptSources
 * @param {{ admin?: boolean, thirdParties?: { script: string[], connect: string[], img: string[] } }} [options]
 */
export function pagePolicy(scriptSources, { admin = false, thirdParties = admin ? THIRD_PARTY_NONE : thirdPartySources() } = {}) {
  const scripts = ["'self'", ...scriptSources, ...thirdParties.script].join(' ')
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // React's style attributes and Next.js' inline <style>: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...(admin ? ['blob:'] : []), ...thirdParties.img].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...thirdParties.connect].join(' '),
    `frame-src ${admin ? "'self'" : `'self' ${FRAME_SOURCES.join(' ')}`}`,
    "media-src 'self'",
    "object-src 'none'",
    `worker-src 'self'${admin ? ' blob:' : ''}`,
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${admin ? "'none'" : "'self'"}`,
    // Violations are logged by src/app/api/csp-report (report-to for browsers with the Reporting API).
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ')
}

/** The request header the proxy passes each page's nonce on in (src/lib/security/nonce.ts). */
export const NONCE_HEADER = 'x-nonce'

/** A fresh nonce for one response (128 random bits). */
export function newNonce() {
  return crypto.randomBytes(16).toString('base64')
}
