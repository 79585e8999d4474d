import { apiLanguage, apiTranslator } from './language'

/**
 * An API path Next.js cannot decode (`/api/events/%ED%A0%80`): its route matching throws a
 * DecodeError, which it answers with 400 and the Pages Router's `_error` page, and this app has
 * none, so the answer was a 500 "Internal Server Error". The proxy (src/proxy.ts) sees such paths
 * first and answers them here.
 */
export function refuseUndecodablePath(request: Request & { nextUrl: URL }): Response | null {
  try {
    decodeURIComponent(request.nextUrl.pathname)
    return null
  } catch {
    return Response.json(
      { errors: [{ message: apiTranslator(apiLanguage(request.headers))('malformedPath') }] },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
