import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { typography } from '@/lib/format/typography'
import type { SiteSettings } from '@/lib/site/queries'

const label = 'text-sm font-medium tracking-[0.12em] text-ink-muted uppercase'

/** Opening hours, company and bank details, social links: all from the site settings. */
export async function ContactDetails({ locale, settings }: { locale: Locale; settings: SiteSettings }) {
  const t = await getTranslations({ locale, namespace: 'contact' })
  const tSite = await getTranslations({ locale, namespace: 'site' })
  const { company, bank } = settings
  const companyRows = [
    [t('company.name'), company.name],
    [t('company.seat'), company.seat],
    [t('company.ico'), company.ico],
    [t('company.dic'), company.dic],
    [t('company.register'), company.register],
  ].filter((row): row is [string, string] => Boolean(row[1]))
  const bankRows = [
    [t('bank.bank'), bank.bankName],
    [t('bank.account'), bank.accountNumber],
    ['IBAN', bank.iban],
    ['SWIFT/BIC', bank.swift],
  ].filter((row): row is [string, string] => Boolean(row[1]))
  return (
    <div className="grid gap-12 md:grid-cols-2 lg:grid-cols-4">
      <section aria-labelledby="contact-hours">
        <h3 id="contact-hours" className={label}>
          {t('hours')}
        </h3>
        <dl className="mt-4 flex flex-col gap-2">
          {settings.openingHours.map((h) => (
            <div key={h.days} className="flex justify-between gap-4 border-b border-line pb-2">
              <dt>{typography(h.days, locale)}</dt>
              <dd className="font-medium">{typography(h.hours, locale)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="contact-company">
        <h3 id="contact-company" className={label}>
          {t('company.title')}
        </h3>
        <dl className="mt-4 flex flex-col gap-2 text-[0.95rem]">
          {companyRows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-ink-muted">{term}</dt>
              <dd>{typography(value, locale)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="contact-bank">
        <h3 id="contact-bank" className={label}>
          {t('bank.title')}
        </h3>
        <dl className="mt-4 flex flex-col gap-2 text-[0.95rem]">
          {bankRows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-ink-muted">{term}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {settings.social.length > 0 ? (
        <section aria-labelledby="contact-social">
          <h3 id="contact-social" className={label}>
            {t('social')}
          </h3>
          <ul className="mt-4 flex flex-col gap-2">
            {settings.social.map((s) => (
              <li key={s.url}>
                <a className="link" href={s.url} target="_blank" rel="noopener noreferrer">
                  {t(`networks.${s.network}`)}
                  <span className="sr-only"> {tSite('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
