import { isRecordId } from '@/lib/api/values'
import { LIMITS } from '@/lib/forms/limits'
import { localeOf, translatorFor } from '@/i18n/translator'
import { payloadClient } from '@/lib/payload'
import { pragueToday } from '@/lib/spaces/enquiryQuote'
import { QUOTE_FIELDS } from '@/lib/spaces/enquiryFormState'
import { loadEnquiryFigures } from '@/lib/spaces/enquirySubmit'
import { quoteView } from '@/lib/spaces/enquiryView'

/**
 * GET /api/enquiry-quote?space=<id>&locale=cs&date=…&start=…&end=…&guests=…&layout=…&production=yes&catering=yes:
 * the event-space enquiry form's quote box for what the visitor has typed so far, computed by the
 * same function the server runs on submit (src/lib/spaces/enquiryQuote.ts) and rendered in the
 * locale (src/lib/spaces/enquiryView.ts). Only the booking fields: nothing about the visitor.
 * Anything the form would refuse is a sentence in the box, never an error status; a space that
 * takes no enquiries is 404.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const locale = localeOf(query.get('locale'))
  const space = query.get('space')
  const notFound = () => Response.json({ message: translatorFor(locale, 'api')('notFound') }, { status: 404 })
  if (!isRecordId(space)) return notFound()
  let figures
  try {
    figures = await loadEnquiryFigures(await payloadClient(), Number(space), locale)
  } catch (error) {
    console.error('[enquiry] quote: the space could not be read:', error instanceof Error ? error.message : error)
    return new Response(null, { status: 503, headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' } })
  }
  if (!figures) return notFound()
  const values = Object.fromEntries(QUOTE_FIELDS.map((name) => [name, (query.get(name) ?? '').slice(0, LIMITS.short)]))
  return Response.json(quoteView(translatorFor(locale), locale, figures, values, pragueToday()), {
    // The same question gets the same answer for a while: staff's new prices show within a minute.
    headers: { 'Cache-Control': 'public, max-age=60' },
  })
}
