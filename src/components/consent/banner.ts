import { CONSENT_COOKIE } from '@/lib/consent/setup'

/**
 * What the consent banner in the page's HTML (./ConsentBanner) and the code that takes it over
 * (./run) share. Kept apart from the component so that ./run's chunk carries none of the site's UI.
 */

/** The banner's and the settings dialog's element ids and the attribute of their buttons (read by ./run). */
export const BANNER_ID = 'consent-banner'
export const SETTINGS_ID = 'consent-settings'
export const ACTION_ATTRIBUTE = 'data-consent'
/** On a category's checkbox in the settings dialog: the category it stands for. */
export const CATEGORY_ATTRIBUTE = 'data-consent-category'
/**
 * What a button does: accept every category, only the necessary cookies, open the settings (the
 * banner's Choose, the footer's link), save the boxes ticked in the settings, or close them.
 */
export type BannerAction = 'all' | 'necessary' | 'choose' | 'save' | 'close'
/** Where the inline script keeps a choice made before the banner's code has arrived (./run applies it). */
export const PENDING_KEY = '__consentPending'

/**
 * The script right after the banner, run by the parser before the first paint. It shows the banner
 * unless the visitor's choice, made under this policy version, is in the consent cookie (./run's
 * format: URL-encoded JSON with `revision`), and it catches a click on the banner made before
 * ./run has come (it comes after the page's scripts, ./Consent.client): Accept and
 * Reject hide the banner at once and are applied when ./run starts; Choose opens the settings
 * then. The page's policy lets it run by its hash, like every inline script of a page.
 */
export function bannerScript(revision: number): string {
  const prefix = `${CONSENT_COOKIE}=`
  return (
    `(function(){var b=document.getElementById(${JSON.stringify(BANNER_ID)});if(!b)return;` +
    `var c=document.cookie.split('; ').find(function(p){return p.indexOf(${JSON.stringify(prefix)})===0}),ok=false;` +
    `try{ok=!!c&&JSON.parse(decodeURIComponent(c.slice(${prefix.length}))).revision===${Number(revision)}}catch(e){}` +
    `if(ok)return;b.hidden=false;b.addEventListener('click',function(e){` +
    `var t=e.target instanceof Element&&e.target.closest('[${ACTION_ATTRIBUTE}]');if(!t||window.${PENDING_KEY}===null)return;` +
    `var a=t.getAttribute(${JSON.stringify(ACTION_ATTRIBUTE)});window.${PENDING_KEY}=a;if(a!=='choose')b.hidden=true})})()`
  )
}
