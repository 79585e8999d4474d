import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CancelRegistrationForm } from '@/components/events/CancelRegistrationForm.client'
import { NewsletterForm } from '@/components/forms/NewsletterForm'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import { ButtonLink } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { formatEventDay, formatEventTime } from '@/components/events/format'
import { Typo } from '@/components/page/Typo'
import { Link } from '@/i18n/link'
import { siteUrl } from '@/env'
import { checkInUrl, qrSvg } from '@/lib/events/checkin'
import { findByCancelToken, findConfirmation } from '@/lib/events/registration'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/seo/metadata'

/** Reads the query string: rendered per request (its data reads are still cached). */
export const dynamic = 'force-dynamic'

type Search = { ref?: string | string[]; cancel?: string | string[]; cancelled?: string | string[] }
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Search> }

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'registration.confirm' })
  // A cancel token in the address must not travel on to other sites.
  return pageMetadata({ locale, href: '/registration-confirm', title: t('metaTitle'), noindex: true, noReferrer: true })
}

const TONE = { success: 'bg-moss', problem: 'bg-signal', neutral: 'bg-brass' } as const

function Screen({ title, text, tone = 'success', children }: { title: string; text: string; tone?: keyof typeof TONE; children?: React.ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-start justify-center gap-6 px-5 py-20 sm:px-8">
      <p aria-hidden="true" className={`h-1 w-16 rounded-full ${TONE[tone]}`} />
      <h1 className="font-display text-4xl leading-tight sm:text-5xl">{title}</h1>
      <p className="text-lg text-ink-muted">{text}</p>
      {children}
    </div>
  )
}

/**
 * After a registration (a signed reference in the address): thanks, "you are on the waitlist" or
 * "cancelled", with the event's title and date; opened without a valid reference, a neutral page
 * that points to the e-mail and the events. A registration that went through is followed by the
 * newsletter form (spec section 2), in place of the footer's (one per page, globals.css); its e-mail is not
 * prefilled: the reference in the address may be shared, and the page never says who registered. With the
 * cancel link of the confirmation mail: asks before cancelling (a mail scanner opening the link
 * must not cancel anything), then says it is done.
 */
export default async function RegistrationConfirmPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('registration.confirm')
  const search = await searchParams
  const cancel = one(search.cancel)
  const cancelled = one(search.cancelled)
  const back = (
    <ButtonLink href="/events" variant="secondary">
      {t('events')}
    </ButtonLink>
  )
  // The page's BreadcrumbList, on each of its screens.
  const crumb = <BreadcrumbJsonLd locale={locale} trail={[{ name: t('metaTitle'), href: '/registration-confirm' }]} />

  if (cancel !== undefined) {
    const payload = await payloadClient()
    const found = await findByCancelToken(payload, cancel)
    if (!found) return <Screen tone="problem" title={t('invalidTitle')} text={t('invalidText')}>{back}{crumb}</Screen>
    const event = await payload.findByID({ collection: 'events', id: found.eventId, locale, depth: 0, overrideAccess: true, disableErrors: true })
    return (
      <Screen tone="problem" title={t('cancelTitle')} text={t('cancelQuestion', { event: event?.title ?? '' })}>
        <CancelRegistrationForm token={cancel} locale={locale} label={t('cancelButton')}>
          {back}
        </CancelRegistrationForm>
        {crumb}
      </Screen>
    )
  }
  if (cancelled !== undefined) {
    return cancelled === '1' ? (
      <Screen title={t('cancelledTitle')} text={t('cancelledText')}>{back}{crumb}</Screen>
    ) : (
      <Screen tone="problem" title={t('invalidTitle')} text={t('invalidText')}>{back}{crumb}</Screen>
    )
  }

  // After a registration the address carries a signed reference to it: the page says what that
  // registration is (never who made it). Without one, or with one this site did not sign, the page
  // claims nothing: someone opened the address directly (`status` alone proves nothing).
  const payload = await payloadClient()
  const found = await findConfirmation(payload, one(search.ref), locale)
  if (!found) {
    return (
      <div data-testid="registration-confirm" data-state="neutral">
        <Screen tone="neutral" title={t('neutralTitle')} text={t('neutralText')}>
          <ButtonLink href="/events" variant="secondary">
            {t('neutralEvents')}
          </ButtonLink>
          {crumb}
        </Screen>
      </div>
    )
  }
  const { id, status, event, position } = found
  // Staff cancelled the event after the visitor registered: that is what the page says, whatever
  // the registration's own state.
  const state = event.cancelled ? 'event-cancelled' : status
  const [title, text] =
    event.cancelled
      ? [t('eventCancelledTitle'), t('eventCancelledText')]
      : status === 'confirmed'
      ? [t('title'), t('text')]
      : status === 'waitlisted'
        ? [t('waitlistedTitle'), `${t('waitlistedText')} ${position ? t('waitlistPosition', { position }) : ''}`.trim()]
        : [t('refCancelledTitle'), t('refCancelledText')]
  // The ticket: the same QR code as in the confirmation mail (the check-in link, nothing personal in it).
  const ticket = state === 'confirmed' ? await qrSvg(checkInUrl(siteUrl(), id, payload.secret)) : null
  return (
    <div data-testid="registration-confirm" data-state={state}>
      <Screen tone={status === 'cancelled' || event.cancelled ? 'problem' : 'success'} title={title} text={text}>
        <div className="w-full rounded-lg border border-line bg-white px-5 py-4" data-testid="registration-event">
          <p className="text-sm font-semibold text-oak">{t('eventLabel')}</p>
          <p className="mt-1 font-display text-xl leading-snug font-medium">
            {event.slug ? (
              <Link href={{ pathname: '/events/[id]', params: { id: event.slug } }} className="underline-offset-4 hover:underline">
                <Typo>{event.title}</Typo>
              </Link>
            ) : (
              <Typo>{event.title}</Typo>
            )}
          </p>
          <p className="mt-1 text-ink-muted">
            <time dateTime={event.startsAt}>{formatEventDay(locale, event.startsAt)}</time>, {formatEventTime(locale, event.startsAt, event.endsAt ?? null)}
          </p>
        </div>
        {ticket ? (
          <div className="flex w-full flex-col items-center gap-3 rounded-lg border border-line bg-white px-5 py-5 text-center sm:flex-row sm:text-left" data-testid="registration-ticket">
            {/* eslint-disable-next-line @next/next/no-img-element -- a generated SVG in a data: URL, nothing for next/image to optimise */}
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket)}`} width={176} height={176} alt={t('checkInAlt')} />
            <div>
              <p className="font-display text-xl font-medium">{t('checkInTitle')}</p>
              <p className="mt-1 text-ink-muted">{t('checkInText')}</p>
            </div>
          </div>
        ) : null}
        {back}
        {crumb}
        {state === 'confirmed' || state === 'waitlisted' ? (
          <div className="mt-6 w-full border-t border-line pt-10" data-newsletter-offer="">
            <NewsletterForm locale={locale} from="registration-confirm" id="registration-newsletter" title={t('newsletterTitle')} />
          </div>
        ) : null}
      </Screen>
    </div>
  )
}
