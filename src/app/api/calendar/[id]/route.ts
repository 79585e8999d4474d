import { siteUrl } from '@/env'
import { isRecordId } from '@/lib/api/values'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { icsFor } from '@/lib/events/mail'
import { translatorFor } from '@/i18n/translator'
import { houseFor } from '@/lib/mail/settings'
import { payloadClient } from '@/lib/payload'

const notFound = (locale: string) => Response.json({ message: translatorFor(locale, 'api')('notFound') }, { status: 404 })

/**
 * GET /api/calendar/<event id>.ics?locale=en: a published event as an iCalendar file (the detail
 * page's "add to calendar"), with the texts of the locale.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const match = /^(\d{1,10})(\.ics)?$/.exec(id)
  const locale = new URL(request.url).searchParams.get('locale')
  const l = isLocale(locale) ? locale : defaultLocale
  // An id no event can have (the column is a 32-bit integer: 999999999999 would fail the query).
  if (!match || !isRecordId(match[1])) return notFound(l)
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
  if (!event) return notFound(l)
  const house = await houseFor(payload, l)
  const body = icsFor(event, l, siteUrl(), house.address)
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${(event.slug ?? 'event').replace(/[^a-z0-9-]/gi, '')}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}
