import { getLocale, getTranslations } from 'next-intl/server'

import type { ButtonVariant } from '@/components/ui/Button'
import type { BookingKind } from '@/lib/booking/url'
import { safeBookingUrl } from '@/lib/booking/url'

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
  return (
    <BookingButtonClient
      url={safe.toString()}
      kind={kind}
      locale={locale}
      variant={variant}
      className={className}
      labels={{
        button: label ?? t(kind),
        dialogTitle: t('dialogTitle'),
        close: t('close'),
        loading: t('loading'),
        thirdParty: t('thirdParty'),
        fallback: t('fallback'),
        notLoading: t('notLoading'),
        openDirect: t('openDirect'),
      }}
    />
  )
}
