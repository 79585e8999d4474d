import { getMessages, getTranslations } from 'next-intl/server'

import { ClientIntl } from '@/components/site/ClientIntl'
import type { Locale } from '@/i18n/locales'
import type { MessageKey } from '@/i18n/messageKeys'
import { issueFormToken } from '@/lib/forms/spamGuard'
import { formatPercent } from '@/lib/format/price'
import { enquiryFiguresOf } from '@/lib/spaces/enquiryFigures'
import { ENQUIRY_ANCHOR } from '@/lib/spaces/enquiryFormState'
import { pragueToday } from '@/lib/spaces/enquiryQuote'
import { quoteView } from '@/lib/spaces/enquiryView'
import type { SpaceDetail } from '@/lib/spaces/queries'

import { EnquiryFormClient } from './EnquiryForm.client'

/**
 * The event space's enquiry section (issue 19): the form with its live quote, on the figures of the
 * space and Site settings. Nothing for a space that takes no enquiries.
 */
export async function EnquirySection({ space, locale, vatPercent }: { space: SpaceDetail; locale: Locale; vatPercent: number }) {
  const figures = enquiryFiguresOf(space, vatPercent)
  if (!figures) return null
  const [t, tAll, messages] = await Promise.all([getTranslations({ locale, namespace: 'spaceEnquiry' }), getTranslations({ locale }), getMessages({ locale })])
  const id = 'enquiry-form'
  const today = pragueToday()
  // The texts that carry the figures are rendered here: the form in the browser needs no figures.
  const texts = {
    slots: t('slotsHint', { slots: figures.slots.map((s) => `${s.label} ${s.from}–${s.to}`).join(t('slotsJoin')) }),
    guests: t('guestsHint', { max: figures.maxGuests }),
    production: t('productionHint', { percent: formatPercent(figures.productionPercent, locale) }),
    layouts: figures.layouts.map((l) => ({ value: l.layout, label: t('layoutOption', { layout: tAll(`spaces.layouts.${l.layout}` as MessageKey), people: l.people }) })),
  }
  return (
    <section id={ENQUIRY_ANCHOR} aria-labelledby={`${id}-title`} className="border-t border-line">
      <div className="mx-auto max-w-site px-5 py-14 sm:px-8 lg:py-20">
        <h2 id={`${id}-title`} className="text-3xl font-medium sm:text-4xl">
          {t('title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t('lead')}</p>
        <div className="mt-10">
          <ClientIntl
            locale={locale}
            messages={{ forms: messages.forms, spaceEnquiry: messages.spaceEnquiry }}
          >
            <EnquiryFormClient
              id={id}
              formStartedAt={issueFormToken()}
              locale={locale}
              spaceId={space.id}
              texts={texts}
              maxGuests={figures.maxGuests}
              today={today}
              initialView={quoteView((key, values) => tAll(key as MessageKey, values), locale, figures, {}, today)}
            />
          </ClientIntl>
        </div>
      </div>
    </section>
  )
}
