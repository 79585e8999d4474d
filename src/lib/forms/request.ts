import { headers } from 'next/headers'

import type { SubmissionMeta } from './submission'

/**
 * The client's address from X-Forwarded-For, counted from the right: entries on the left are
 * whatever the client sent and cannot be trusted for rate limits. TRUSTED_PROXY_HOPS (default 1:
 * one load balancer or Next.js' own server in front) says how many proxies append to it.
 */
export function clientIp(forwardedFor: string | null, realIp: string | null, hops = Number(process.env.TRUSTED_PROXY_HOPS) || 1): string | null {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const ip = chain.length ? chain[Math.max(0, chain.length - hops)] : realIp?.trim()
  return ip ? ip.slice(0, 64) : null
}

/** Who is posting, from the request headers of a server action. */
export async function requestMeta(locale?: string | null): Promise<SubmissionMeta> {
  const h = await headers()
  return {
    ip: clientIp(h.get('x-forwarded-for'), h.get('x-real-ip')),
    locale,
    pageUrl: h.get('referer')?.slice(0, 2000) ?? null,
  }
}
