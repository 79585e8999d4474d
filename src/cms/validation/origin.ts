import type { SanitizedConfig } from 'payload'

import { siteUrl } from '@/env'

/**
 * Payload checks the Origin of a request that carries its session cookie against one static list
 * (`csrf`); staff reach the CMS at more than one address (apex and `www`, an internal name,
 * 127.0.0.1 on a default start), where such a list makes every save lose the session with a bare
 * 401. So Payload's list is empty (src/payload.config.ts) and this check takes its place, as Next.js
 * checks its server actions: a request with the session cookie and an Origin must come from the
 * address it was sent to (`X-Forwarded-Host` behind a proxy, else `Host`) or from SITE_URL.
 */
export function crossOriginSession(request: Request, config: SanitizedConfig): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  const token = `${config.cookiePrefix}-token=`
  if (!(request.headers.get('cookie') ?? '').split(';').some((c) => c.trim().startsWith(token))) return false
  if (!URL.canParse(origin)) return true
  const from = new URL(origin)
  if (from.origin === new URL(siteUrl()).origin) return false
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host')
  return from.host !== host
}
