import { buttonClasses } from '@/components/ui/Button'

import type { ConsentSetup } from '@/lib/consent/setup'

import { ACTION_ATTRIBUTE, BANNER_ID, type BannerAction, bannerScript } from './banner'

/** The attribute that tells ./run what a button does. */
const action = (name: BannerAction) => ({ [ACTION_ATTRIBUTE]: name })

/**
 * The cookie consent banner, in the page's HTML (sites with a third party configured only,
 * SiteDocument). It is drawn with the page rather than by the library after the page's scripts:
 * drawn late, its text was the largest paint of some pages (LCP 3.5 s on Lighthouse's phone,
 * docs/PERFORMANCE.md). Hidden until its script finds no valid choice; without JavaScript it stays
 * hidden, and no third party can load then anyway. Accept and Reject are buttons of the same weight;
 * Choose opens the library's settings, where nothing is ticked. The texts are staff's (Site
 * settings) or the site's defaults.
 */
export function ConsentBanner({ setup, nonce }: { setup: ConsentSetup; nonce: string | undefined }) {
  const { texts } = setup
  const button = buttonClasses({ size: 'md', className: 'w-full cursor-pointer whitespace-normal' })
  return (
    <>
      <section
        id={BANNER_ID}
        hidden
        // The script below shows it before React hydrates this element.
        suppressHydrationWarning
        aria-labelledby={`${BANNER_ID}-title`}
        className="fixed inset-x-3 bottom-3 z-[65] max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-lg border border-line bg-white p-5 text-ink shadow-2xl sm:right-auto sm:bottom-4 sm:left-4 sm:w-[24rem] sm:p-6 print:hidden"
      >
        <h2 id={`${BANNER_ID}-title`} className="font-display text-xl leading-tight font-medium">
          {texts.title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{texts.description}</p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button type="button" className={button} {...action('all')}>
            {texts.acceptAll}
          </button>
          <button type="button" className={button} {...action('necessary')}>
            {texts.rejectAll}
          </button>
          <button type="button" className={`${button} col-span-2`} aria-haspopup="dialog" {...action('choose')}>
            {texts.manage}
          </button>
        </div>
      </section>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bannerScript(setup.revision) }} />
    </>
  )
}
