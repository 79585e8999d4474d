import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { LOCALE_COOKIE, routing } from './i18n/routing'
import { formPostGate } from './lib/forms/gate'

const intl = createMiddleware(routing)

export default async function proxy(request: NextRequest) {
  // Form posts (server actions, with or without JavaScript): an oversized body gets 413, a form whose
  // rate limit is used up gets 429, before the action runs (src/lib/forms/gate.ts).
  if (request.method === 'POST') {
    const refused = await formPostGate(request)
    if (refused) return refused
  }
  // The cookie may send a returning visitor who opens the bare root to the English home page;
  // no other path redirects on it, and the browser's language never does (docs/ROUTES.md).
  if (request.nextUrl.pathname === '/' && request.cookies.get(LOCALE_COOKIE)?.value === 'en') {
    const url = request.nextUrl.clone()
    url.pathname = '/en'
    const response = NextResponse.redirect(url, 307)
    response.headers.set('Cache-Control', 'private, no-store')
    return response
  }
  return intl(request)
}

export const config = {
  // Everything but the CMS, its API, Next.js internals, the GraphQL alias and files with an extension.
  matcher: ['/((?!api/|api$|admin/|admin$|graphql$|_next/|_vercel/|.*\\..*).*)'],
}
