import { localeOf, translatorFor } from '@/i18n/translator'
import { renderMail } from '@/lib/mail/layout'
import { houseFor } from '@/lib/mail/settings'
import type { MailTemplate } from '@/lib/mail/templates'

type ContactRequest = {
  id: string | number
  name: string
  surname?: string | null
  email: string
  phone?: string | null
  wantsContact?: boolean | null
  topic: string
  company?: string | null
  expectations?: string | null
  locale?: string | null
  from?: string | null
  referrer?: string | null
  createdAt: string
}

async function load(ctx: Parameters<MailTemplate>[0]): Promise<ContactRequest | null> {
  const { docs } = await ctx.payload.find({
    collection: 'contact-requests',
    where: { id: { equals: ctx.params.id as string } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req: ctx.req,
  })
  return (docs[0] as unknown as ContactRequest | undefined) ?? null
}

function summary(r: ContactRequest, locale: string) {
  const f = translatorFor(locale, 'contactForm')
  const m = translatorFor(locale, 'mail')
  const rows = [
    { label: f('fields.name'), value: [r.name, r.surname].filter(Boolean).join(' ') },
    { label: f('fields.email'), value: r.email },
    { label: f('fields.phone'), value: r.phone ?? '' },
    { label: f('fields.company'), value: r.company ?? '' },
    { label: f('fields.topic'), value: f.has(`topics.${r.topic}`) ? f(`topics.${r.topic}`) : r.topic },
    { label: f('fields.wantsContact'), value: r.wantsContact ? m('yes') : m('no') },
    { label: f('fields.expectations'), value: r.expectations ?? '' },
  ]
  return rows.filter((row) => row.value)
}

/** To the staff address from Site settings, in Czech (the house's language). */
export const contactStaff: MailTemplate = async (ctx) => {
  const request = await load(ctx)
  if (!request) return null
  const locale = 'cs'
  const house = await houseFor(ctx.payload, locale, ctx.req)
  const t = translatorFor(locale, 'mail.contactStaff')
  const f = translatorFor(locale, 'contactForm')
  const fullName = [request.name, request.surname].filter(Boolean).join(' ')
  const topic = f.has(`topics.${request.topic}`) ? f(`topics.${request.topic}`) : request.topic
  const rows = [
    ...summary(request, locale),
    { label: t('language'), value: request.locale ?? '' },
    { label: t('from'), value: request.from ?? '' },
    { label: t('referrer'), value: request.referrer ?? '' },
  ].filter((r) => r.value)
  const adminUrl = `${house.website}/admin/collections/contact-requests/${request.id}`
  const mail = renderMail(
    {
      subject: t('subject', { topic, name: fullName }),
      paragraphs: [t('intro')],
      rows,
      action: { label: t('open'), url: adminUrl },
      note: t('replyNote'),
    },
    house,
    locale,
  )
  return { to: house.staffEmail, replyTo: { name: fullName, address: request.email }, ...mail }
}

/** To the visitor, in the language of the form. */
export const contactConfirmation: MailTemplate = async (ctx) => {
  const request = await load(ctx)
  if (!request) return null
  const locale = localeOf(request.locale)
  const house = await houseFor(ctx.payload, locale, ctx.req)
  const t = translatorFor(locale, 'mail.contactConfirmation')
  const m = translatorFor(locale, 'mail')
  const mail = renderMail(
    {
      subject: t('subject', { brand: house.name }),
      paragraphs: [m('greeting', { name: request.name }), t('body')],
      rowsTitle: t('summaryTitle'),
      rows: summary(request, locale),
      note: t('note', { email: house.email }),
      signoff: m('signoff', { brand: house.name }),
    },
    house,
    locale,
  )
  return { to: { name: [request.name, request.surname].filter(Boolean).join(' '), address: request.email }, replyTo: house.email, ...mail }
}

export const contactMailTemplates: Record<string, MailTemplate> = {
  'contact-staff': contactStaff,
  'contact-confirmation': contactConfirmation,
}
