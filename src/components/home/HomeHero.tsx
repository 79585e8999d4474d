import { getTranslations } from 'next-intl/server'

import { BookingButton } from '@/components/forms/BookingButton'
import { SiteImage } from '@/components/page/SiteImage'
import { NavbarMode } from '@/components/site/NavbarMode'
import { Banner } from '@/components/ui/Banner'
import { ButtonLink } from '@/components/ui/Button'
import { CursorFollower } from '@/components/ui/CursorFollower.client'
import type { Locale } from '@/i18n/locales'
import type { PageSection, SitePage } from '@/lib/pages/queries'
import type { SiteSettings } from '@/lib/site/queries'
import { Typo } from '@/components/page/Typo'

type Props = { locale: Locale; page: SitePage | null; section: PageSection | undefined; settings: SiteSettings }

/** The home page's opening: the text-reveal banner, the one <h1>, the two main calls. */
export async function HomeHero({ locale, page, section, settings }: Props) {
  const t = await getTranslations({ locale, namespace: 'homePage.hero' })
  const image = section?.image ?? page?.image ?? null
  const trialUrl = settings.booking.trialDayUrl
  return (
    <section aria-labelledby="home-title" className="surface-dark relative isolate overflow-hidden bg-ink text-paper">
      <NavbarMode mode="dark" />
      <CursorFollower className="text-brass" />
      <div className="mx-auto grid max-w-site gap-10 px-5 pt-12 pb-16 sm:px-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-14 lg:pt-20 lg:pb-24">
        <div>
          <Banner
            id="home-banner"
            text={t('banner')}
            width={300}
            delay={300}
            bgColor="var(--color-brass)"
            bgTextColor="var(--color-ink)"
            scale={0.11}
            as="p"
          />
          <h1 id="home-title" className="mt-7 text-[2.6rem] leading-[1.04] font-medium sm:text-6xl lg:text-7xl">
            <Typo>{section?.heading ?? t('title')}</Typo>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-paper/85 sm:text-xl">
            <Typo>{page?.lead ?? t('lead')}</Typo>
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <BookingButton url={trialUrl} kind="trialDay" label={t('trial')} variant="inverse" />
            <ButtonLink href="/membership" variant="inverse-outline">
              {t('membership')}
            </ButtonLink>
          </div>
          {section?.text ? <p className="mt-5 text-sm text-paper/75"><Typo>{section.text}</Typo></p> : null}
        </div>
        {image ? (
          <div className="overflow-hidden rounded-lg">
            <SiteImage image={image} priority sizes="(min-width: 1280px) 500px, (min-width: 1024px) 40vw, 100vw" className="aspect-[4/3] w-full" />
          </div>
        ) : null}
      </div>
    </section>
  )
}
