import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'

import {
  documentExists,
  idRouteOf,
  internalOrigin,
  isKnownRoute,
  NOT_FOUND_LOCALE_HEADER,
  NOT_FOUND_PATH_HEADER,
  NOT_FOUND_ROUTE,
} from './i18n/knownDocuments'
import { defaultLocale } from './i18n/locales'
import { LOCALE_COOKIE, routing } from './i18n/routing'
import { refuseUndecodablePath } from './lib/api/paths'
import { formPostGate } from './lib/forms/gate'
import { NONCE_HEADER, newNonce, pagePolicy, transportSecurity } from './lib/security/headers.mjs'
import { localeSetCookie } from './lib/http/localeCookie.mjs'
import { PREVIEW_COOKIE } from './lib/http/staffCookies.mjs'

const intl = createMiddleware(routing)


/** Sends the request to the server-rendered 404 page, in the path's language. */
function notFound(request: NextRequest, locale: string): NextResponse {
  const headers = new Headers(request.headers)
  headers.set(NOT_FOUND_LOCALE_HEADER, locale)
  headers.set(NOT_FOUND_PATH_HEADER, request.nextUrl.pathname)
  const response = NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), { request: { headers } })
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

/**
 * A path no page has: where a redirect kept in the CMS sends it (an old address, a slug changed
 * since), else the 404 page. Asked of the server for 404s only, so pages cost nothing.
 */
async function redirectOrNotFound(request: NextRequest, locale: string): Promise<NextResponse> {
  try {
    const query = new URLSearchParams({ path: request.nextUrl.pathname })
    const answer = await fetch(`${internalOrigin(request.nextUrl.origin)}/api/site/redirect?${query}`, { cache: 'no-store', signal: AbortSignal.timeout(5_000) })
    if (answer.ok) {
      const { location, status } = (await answer.json()) as { location: string; status: 301 | 302 }
      const response = NextResponse.redirect(new URL(location, request.url), status)
      // Staff may change where it points: browsers ask again rather than keep it.
      response.headers.set('Cache-Control', 'no-store')
      return response
    }
  } catch {
    // The server could not say: the visitor gets the 404 page, as without a redirect.
  }
  return notFound(request, locale)
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Every page and the CMS get their Content-Security-Policy here, with a nonce of their own: Next.js
 * finds it in the request's policy and puts it on its scripts (the site's own inline script, the
 * consent banner's, reads it from `x-nonce`). The same in `next dev` and in production
 * (src/lib/security/headers.mjs).
 */
export default async function proxy(incoming: NextRequest) {
  // API paths reach the proxy only when they carry a percent sign (config.matcher): one that does
  // not decode is a 400 here, where Next.js' route matching would answer a 500 (src/lib/api/paths.ts).
  if (incoming.nextUrl.pathname.startsWith('/api/')) return refuseUndecodablePath(incoming) ?? NextResponse.next()
  const admin = /^\/admin(?:\/|$)/.test(incoming.nextUrl.pathname)
  // A CMS path that does not decode: Next.js' route matching would throw on it (a 500).
  if (admin && !decodable(incoming.nextUrl.pathname)) {
    return new NextResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
  const nonce = newNonce()
  const policy = pagePolicy([`'nonce-${nonce}'`], { admin })
  const headers = new Headers(incoming.headers)
  headers.set('content-security-policy', policy)
  headers.set(NONCE_HEADER, nonce)
  const request = new NextRequest(incoming, { headers })
  const response = admin ? NextResponse.next({ request: { headers } }) : await route(request)
  // Every page view stores its locale (docs/ROUTES.md), a redirect none: it is no page of a locale.
  const cookie = admin || response.headers.has('location') ? undefined : localeSetCookie(incoming.headers.get('cookie'), incoming.nextUrl.pathname)
  if (cookie) response.headers.append('Set-Cookie', cookie)
  // A response with a policy of its own (the form gate's refusal page) keeps it.
  if (!response.headers.has('content-security-policy')) response.headers.set('Content-Security-Policy', policy)
  const hsts = transportSecurity()
  if (hsts) response.headers.set('Strict-Transport-Security', hsts)
  return response
}

async function route(request: NextRequest): Promise<NextResponse | Response> {
  // Form posts (server actions, with or without JavaScript): an oversized body gets 413, a form whose
  // rate limit is used up gets 429, before the action runs (src/lib/forms/gate.ts).
  if (request.method === 'POST') {
    const refused = await formPostGate(request)
    if (refused) return refused
  }
  // The cookie may send a returning visitor who opens the bare root to the English home page;
  // no other path redirects on it, and the browser's language never does (docs/ROUTES.md). A link
  // followed on the site itself (the language switch: `Sec-Fetch-Site: same-origin`) is a choice,
  // never overruled: Chromium may send that navigation with the old `en` cookie, before the one
  // the switch writes on click has reached its cookie store (tests/e2e/shell.spec.ts).
  if (
    request.nextUrl.pathname === '/' &&
    request.cookies.get(LOCALE_COOKIE)?.value === 'en' &&
    request.headers.get('sec-fetch-site') !== 'same-origin'
  ) {
    const url = request.nextUrl.clone()
    url.pathname = '/en'
    const response = NextResponse.redirect(url, 307)
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  }
  // A file the site does not have (`/wp-login.php`, `/nic.txt`): its own files are not matched.
  if (request.nextUrl.pathname.includes('.')) {
    return redirectOrNotFound(request, request.nextUrl.pathname.startsWith('/en/') ? 'en' : defaultLocale)
  }
  const response = intl(request)
  if (response.headers.has('location')) return response // a redirect to the canonical path
  // The internal path: rewritten for Czech (no prefix) and localised words, else the URL's own.
  const rewrite = response.headers.get('x-middleware-rewrite')
  const internal = rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname
  const locale = /^\/(cs|en)(\/|$)/.exec(internal)?.[1] ?? defaultLocale
  if (!isKnownRoute(internal)) return redirectOrNotFound(request, locale)
  const document = idRouteOf(internal)
  // A staff preview reads the draft, which the index of published pages lacks.
  if (document && !request.cookies.has(PREVIEW_COOKIE)) {
    if ((await documentExists(internalOrigin(request.nextUrl.origin), document)) === false) return redirectOrNotFound(request, locale)
  }
  return response
}

export const config = {
  // Everything but the API, Next.js internals, the GraphQL alias and the site's own files
  // (public/: favicon, fonts, Open Graph image; the blog and events feeds, the sitemap, robots.txt).
  matcher: [
    '/((?!api/|api$|graphql$|_next/|_vercel/|fonts/|og/|favicon\\.svg$|hub1909\\.png$|(?:en/|cs/)?blog/feed\\.xml$|(?:en/|cs/)?events\\.ics$|sitemap\\.xml$|robots\\.txt$).*)',
    // The API only with a percent-encoding in its path (matched against the raw path first).
    '/api/:path(.*%.*)',
  ],
}
