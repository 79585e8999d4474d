import { siteUrl } from '@/cms/env'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { icsFor } from '@/lib/events/mail'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/calendar/<event id>.ics?locale=en: a published event as an iCalendar file (the detail
 * page's "add to calendar"), with the texts of the locale.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const match = /^(\d{1,12})(\.ics)?$/.exec(id)
  const locale = new URL(request.url).searchParams.get('locale')
  if (!match) return new Response('Not Found', { status: 404 })
  const l = isLocale(locale) ? locale : defaultLocale
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: { id: { equals: Number(match[1]) } },
    locale: l,
    fallbackLocale: defaultLocale,
    depth: 1,
    limit: 1,
    overrideAccess: false,
    draft: false,
  })
  const event = docs[0]
  if (!event) return new Response('Not Found', { status: 404 })
  const body = icsFor(event, l, siteUrl())
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${(event.slug ?? 'event').replace(/[^a-z0-9-]/gi, '')}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
