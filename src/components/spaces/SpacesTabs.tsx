import { getTranslations } from 'next-intl/server'

import { HashTabs } from '@/components/page/HashTabs.client'
import { ButtonLink } from '@/components/ui/Button'
import type { Locale } from '@/i18n/locales'
import { ENQUIRY_ANCHOR } from '@/lib/spaces/enquiryFormState'
import { getSpaceBySlug, type SpaceDetail, type SpaceSummary } from '@/lib/spaces/queries'

import { SpaceCard } from './SpaceCard'
import { SpaceFeature } from './SpaceFeature'
import { meetingRoomFacts, SPACE_TABS, spaceTab } from './spaceGroups'

type Props = { locale: Locale; spaces: SpaceSummary[]; vatPercent: number }

/** Meeting rooms, event space, coworking and cafe: bookable spaces as cards, the rest as features. */
export async function SpacesTabs({ locale, spaces, vatPercent }: Props) {
  const t = await getTranslations({ locale, namespace: 'spaces' })
  // Spaces without a page of their own show their facts here (the list read leaves them out).
  const details = new Map<number, SpaceDetail>()
  await Promise.all(
    spaces
      .filter((s) => !s.hasDetailPage && s.slug)
      .map(async (s) => {
        const detail = await getSpaceBySlug(s.slug, locale)
        if (detail) details.set(s.id, detail)
      }),
  )
  const rooms = meetingRoomFacts(spaces)
  const tabs = SPACE_TABS.map((id) => {
    const inTab = spaces.filter((s) => spaceTab(s.kind) === id)
    const bookable = inTab.filter((s) => s.hasDetailPage)
    const features = inTab.filter((s) => !s.hasDetailPage)
    return {
      id,
      label: t(`tabs.${id}.label`),
      content: (
        <div>
          <h2 className="text-3xl font-medium sm:text-4xl">{t(`tabs.${id}.title`)}</h2>
          <p className="mt-3 max-w-2xl text-lg text-ink-muted">{id === 'meeting-rooms' ? t(`tabs.${id}.intro`, rooms) : t(`tabs.${id}.intro`)}</p>
          {bookable.length > 0 ? (
            <div className={`mt-8 grid gap-5 sm:grid-cols-2 ${bookable.length > 1 ? 'lg:grid-cols-3' : ''}`}>
              {bookable.map((space) => (
                <SpaceCard key={space.id} space={space} locale={locale} vatPercent={vatPercent} />
              ))}
            </div>
          ) : null}
          {bookable
            .filter((space) => space.kind === 'event-space')
            .map((space) => (
              <ButtonLink key={space.id} href={{ pathname: '/space/[id]', params: { id: space.slug }, hash: ENQUIRY_ANCHOR }} className="mt-8">
                {t('enquiryCta')}
              </ButtonLink>
            ))}
          {features.length > 0 ? (
            <div className="mt-10 flex flex-col gap-14">
              {features.map((space, index) => (
                <SpaceFeature
                  key={space.id}
                  space={{ ...space, facts: details.get(space.id)?.facts }}
                  locale={locale}
                  reverse={index % 2 === 1}
                >
                  {space.kind === 'cafe' ? null : (
                    <ButtonLink href={{ pathname: '/membership', hash: space.kind === 'offices' ? 'office' : 'coworking' }}>
                      {t(`featureCta.${space.kind === 'offices' ? 'offices' : 'coworking'}`)}
                    </ButtonLink>
                  )}
                </SpaceFeature>
              ))}
            </div>
          ) : null}
        </div>
      ),
    }
  })
  return <HashTabs tabs={tabs} label={t('tabs.label')} />
}
