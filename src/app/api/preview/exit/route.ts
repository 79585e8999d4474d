import { draftMode } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'

import { PREVIEW_COOKIE } from '@/lib/http/staffCookies.mjs'

/** Leaves draft preview and returns to `?path=` (same-site paths only). */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const requested = request.nextUrl.searchParams.get('path') ?? '/'
  const path = requested.startsWith('/') && !requested.startsWith('//') && !requested.includes('\\') ? requested : '/'
  const response = NextResponse.redirect(new URL(path, request.nextUrl.origin), { status: 307, headers: { 'Cache-Control': 'no-store' } })
  response.cookies.delete(PREVIEW_COOKIE)
  return response
}
