import type { ConsentTextName } from '@/lib/site/queries'

/** The kinds of third party a visitor is asked about (necessary cookies are never asked). */
export type ConsentCategory = 'analytics' | 'marketing'

/** What the banner needs, resolved on the server: the categories asked about, the texts, the third parties. */
export type ConsentSetup = {
  /** The policy version (Site settings): a visitor whose choice was made under another is asked again. */
  revision: number
  categories: ConsentCategory[]
  texts: Record<ConsentTextName, string>
  gtmId?: string
  leadTrackingSrc?: string
  /** Browser error reports (after analytics consent), tagged with the build they come from. */
  sentryDsn?: string
  release?: string
}

/** The name of the cookie that keeps a visitor's choice, and for how long (at most six months). */
export const CONSENT_COOKIE = 'hub1909_consent'
export const CONSENT_DAYS = 182
