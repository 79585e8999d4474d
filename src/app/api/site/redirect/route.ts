import type { NextRequest } from 'next/server'

import { findRedirect } from '@/lib/redirects/find'

/**
 * For the locale proxy (src/proxy.ts), asked only for a path no page has: where the CMS's
 * redirects send it (`{ "location": …, "status": 301 }`), or 404.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.searchParams.get('path')
  if (!path || path.length > 2000) return Response.json({ error: 'path expected' }, { status: 400 })
  const target = await findRedirect(path)
  return Response.json(target ?? {}, { status: target ? 200 : 404, headers: { 'Cache-Control': 'no-store' } })
}
