import { getTranslations } from 'next-intl/server'

import { Disclosure } from '@/components/ui/Disclosure'
import type { Locale } from '@/i18n/locales'

export const MORE_SERVICES = ['meetingRooms', 'events', 'mail', 'adminSupport', 'mentoring', 'printing'] as const

/** "More services" as disclosure widgets (native <details>: keyboard and no-JS friendly). */
export async function MoreServices({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'membership.services' })
  return (
    <div className="border-t border-line">
      {MORE_SERVICES.map((key) => (
        <Disclosure key={key} summary={t(`${key}.title`)}>
          <p className="max-w-2xl leading-relaxed">{t(`${key}.text`)}</p>
        </Disclosure>
      ))}
    </div>
  )
}
