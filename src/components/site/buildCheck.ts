import { siteFetch } from '@/lib/http/siteFetch'

/**
 * Whether the server now runs another build than `buildId` (the page's): asks /api/build. False when
 * the answer does not come (offline, the server restarting): the next check asks again. Loaded by
 * SiteEffects.client.tsx when the first check is due, an hour after the page was opened.
 */
export async function isNewBuildDeployed(buildId: string): Promise<boolean> {
  try {
    const response = await siteFetch('/api/build', { cache: 'no-store' })
    if (!response.ok) return false
    return ((await response.json()) as { buildId?: string }).buildId !== buildId
  } catch {
    return false
  }
}
