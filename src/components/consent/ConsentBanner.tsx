import { buttonClasses } from '@/components/ui/Button'

import type { ConsentSetup } from '@/lib/consent/setup'

import { ACTION_ATTRIBUTE, BANNER_ID, type BannerAction, bannerScript, CATEGORY_ATTRIBUTE, SETTINGS_ID } from './banner'

/** The attribute that tells ./run what a button does. */
const action = (name: BannerAction) => ({ [ACTION_ATTRIBUTE]: name })

/**
 * The cookie consent banner and its settings dialog, in the page's HTML (sites with a third party
 * configured only, SiteDocument). Drawn with the page rather than by a script after it: drawn late,
 * the banner's text was the largest paint of some pages (docs/PERFORMANCE.md). The banner is hidden
 * until its script finds no valid choice; without JavaScript it stays hidden, and no third party can
 * load then anyway. Accept and Reject are buttons of the same weight; Choose opens the settings
 * (a modal `<dialog>`, ./run), where nothing is ticked. The texts are staff's (Site settings) or the
 * site's defaults.
 */
export function ConsentBanner({ setup, nonce }: { setup: ConsentSetup; nonce: string | undefined }) {
  const { texts } = setup
  const button = buttonClasses({ size: 'md', className: 'w-full cursor-pointer whitespace-normal' })
  // Accept and Reject, of the same weight, on the banner and in the settings.
  const choices = (['all', 'necessary'] as const).map((name) => (
    <button key={name} type="button" className={button} {...action(name)}>
      {name === 'all' ? texts.acceptAll : texts.rejectAll}
    </button>
  ))
  const described = {
    analytics: { title: texts.analyticsTitle, description: texts.analyticsDescription },
    marketing: { title: texts.marketingTitle, description: texts.marketingDescription },
  }
  const categories = [
    { name: 'necessary', title: texts.necessaryTitle, description: texts.necessaryDescription },
    ...setup.categories.map((name) => ({ name, ...described[name] })),
  ]
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
          {choices}
          <button type="button" className={`${button} col-span-2`} aria-haspopup="dialog" {...action('choose')}>
            {texts.manage}
          </button>
        </div>
      </section>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bannerScript(setup.revision) }} />
      <dialog
        id={SETTINGS_ID}
        aria-labelledby={`${SETTINGS_ID}-title`}
        className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(34rem,calc(100vw-1.5rem))] rounded-lg bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 print:hidden"
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <h2 id={`${SETTINGS_ID}-title`} className="font-display text-xl leading-tight font-medium">
            {texts.preferencesTitle}
          </h2>
          <button
            type="button"
            className="-m-2 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-2xl leading-none hover:bg-paper focus-visible:outline-2 focus-visible:outline-brass"
            aria-label={texts.close}
            {...action('close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ul className="space-y-3 px-5 py-4 sm:px-6">
          {categories.map(({ name, title, description }) => (
            <li key={name} className="rounded-md border border-line bg-paper p-4">
              <label className="flex cursor-pointer items-center gap-3 font-medium">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-moss"
                  aria-describedby={`${SETTINGS_ID}-${name}`}
                  {...(name === 'necessary' ? { defaultChecked: true, disabled: true } : { [CATEGORY_ATTRIBUTE]: name })}
                />
                {title}
              </label>
              <p id={`${SETTINGS_ID}-${name}`} className="mt-1.5 text-sm leading-relaxed text-ink-muted">
                {description}
              </p>
            </li>
          ))}
        </ul>
        <div className="grid gap-2 border-t border-line px-5 py-4 sm:grid-cols-3 sm:px-6">
          {choices}
          <button type="button" className={button} {...action('save')}>
            {texts.save}
          </button>
        </div>
      </dialog>
    </>
  )
}
