import type { EventSpaceEnquiry } from '@/payload-types'
import type { Locale } from '@/i18n/locales'

import { localeOf, translatorFor } from '@/i18n/translator'
import { renderMail } from '@/lib/mail/layout'
import { houseFor } from '@/lib/mail/settings'
import type { MailTemplate } from '@/lib/mail/templates'

import { bookingLines, quoteLines } from './enquiryLines'
import type { EnquiryQuote } from './enquiryQuote'

async function load(ctx: Parameters<MailTemplate>[0]): Promise<EventSpaceEnquiry | null> {
  const { docs } = await ctx.payload.find({
    collection: 'event-space-enquiries',
    where: { id: { equals: ctx.params.id as number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req: ctx.req,
  })
  return docs[0] ?? null
}

/** The quote as stored with the enquiry: the figures the visitor was shown. */
function storedQuote(e: EventSpaceEnquiry, slotLabel: string): EnquiryQuote | null {
  if (e.quoteNet == null || e.quoteGross == null) return null
  const [from = '', to = ''] = (e.quoteSlot ?? '').split('–')
  return {
    slot: { label: slotLabel, from, to },
    billedMinutes: Math.round((e.quoteHours ?? 0) * 60),
    ratePerHour: e.quoteRatePerHour ?? 0,
    rental: e.quoteRental ?? 0,
    productionPercent: e.quoteProductionPercent ?? 0,
    production: e.production ? (e.quoteProduction ?? 0) : null,
    net: e.quoteNet,
    vatPercent: e.quoteVatPercent ?? 0,
    vat: e.quoteVat ?? 0,
    gross: e.quoteGross,
  }
}

/** The enquiry and its quote as mail rows, in `locale`. */
async function rowsOf(ctx: Parameters<MailTemplate>[0], e: EventSpaceEnquiry, locale: Locale) {
  const t = translatorFor(locale, 'spaceEnquiry')
  const layouts = translatorFor(locale, 'spaces.layouts')
  // The slot's label (e.g. "Po–Pá") in the mail's language, from the space as it is now.
  const spaceId = typeof e.space === 'object' ? e.space?.id : e.space
  const space = spaceId ? await ctx.payload.findByID({ collection: 'spaces', id: spaceId, locale, depth: 0, overrideAccess: true, disableErrors: true, req: ctx.req }) : null
  const slot = (space?.timeSlots ?? []).find((s) => `${s.from}–${s.to}` === e.quoteSlot)
  const quote = storedQuote(e, slot?.days ?? '')
  const booking = bookingLines(t, locale, {
    date: e.eventDate,
    start: e.startTime,
    end: e.endTime,
    guests: e.guests,
    layoutLabel: layouts.has(e.layout) ? layouts(e.layout) : e.layout,
    catering: Boolean(e.catering),
    production: Boolean(e.production),
  })
  const contact = [
    { label: t('fields.name'), value: e.name },
    { label: t('fields.company'), value: e.company ?? '' },
    { label: t('fields.email'), value: e.email },
    { label: t('fields.phone'), value: e.phone ?? '' },
    { label: t('fields.note'), value: e.note ?? '' },
  ]
  const priced = quote ? quoteLines(t, locale, quote, Boolean(e.catering)).map((l) => ({ label: l.label, value: l.value })) : []
  return [...booking, ...contact, ...priced].filter((r) => r.value).map((r) => ({ label: r.label, value: r.value }))
}

/** To the staff address, in Czech (the house's language), with the quote the visitor was shown. */
export const spaceEnquiryStaff: MailTemplate = async (ctx) => {
  const enquiry = await load(ctx)
  if (!enquiry) return null
  const locale = 'cs'
  const house = await houseFor(ctx.payload, locale, ctx.req)
  const t = translatorFor(locale, 'mail.spaceEnquiryStaff')
  const rows = [...(await rowsOf(ctx, enquiry, locale)), { label: t('language'), value: enquiry.locale ?? '' }].filter((r) => r.value)
  const mail = renderMail(
    {
      subject: t('subject', { date: enquiry.eventDate, guests: enquiry.guests, name: enquiry.name }),
      paragraphs: [t('intro')],
      rows,
      action: { label: t('open'), url: `${house.website}/admin/collections/event-space-enquiries/${enquiry.id}` },
      note: t('replyNote'),
    },
    house,
    locale,
  )
  return { to: house.staffEmail, replyTo: { name: enquiry.name, address: enquiry.email }, ...mail }
}

/** To the visitor, in the language of the form, with the same quote. */
export const spaceEnquiryConfirmation: MailTemplate = async (ctx) => {
  const enquiry = await load(ctx)
  if (!enquiry) return null
  const locale = localeOf(enquiry.locale)
  const house = await houseFor(ctx.payload, locale, ctx.req)
  const t = translatorFor(locale, 'mail.spaceEnquiryConfirmation')
  const m = translatorFor(locale, 'mail')
  const mail = renderMail(
    {
      subject: t('subject', { brand: house.name }),
      paragraphs: [m('greeting', { name: enquiry.name }), t('body')],
      rowsTitle: t('summaryTitle'),
      rows: await rowsOf(ctx, enquiry, locale),
      note: t('note', { email: house.email }),
      signoff: m('signoff', { brand: house.name }),
    },
    house,
    locale,
  )
  return { to: { name: enquiry.name, address: enquiry.email }, replyTo: house.email, ...mail }
}

export const spaceEnquiryMailTemplates: Record<string, MailTemplate> = {
  'space-enquiry-staff': spaceEnquiryStaff,
  'space-enquiry-confirmation': spaceEnquiryConfirmation,
}
