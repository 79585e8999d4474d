import { getLocale, getMessages } from 'next-intl/server'

import { ClientIntl } from '@/components/site/ClientIntl'
import type { Locale } from '@/i18n/locales'
import { issueFormToken } from '@/lib/forms/spamGuard'

import { NewsletterFormClient, type NewsletterFormClientProps } from './NewsletterForm.client'

type Props = Omit<NewsletterFormClientProps, 'formStartedAt' | 'locale'> & { locale?: Locale }

/**
 * The newsletter form (footer of every page, after an event registration): name, surname, e-mail;
 * submitting is the consent, said beside the button (spec section 5). Double opt-in follows.
 */
export async function NewsletterForm({ locale, ...props }: Props) {
  const l = locale ?? (await getLocale())
  const messages = await getMessages({ locale: l })
  return (
    <ClientIntl locale={l} messages={{ forms: messages.forms, newsletterForm: messages.newsletterForm }}>
      <NewsletterFormClient formStartedAt={issueFormToken()} locale={l} {...props} />
    </ClientIntl>
  )
}
