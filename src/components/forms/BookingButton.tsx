import { getLocale, getTranslations } from 'next-intl/server'

import { buttonClasses, type ButtonVariant } from '@/components/ui/Button'
import type { BookingKind } from '@/lib/booking/url'
import { bookingUrl, safeBookingUrl } from '@/lib/booking/url'

import { BookingButtonClient } from './BookingButton.client'

type Props = {
  /** The calendar URL from Site settings (`booking.trialDayUrl`, `meetingUrl`, `meetingRoomUrl`). */
  url: string | null | undefined
  kind: BookingKind
  /** Overrides the label (messages `booking.<kind>` by default). */
  label?: string
  variant?: ButtonVariant
  className?: string
}

/** A book button for the calendar service (trial day, meeting, appointment); nothing when no URL is set. */
export async function BookingButton({ url, kind, label, variant, className }: Props) {
  const safe = safeBookingUrl(url)
  if (!safe) return null
  const locale = await getLocale()
  const t = await getTranslations('booking')
  // The direct link, the same as the button's own without JavaScript (BookingButtonClient).
  const direct = bookingUrl(safe.toString(), { locale, kind }) ?? safe.toString()
  const openDirect = (className: string) => (
    <a href={direct} target="_blank" rel="noopener noreferrer" className={className}>
      {t('openDirect')}
    </a>
  )
  return (
    <BookingButtonClient
      url={safe.toString()}
      kind={kind}
      locale={locale}
      variant={variant}
      className={className}
      labels={{ button: label ?? t(kind), dialogTitle: t('dialogTitle'), close: t('close') }}
      notes={{
        loading: (
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-8 text-center text-ink-muted">
            <p>{t('loading')}</p>
            <p className="text-sm">{t('thirdParty')}</p>
          </div>
        ),
        failed: (
          <div className="flex h-full flex-col items-center justify-center gap-4 p-8 text-center">
            <p>{t('fallback')}</p>
            {openDirect(buttonClasses({ variant: 'secondary' }))}
          </div>
        ),
        foot: (
          <p className="border-t border-line px-5 py-3 text-sm text-ink-muted">
            {t('notLoading')} {openDirect('link text-ink')}
          </p>
        ),
      }}
    />
  )
}
