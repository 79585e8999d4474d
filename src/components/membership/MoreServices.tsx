import { getTranslations } from 'next-intl/server'

import { Disclosure } from '@/components/ui/Disclosure'
import type { Locale } from '@/i18n/locales'
import { getSpaces } from '@/lib/spaces/queries'

import { meetingRoomFacts } from '../spaces/spaceGroups'

export const MORE_SERVICES = ['meetingRooms', 'events', 'mail', 'adminSupport', 'mentoring', 'printing'] as const

/** "More services" as disclosure widgets (native <details>: keyboard and no-JS friendly). */
export async function MoreServices({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'membership.services' })
  // The meeting rooms' count and capacity come from the spaces, not from the message.
  const rooms = meetingRoomFacts(await getSpaces(locale))
  return (
    <div className="border-t border-line">
      {MORE_SERVICES.map((key) => (
        <Disclosure key={key} summary={t(`${key}.title`)}>
          <p className="max-w-2xl leading-relaxed">{t(`${key}.text`, rooms)}</p>
        </Disclosure>
      ))}
    </div>
  )
}
