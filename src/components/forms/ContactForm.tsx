import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { issueFormToken } from '@/lib/forms/spamGuard'

import { ContactFormClient, type ContactFormClientProps } from './ContactForm.client'

type Props = Omit<ContactFormClientProps, 'formStartedAt' | 'locale'> & { locale?: Locale }

/**
 * The contact form (spec section 3): works without JavaScript, enhanced with it. Place it on the
 * contact page; pass `from` when the page knows its `from` query parameter.
 */
export async function ContactForm({ locale, ...props }: Props) {
  const l = locale ?? (await getLocale())
  const messages = await getMessages({ locale: l })
  return (
    <NextIntlClientProvider locale={l} messages={{ forms: messages.forms, contactForm: messages.contactForm }}>
      <ContactFormClient formStartedAt={issueFormToken()} locale={l} {...props} />
    </NextIntlClientProvider>
  )
}
