/**
 * The client's address from X-Forwarded-For, counted from the right: entries on the left are
 * whatever the client sent and cannot be trusted for rate limits. TRUSTED_PROXY_HOPS (default 1:
 * one load balancer in front) says how many proxies append to it. Next.js' own server only fills
 * the header in when it is missing, so a bare `next start` without a proxy in front trusts what
 * the client sends: production runs behind a reverse proxy that sets the header.
 * Used by the server actions (src/lib/forms/action.ts) and the proxy (src/lib/forms/gate.ts).
 */
export function clientIp(forwardedFor: string | null, realIp: string | null, hops = Number(process.env.TRUSTED_PROXY_HOPS) || 1): string | null {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const ip = chain.length ? chain[Math.max(0, chain.length - hops)] : realIp?.trim()
  return ip ? ip.slice(0, 64) : null
}
