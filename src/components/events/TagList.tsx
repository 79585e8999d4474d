import { getTranslations } from 'next-intl/server'

import type { EventTag } from '@/lib/events/queries'

const TONES: Partial<Record<EventTag, string>> = {
  public: 'border-moss/50 text-moss',
  'members-only': 'border-oak/50 text-oak',
}

/** The event's tags as small labels ("public" in moss, "members only" in oak). */
export async function TagList({ tags }: { tags: EventTag[] }) {
  const t = await getTranslations('events.tags')
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className={`rounded-sm border px-2 py-0.5 text-xs font-semibold tracking-[0.04em] uppercase ${TONES[tag] ?? 'border-ink/30 text-ink'}`}>
          {t(tag)}
        </li>
      ))}
    </ul>
  )
}
