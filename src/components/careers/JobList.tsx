import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/richtext/RichText'
import { Disclosure } from '@/components/ui/Disclosure'
import type { Locale } from '@/i18n/locales'
import type { JobOpening } from '@/lib/careers/queries'
import { Typo } from '@/components/page/Typo'

type Props = { jobs: JobOpening[]; locale: Locale; fallbackEmail: string }

/** Open positions, each with its description in a disclosure; an empty state when none are open. */
export async function JobList({ jobs, locale, fallbackEmail }: Props) {
  const t = await getTranslations({ locale, namespace: 'careers' })
  if (jobs.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-oak/50 bg-white p-8 sm:p-10">
        <p className="font-display text-2xl">{t('empty.title')}</p>
        <p className="mt-3 max-w-xl text-ink-muted">{t('empty.text')}</p>
        {fallbackEmail ? (
          <a className="link mt-5 inline-block font-medium" href={`mailto:${fallbackEmail}`}>
            {fallbackEmail}
          </a>
        ) : null}
      </div>
    )
  }
  return (
    <ul className="border-t border-ink">
      {jobs.map((job) => {
        const email = job.applyEmail ?? fallbackEmail
        return (
          <li key={job.id} id={job.slug || undefined} className="border-b border-line py-6">
            <h3 className="text-2xl font-medium sm:text-3xl"><Typo>{job.title}</Typo></h3>
            {job.employment ? <p className="mt-1 text-oak">{job.employment}</p> : null}
            {job.summary ? <p className="mt-3 max-w-2xl leading-relaxed"><Typo>{job.summary}</Typo></p> : null}
            {job.description ? (
              <Disclosure summary={t('details')} className="mt-2 max-w-2xl border-b-0">
                <RichText content={job.description} locale={locale} videoTitle={job.title} lang={locale} />
              </Disclosure>
            ) : null}
            {email ? (
              <a
                className="mt-3 inline-flex h-11 items-center rounded-md bg-ink px-5 font-medium text-paper hover:bg-oak"
                href={`mailto:${email}?subject=${encodeURIComponent(job.title)}`}
              >
                {t('apply')}
              </a>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
