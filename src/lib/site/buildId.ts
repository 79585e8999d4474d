import fs from 'node:fs'
import path from 'node:path'

let cached: string | undefined

/**
 * The id of the build this server runs (Next.js writes it to .next/BUILD_ID). The browser asks for
 * it every hour (/api/build, src/components/site/SiteEffects.client.tsx): when it differs from the
 * one its page was rendered with, a new version is deployed and the next navigation is a full load.
 */
export function buildId(): string {
  if (cached) return cached
  try {
    cached = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    // `next dev` writes no BUILD_ID: one name for the whole development session.
    cached = 'development'
  }
  return cached
}
