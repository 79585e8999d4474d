import { getTranslations } from 'next-intl/server'

import { CONSENT_TEXTS } from '@/lib/consent/texts'
import type { ConsentCategory, ConsentSetup } from '@/lib/consent/setup'
import type { Locale } from '@/i18n/locales'
import { buildId } from '@/lib/site/buildId'
import { getSiteSettings } from '@/lib/site/queries'

import { thirdPartyConfig } from '@/lib/security/headers.mjs'

/**
 * The third parties configured (`GTM_ID`, `LEAD_TRACKING_SRC`, `SENTRY_DSN`): src/lib/security/headers.mjs
 * reads and checks them (`thirdPartyConfig`), and lets the same ones into the page's policy. With
 * none, the site ships no consent banner.
 */
type ThirdParties = ReturnType<typeof thirdPartyConfig>

function consentCategories(parties: ThirdParties): ConsentCategory[] {
  const categories: ConsentCategory[] = []
  if (parties.gtmId || parties.sentryDsn) categories.push('analytics')
  if (parties.leadTrackingSrc) categories.push('marketing')
  return categories
}

/**
 * What the consent banner of a page in this language needs, or null when no third party is
 * configured (then there is no banner, no footer link and no code of it in the page). Texts staff
 * left empty in Site settings are the site's defaults (messages/*.json, `consent`).
 */
export async function consentSetup(locale: Locale): Promise<ConsentSetup | null> {
  const parties = thirdPartyConfig()
  const categories = consentCategories(parties)
  if (categories.length === 0) return null
  const [settings, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: 'consent' })])
  const texts = Object.fromEntries(CONSENT_TEXTS.map(({ name }) => [name, settings.consent.texts[name] ?? t(name)])) as ConsentSetup['texts']
  return { revision: settings.consent.policyVersion, categories, texts, ...parties, ...(parties.sentryDsn ? { release: buildId() } : {}) }
}
