import { getTranslations } from 'next-intl/server'

import { ACTION_ATTRIBUTE } from '@/components/consent/banner'
import { NewsletterForm } from '@/components/forms/NewsletterForm'
import { Link } from '@/i18n/link'
import type { Locale } from '@/i18n/locales'
import { typography } from '@/lib/format/typography'
import { siteConfig } from '@/lib/site/config'
import { getSiteSettings } from '@/lib/site/queries'

import { ExternalIcon } from './icons'
import { Logo } from './Logo'

const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  tiktok: 'TikTok',
}

/**
 * The footer: address, opening hours, e-mail and phone, social links, company details, the visit
 * page, privacy policy, careers and the members' login. The facts come from the Site settings global that staff
 * edit in the CMS. `consentLink`: the label of the link that reopens the cookie choice, when the
 * site has third parties to consent to (src/components/consent/run.ts opens the settings).
 */
export async function Footer({ locale, consentLink }: { locale: Locale; consentLink?: string }) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  const tSite = await getTranslations({ locale, namespace: 'site' })
  const settings = await getSiteSettings(locale)
  const brand = settings.brandName
  const phone = settings.contact.phone
  const { company, address } = settings
  const companyLine = [
    company.name,
    company.seat,
    company.ico && `${t('ico')} ${company.ico}`,
    company.dic && `${t('dic')} ${company.dic}`,
  ]
    .filter(Boolean)
    .join(' · ')
  const heading = 'mb-3 text-xs font-semibold tracking-[0.14em] text-paper-muted uppercase'
  const link = 'link-quiet hover:text-white'

  return (
    <footer aria-label={t('label')} className="surface-dark border-t border-white/15 bg-ink text-paper [--logo-color:var(--color-paper)]">
      {/* The newsletter on every page (issue 6): double opt-in follows by e-mail. The rule under it
          spans the columns below, not only the form. */}
      <div className="mx-auto max-w-site px-5 pt-16 sm:px-8">
        <div className="border-b border-white/15 pb-12" data-footer-newsletter>
          <div className="max-w-3xl">
            <NewsletterForm locale={locale} from="footer" tone="dark" id="footer-newsletter" title={t('newsletterTitle')} />
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-site gap-10 px-5 pt-12 pb-10 sm:grid-cols-2 sm:px-8 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <div>
          <Link href="/" className="inline-block rounded-sm" aria-label={brand}>
            <Logo name={brand} />
          </Link>
          <address className="mt-6 not-italic leading-relaxed">
            <span className="sr-only">{t('addressTitle')}: </span>
            {typography(address.street, locale)}
            <br />
            {[address.postalCode, address.city].filter(Boolean).join(' ')}
          </address>
        </div>

        <div>
          <h2 className={`${heading} font-sans`}>{t('hoursTitle')}</h2>
          <dl className="leading-relaxed">
            {settings.openingHours.map((row) => (
              <div key={row.days} className="flex flex-wrap gap-x-2">
                <dt>{typography(row.days, locale)}</dt>
                <dd>{typography(row.hours, locale)}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <h2 className={`${heading} font-sans`}>{t('contactTitle')}</h2>
          <ul className="space-y-1.5 leading-relaxed">
            {settings.contact.email ? (
              <li>
                <a className={link} href={`mailto:${settings.contact.email}`}>
                  {settings.contact.email}
                </a>
              </li>
            ) : null}
            {phone ? (
              <li>
                <a className={link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                  {phone}
                </a>
              </li>
            ) : null}
          </ul>
          <h2 className={`${heading} mt-6 font-sans`}>{t('socialTitle')}</h2>
          <ul className="flex flex-wrap gap-x-5 gap-y-1.5">
            {settings.social.map(({ network, url }) => (
              <li key={network}>
                <a className={link} href={url} target="_blank" rel="noopener noreferrer">
                  {NETWORK_NAMES[network] ?? network}
                  <span className="sr-only"> {tSite('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={`${heading} font-sans`}>{t('linksTitle')}</h2>
          <ul className="space-y-1.5 leading-relaxed">
            <li>
              <Link className={link} href="/visit">
                {t('visit')}
              </Link>
            </li>
            <li>
              <Link className={link} href="/privacy">
                {t('privacy')}
              </Link>
            </li>
            {consentLink ? (
              <li className="consent-settings">
                <button type="button" className={`${link} cursor-pointer text-left`} {...{ [ACTION_ATTRIBUTE]: 'choose' }} aria-haspopup="dialog">
                  {consentLink}
                </button>
              </li>
            ) : null}
            <li>
              <Link className={link} href="/careers">
                {t('careers')}
              </Link>
            </li>
            <li>
              <Link className={link} href="/memberzone">
                {t('memberzone')}
              </Link>
            </li>
            <li>
              <a
                className={`${link} inline-flex items-center gap-1.5`}
                href={settings.membersLoginUrl || siteConfig.membersLoginUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('membersLogin')}
                <ExternalIcon />
                <span className="sr-only"> {tSite('newTab')}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-site flex-col gap-2 px-5 py-6 text-sm text-paper-muted sm:px-8 lg:flex-row lg:justify-between">
          <p>
            {typography(companyLine, locale)}
            {company.register ? (
              <>
                <br />
                {typography(company.register, locale)}
              </>
            ) : null}
          </p>
          <p className="shrink-0">{t('copyright', { year: new Date().getFullYear(), name: brand })}</p>
        </div>
      </div>
    </footer>
  )
}
