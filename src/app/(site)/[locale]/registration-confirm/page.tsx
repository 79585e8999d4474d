import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CancelRegistrationForm } from '@/components/events/CancelRegistrationForm.client'
import { BreadcrumbJsonLd } from '@/components/page/JsonLd'
import { ButtonLink } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { findByCancelToken } from '@/lib/events/registration'
import { payloadClient } from '@/lib/payload'
import { pageMetadata } from '@/lib/pages-site/metadata'

/** Reads the query string: rendered per request (its data reads are still cached). */
export const dynamic = 'force-dynamic'

type Search = { status?: string | string[]; cancel?: string | string[]; cancelled?: string | string[] }
type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Search> }

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'registration.confirm' })
  // A cancel token in the address must not travel on to other sites.
  return pageMetadata({ locale, href: '/registration-confirm', title: t('metaTitle'), noindex: true, noReferrer: true })
}

function Screen({ title, text, tone = 'success', children }: { title: string; text: string; tone?: 'success' | 'problem'; children?: React.ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-start justify-center gap-6 px-5 py-20 sm:px-8">
      <p aria-hidden="true" className={`h-1 w-16 rounded-full ${tone === 'success' ? 'bg-moss' : 'bg-signal'}`} />
      <h1 className="font-display text-4xl leading-tight sm:text-5xl">{title}</h1>
      <p className="text-lg text-ink-muted">{text}</p>
      {children}
    </div>
  )
}

/**
 * After a registration: thanks (or "you are on the waitlist"); the newsletter form is the footer's. With the
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

  const waitlisted = one(search.status) === 'waitlisted'
  return (
    <div data-testid="registration-confirm">
      <Screen title={waitlisted ? t('waitlistedTitle') : t('title')} text={waitlisted ? t('waitlistedText') : t('text')}>
        {back}
        {crumb}
      </Screen>
    </div>
  )
}
