import { getTranslations } from 'next-intl/server'

import { BookingButton } from '@/components/forms/BookingButton'
import { ButtonLink } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import type { SiteSettings } from '@/lib/site/queries'

type Props = { locale: Locale; settings: SiteSettings; title?: string; text?: string }

/** The closing contact section of a page: how to reach the team, the contact page, a trial day. */
export async function ContactCallout({ locale, settings, title, text }: Props) {
  const t = await getTranslations({ locale, namespace: 'contact.callout' })
  const phoneHref = settings.contact.phone ? `tel:${settings.contact.phone.replace(/\s+/g, '')}` : null
  return (
    <section aria-labelledby="contact-callout-title" className="surface-dark bg-ink text-paper">
      <div className="mx-auto grid max-w-site gap-10 px-5 py-16 sm:px-8 lg:grid-cols-[1.3fr_1fr] lg:py-24">
        <div>
          <h2 id="contact-callout-title" className="text-3xl leading-tight font-medium sm:text-5xl">
            {title ?? t('title')}
          </h2>
          <p className="mt-5 max-w-xl text-lg text-paper/80">{text ?? t('text')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={{ pathname: '/contact', hash: 'contact-form' }} variant="inverse">
              {t('write')}
            </ButtonLink>
            <BookingButton
              url={settings.booking.trialDayUrl}
              kind="trialDay"
              label={t('trialDay')}
              variant="inverse-outline"
            />
          </div>
        </div>
        <dl className="grid content-start gap-6 sm:grid-cols-2 lg:grid-cols-1">
          {settings.contact.email ? (
            <div>
              <dt className="text-sm tracking-[0.12em] text-paper-muted uppercase">{t('email')}</dt>
              <dd className="mt-1 text-xl">
                <a className="link" href={`mailto:${settings.contact.email}`}>
                  {settings.contact.email}
                </a>
              </dd>
            </div>
          ) : null}
          {settings.contact.phone && phoneHref ? (
            <div>
              <dt className="text-sm tracking-[0.12em] text-paper-muted uppercase">{t('phone')}</dt>
              <dd className="mt-1 text-xl">
                <a className="link" href={phoneHref}>
                  {settings.contact.phone}
                </a>
              </dd>
            </div>
          ) : null}
          {settings.openingHours.length > 0 ? (
            <div>
              <dt className="text-sm tracking-[0.12em] text-paper-muted uppercase">{t('hours')}</dt>
              {settings.openingHours.map((h) => (
                <dd key={h.days} className="mt-1">
                  {h.days} {h.hours}
                </dd>
              ))}
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  )
}
