import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { LOCALE_COOKIE, routing } from './i18n/routing'

const intl = createMiddleware(routing)

export default function proxy(request: NextRequest) {
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
