import { localeOf, translatorFor } from '@/i18n/translator'
import { renderMail } from '@/lib/mail/layout'
import { localizedHref } from '@/i18n/href'
import { houseFor } from '@/lib/mail/settings'
import type { MailTemplate } from '@/lib/mail/templates'

import { unsubscribeUrl } from './subscribe'
import { confirmTokenFor, hashToken } from './tokens'

type Subscriber = {
  id: string | number
  email: string
  name?: string | null
  surname?: string | null
  status: string
  locale?: string | null
  tokenHash?: string | null
}

/** The headers of every newsletter mail: a one-click unsubscribe (RFC 8058). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/**
 * The double opt-in mail. Its single-use token derives from the mail's key; the subscription stored
 * its hash when it queued the mail (the newest link is the one that works).
 */
export const newsletterConfirm: MailTemplate = async ({ payload, req, params, key }) => {
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { id: { equals: params.id as string } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const subscriber = docs[0] as unknown as Subscriber | undefined
  if (!subscriber || subscriber.status !== 'pending') return null
  const token = confirmTokenFor(key, payload.secret)
  // A newer sign-up of the same address queued a newer link: this one would no longer work.
  if (subscriber.tokenHash !== hashToken(token)) return null
  const locale = localeOf(subscriber.locale)
  const house = await houseFor(payload, locale, req)
  const t = translatorFor(locale, 'mail.newsletterConfirm')
  const m = translatorFor(locale, 'mail')
  const confirmUrl =
    house.website + localizedHref({ pathname: '/newsletter-subscription', query: { token } }, locale)
  const unsubscribe = unsubscribeUrl(payload, subscriber.id, locale)
  const mail = renderMail(
    {
      subject: t('subject', { brand: house.name }),
      paragraphs: [m('greeting', { name: subscriber.name || '' }).replace(/\s+,/, ','), t('body', { brand: house.name })],
      action: { label: t('button'), url: confirmUrl },
      note: t('ignore'),
      signoff: m('signoff', { brand: house.name }),
      unsubscribe: { label: m('unsubscribe'), url: unsubscribe, note: m('unsubscribeNote') },
    },
    house,
    locale,
  )
  return {
    to: { name: [subscriber.name, subscriber.surname].filter(Boolean).join(' '), address: subscriber.email },
    headers: listUnsubscribeHeaders(unsubscribe),
    ...mail,
  }
}

export const newsletterMailTemplates: Record<string, MailTemplate> = {
  'newsletter-confirm': newsletterConfirm,
}
