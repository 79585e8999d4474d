import { NotFoundContent } from '@/components/site/NotFoundContent.client'
import { defaultLocale } from '@/i18n/locales'
import { siteConfig } from '@/lib/site/config'
import { getSiteSettings } from '@/lib/site/queries'

/**
 * notFound() in a page (a safety net: the locale proxy already sends unknown paths and unknown
 * {id}s to app/global-not-found.tsx, which Next.js renders on the server). Status 404.
 */
export default async function NotFound() {
  const settings = await getSiteSettings(defaultLocale).catch(() => null)
  return <NotFoundContent bookingUrl={settings?.booking.trialDayUrl ?? siteConfig.calendarBookingUrl} />
}
