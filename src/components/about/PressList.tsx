import { getTranslations } from 'next-intl/server'

import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import type { PressMention } from '@/lib/press/queries'
import { Typo } from '@/components/page/Typo'

type Props = { mentions: PressMention[]; locale: Locale; limit?: number }

/** Press and media mentions, newest first: outlet, date and the article's title (linked). */
export async function PressList({ mentions, locale, limit }: Props) {
  const tSite = await getTranslations({ locale, namespace: 'site' })
  const format = formatterFor(locale)
  return (
    <ul className="border-t border-ink">
      {mentions.slice(0, limit).map((m) => (
        <li key={m.id} className="grid gap-1 border-b border-line py-5 sm:grid-cols-[14rem_1fr] sm:gap-8">
          <p className="text-sm">
            <span className="font-medium">{m.outlet}</span>
            <span className="block text-ink-muted">
              <time dateTime={m.date}>{format.dateTime(new Date(m.date), 'articleDate')}</time>
            </span>
          </p>
          <p className="font-display text-xl sm:text-2xl">
            {m.url ? (
              <a className="link-quiet" href={m.url} target="_blank" rel="noopener noreferrer">
                <Typo>{m.title}</Typo>
                <span className="sr-only"> {tSite('newTab')}</span>
              </a>
            ) : (
              <Typo>{m.title}</Typo>
            )}
          </p>
        </li>
      ))}
    </ul>
  )
}
