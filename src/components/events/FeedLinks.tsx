import { getTranslations } from 'next-intl/server'

import { siteUrl } from '@/env'
import { buttonClasses } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { feedPath, webcalUrl } from '@/lib/events/feedQuery'
import type { ListTag } from '@/lib/events/constants'

import { CopyLink } from './CopyLink.client'

type Props = { locale: Locale; tag: ListTag | null; className?: string }

/**
 * Subscribe to the house's events in a calendar app (src/lib/events/feed.ts): a `webcal://` link
 * (the visitor's calendar app asks to subscribe), "copy link" for apps that take an address
 * (Google Calendar's "From URL"), and the members' feed with members-only events. The list's tag
 * filter carries over to all of them.
 */
export async function FeedLinks({ locale, tag, className = '' }: Props) {
  const t = await getTranslations('events.feed')
  const origin = siteUrl()
  const feed = origin + feedPath(locale, { tag, members: tag === 'members-only' })
  const members = tag === 'members-only' ? null : origin + feedPath(locale, { tag, members: true })
  return (
    <div role="group" aria-label={t('label')} className={`flex flex-wrap items-center gap-x-4 gap-y-2 text-sm ${className}`} data-testid="events-feed">
      <a href={webcalUrl(feed)} className={buttonClasses({ variant: 'secondary', size: 'sm' })} data-testid="feed-subscribe">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="2" y="3" width="12" height="11" rx="1.5" />
          <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
        </svg>
        {t('subscribe')}
      </a>
      <CopyLink url={feed} label={t('copy')} copiedLabel={t('copied')} failedLabel={t('copyFailed')} className="link cursor-pointer" testId="feed-copy" />
      {members ? (
        <a href={webcalUrl(members)} className="link text-ink-muted" data-testid="feed-subscribe-members">
          {t('members')}
        </a>
      ) : null}
    </div>
  )
}
